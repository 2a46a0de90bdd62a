import type { WardrobeItem } from '@contract/wardrobe.ts';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOutfits, OutfitCard } from '@/features/outfits/public.ts';

/** Spec §9: the dashboard shows the first 2 outfits. */
export const DASHBOARD_OUTFITS = 2;

const GRID = 'grid-cols-1 gap-4 sm:grid-cols-2';

/** Spec §2 AI Suggestions: the two newest saved outfits, or the way to the first one. */
export function AiSuggestions({ items }: { items: WardrobeItem[] | undefined }) {
  const outfits = useOutfits();
  const byId = useMemo(() => new Map((items ?? []).map((item) => [item.id, item])), [items]);
  const shown = outfits.data?.slice(0, DASHBOARD_OUTFITS);

  return (
    <section aria-labelledby="ai-suggestions" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="ai-suggestions" className="text-lg font-semibold tracking-tight">
          AI Suggestions
        </h2>
        {shown && shown.length > 0 && (
          <Link
            href={paths.outfitGenerator}
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            All outfits
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <QueryView
        query={outfits}
        loading={
          <SkeletonGrid
            count={DASHBOARD_OUTFITS}
            className={GRID}
            itemClassName="h-80 rounded-2xl"
          />
        }
        error="Your outfits could not be loaded."
        errorSize="section"
        empty={
          <EmptyState
            size="section"
            description="Outfits you save from the generator show up here, ready to wear."
          >
            <Button asChild>
              <Link href={paths.outfitGenerator}>
                <Sparkles aria-hidden="true" />
                Generate Your First Outfit
              </Link>
            </Button>
          </EmptyState>
        }
      >
        {(all) => (
          <ul className={`grid ${GRID}`}>
            {all.slice(0, DASHBOARD_OUTFITS).map((outfit) => (
              <li key={outfit.id}>
                <OutfitCard outfit={outfit} items={byId} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
