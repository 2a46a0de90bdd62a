import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useMemo } from 'react';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { useOutfits } from '../api.ts';
import { OUTFIT_SORTS, isOutfitSort, sortOutfits, useOutfitSort } from '../outfit-sort.ts';
import { OutfitCard } from './outfit-card.tsx';

const GRID = 'grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The generator's saved outfits, each ready to wear today. */
export function SavedOutfits({ items }: { items: ReadonlyMap<string, WardrobeItem> }) {
  const outfits = useOutfits();
  const [sort, setSort] = useOutfitSort();
  const sorted = useMemo(() => sortOutfits(outfits.data ?? [], sort), [outfits.data, sort]);
  return (
    <section aria-labelledby="saved-outfits" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="saved-outfits" className="text-lg font-semibold tracking-tight">
            Your Saved Outfits
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Wear one today and every piece in it counts the wear.
          </p>
        </div>
        {sorted.length > 1 && (
          <Select
            value={sort}
            onValueChange={(value) => {
              if (isOutfitSort(value)) setSort(value);
            }}
          >
            <SelectTrigger aria-label="Sort saved outfits" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(OUTFIT_SORTS).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      <QueryView
        query={outfits}
        loading={<SkeletonGrid count={3} className={GRID} itemClassName="h-80 rounded-2xl" />}
        empty={
          <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
            Outfits you save from the suggestions show up here.
          </p>
        }
      >
        {() => (
          <ul className={`grid ${GRID}`}>
            {sorted.map((outfit) => (
              <li key={outfit.id}>
                <OutfitCard outfit={outfit} items={items} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
