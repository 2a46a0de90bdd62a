import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useMemo } from 'react';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortSelect } from '@/components/sort-select.tsx';
import { LONG_LIST, VirtualGrid } from '@/components/virtual-grid.tsx';
import { useOutfits } from '../api.ts';
import { OUTFIT_SORT_KEY, OUTFIT_SORTS } from '../outfit-sort.ts';
import { OutfitCard } from './outfit-card.tsx';

const GRID = 'grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';
/** GRID's columns and spacing, for the long list's rows. */
const COLUMNS = { 0: 1, 640: 2, 1280: 3 };
const ROW = 'gap-x-4 pb-4';
// A card is a collage about as tall as it is wide, then its name, pieces and buttons.
const rowHeight = (columnWidth: number) => columnWidth + 190;
const outfitKey = (outfit: { id: string }) => outfit.id;

/** The generator's saved outfits, each ready to wear today. */
export function SavedOutfits({ items }: { items: ReadonlyMap<string, WardrobeItem> }) {
  const outfits = useOutfits();
  const [sort, setSort] = useListSort(OUTFIT_SORT_KEY, OUTFIT_SORTS, 'newest');
  const sorted = useMemo(
    () => sortList(outfits.data ?? [], OUTFIT_SORTS, sort),
    [outfits.data, sort],
  );
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
          <SortSelect
            label="Sort saved outfits"
            sorts={OUTFIT_SORTS}
            value={sort}
            onChange={setSort}
          />
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
          <VirtualGrid
            items={sorted}
            getKey={outfitKey}
            columns={COLUMNS}
            rowClassName={ROW}
            estimateRowHeight={rowHeight}
            virtualFrom={LONG_LIST}
            renderItem={(outfit) => <OutfitCard outfit={outfit} items={items} />}
          />
        )}
      </QueryView>
    </section>
  );
}
