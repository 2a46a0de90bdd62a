import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Info, Plus, Quote, RefreshCw, Shirt, Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { cn } from '@/lib/utils.ts';
import type { Generation } from '../use-outfit-generator.ts';
import { MissingPieces } from './missing-pieces.tsx';
import { SuggestionCard } from './suggestion-card.tsx';

interface SuggestionsPanelProps {
  ref?: Ref<HTMLElement>;
  generation: Generation | null;
  generating: boolean;
  emptyWardrobe: boolean;
  /** The id of the empty-wardrobe message, which the Generate button points to. */
  emptyWardrobeId: string;
  items: ReadonlyMap<string, WardrobeItem>;
  onRefresh: () => void;
  liked: ReadonlySet<number>;
  onLike: (index: number) => void;
  saved: ReadonlySet<number>;
  savingItems: readonly string[] | undefined;
  onSave: (index: number) => void;
}

/** Spec §2: the generated looks with Refresh, Save and Like, or why there are none. */
export function SuggestionsPanel({
  ref,
  generation,
  generating,
  emptyWardrobe,
  emptyWardrobeId,
  items,
  onRefresh,
  liked,
  onLike,
  saved,
  savingItems,
  onSave,
}: SuggestionsPanelProps) {
  const suggestions = generation?.answer.suggestions ?? [];
  const missing = generation?.answer.missing ?? [];
  const reading = generation?.answer.occasionReading;
  return (
    <section
      ref={ref}
      aria-labelledby="suggestions-heading"
      aria-busy={generating}
      className="flex min-w-0 scroll-mt-20 flex-col gap-5"
    >
      <div className="flex min-h-10 items-center justify-between gap-3">
        <h2 id="suggestions-heading" className="text-lg font-semibold tracking-tight">
          Suggestions
        </h2>
        {generation && !emptyWardrobe && (
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={generating}>
            <RefreshCw className={generating ? 'animate-spin' : undefined} aria-hidden="true" />
            Refresh
          </Button>
        )}
      </div>

      {/* Always present, so screen readers hear the progress note when it appears. */}
      <p
        role="status"
        className="flex items-center gap-2 text-sm text-muted-foreground empty:hidden"
      >
        {generating && (
          <>
            <Spinner decorative className="size-4" />
            Putting together looks from your wardrobe…
          </>
        )}
      </p>

      {emptyWardrobe ? (
        <EmptyState
          size="section"
          icon={Shirt}
          titleAs="p"
          titleId={emptyWardrobeId}
          title="You need wardrobe items before generating outfits"
          className="rounded-3xl bg-card/60 py-14"
        >
          <Button asChild>
            <Link href={paths.wardrobe}>
              <Plus aria-hidden="true" />
              Add Items
            </Link>
          </Button>
        </EmptyState>
      ) : generating && !generation ? (
        <SkeletonGrid count={2} className="gap-4" itemClassName="h-72 rounded-3xl" />
      ) : !generation ? (
        <EmptyState
          size="section"
          icon={Sparkles}
          titleAs="p"
          title="Your looks will appear here"
          description="Choose the occasion, the weather and how it feels outside, then Generate Outfit. Every suggestion uses pieces you own, with the reasons it works."
          className="gap-3 rounded-3xl py-14"
        />
      ) : (
        <>
          {reading && (
            <p className="flex items-start gap-2.5 rounded-2xl bg-accent/60 px-4 py-3 text-sm leading-relaxed">
              {reading.understood ? (
                <Quote className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
              ) : (
                <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="min-w-0 break-words">{reading.explanation}</span>
            </p>
          )}
          {missing.length > 0 && (
            <MissingPieces missing={missing} noOutfit={suggestions.length === 0} />
          )}
          {generation.answer.note && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {generation.answer.note}
            </p>
          )}
          {suggestions.length === 0 && missing.length === 0 && (
            <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
              No outfit fits these settings. Try another occasion or temperature.
            </p>
          )}
          <ol
            className={cn('grid grid-cols-1 gap-5 transition-opacity', generating && 'opacity-60')}
            aria-label="Suggested outfits"
          >
            {suggestions.map((suggestion, index) => (
              <li key={`${index}-${suggestion.items.join()}`}>
                <SuggestionCard
                  suggestion={suggestion}
                  number={index + 1}
                  items={items}
                  liked={liked.has(index)}
                  onLike={() => onLike(index)}
                  saved={saved.has(index)}
                  saving={savingItems === suggestion.items}
                  onSave={() => onSave(index)}
                  anchorId={generation.anchorItemId}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
