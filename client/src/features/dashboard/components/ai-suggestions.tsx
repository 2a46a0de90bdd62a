import type { WardrobeItem } from '@contract/wardrobe.ts';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useOutfits, OutfitCard } from '@/features/outfits/public.ts';

/** Spec §9: the dashboard shows the first 2 outfits. */
export const DASHBOARD_OUTFITS = 2;

/** Spec §2 AI Suggestions: the two newest saved outfits, or the way to the first one. */
export function AiSuggestions({ items }: { items: WardrobeItem[] | undefined }) {
  const { data: outfits, isLoading, isError } = useOutfits();
  const byId = useMemo(() => new Map((items ?? []).map((item) => [item.id, item])), [items]);
  const shown = outfits?.slice(0, DASHBOARD_OUTFITS);

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
      {isLoading ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-busy="true">
          {[0, 1].map((key) => (
            <li key={key}>
              <Skeleton className="h-80 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p className="rounded-2xl border px-6 py-8 text-center text-sm text-muted-foreground">
          Your outfits could not be loaded.
        </p>
      ) : !shown || shown.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 rounded-2xl border border-dashed px-6 py-10 text-center">
          <p className="max-w-sm text-sm text-muted-foreground">
            Outfits you save from the generator show up here, ready to wear.
          </p>
          <Button asChild>
            <Link href={paths.outfitGenerator}>
              <Sparkles aria-hidden="true" />
              Generate Your First Outfit
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {shown.map((outfit) => (
            <li key={outfit.id}>
              <OutfitCard outfit={outfit} items={byId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
