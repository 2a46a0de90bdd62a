import type { WardrobeItem } from '@contract/wardrobe.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CARD_COLUMNS, ONE_COLUMN } from '@/components/grid-columns.ts';
import { VirtualGrid } from '@/components/virtual-grid.tsx';
import { ItemCard, ItemRow } from './item-card.tsx';
import type { WardrobeView } from './view-toggle.tsx';

/** Spec §9: the wardrobe shows 12 skeletons while it loads. */
export const WARDROBE_SKELETONS = 12;

const GRID = 'grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';
/** The most cards a row of GRID holds: the first screen's photos, fetched first. */
const FIRST_ROW = 4;

// Heights before a row is measured: a card is its 4:5 photo, about 7rem of text below it and the
// row's spacing; a list row about 5.5rem. Close guesses keep the scrollbar steady (measured: 405 px
// a row at 1280 px, 334 at 375).
/** Each view as the windowed grid lays it out: GRID's columns and spacing, or a list. */
const LAYOUTS = {
  grid: {
    columns: CARD_COLUMNS,
    rowClassName: 'gap-x-3 pb-3 sm:gap-x-5 sm:pb-5',
    estimateRowHeight: (columnWidth: number) => columnWidth * 1.25 + 122,
    renderItem: (item: WardrobeItem, index: number) => (
      <ItemCard item={item} priority={index < FIRST_ROW} />
    ),
  },
  list: {
    columns: ONE_COLUMN,
    rowClassName: 'pb-2.5',
    estimateRowHeight: () => 98,
    renderItem: (item: WardrobeItem) => <ItemRow item={item} />,
  },
} satisfies Record<WardrobeView, object>;

interface WardrobeItemsProps {
  /** The whole wardrobe. */
  wardrobe: UseQueryResult<WardrobeItem[]>;
  /** What the filters let through. */
  shown: readonly WardrobeItem[];
  filtered: boolean;
  onClearFilters: () => void;
  view: WardrobeView;
  /** Shown when the wardrobe has no items at all. */
  empty: ReactNode;
}

const itemKey = (item: WardrobeItem) => item.id;

/** The wardrobe's items: loading, failed, empty, nothing matching, or the grid or list. */
export function WardrobeItems({
  wardrobe,
  shown,
  filtered,
  onClearFilters,
  view,
  empty,
}: WardrobeItemsProps) {
  return (
    <section aria-label="Wardrobe items" aria-busy={wardrobe.isPending}>
      {/* The page's h1, then this, then each card's h3: headings in order for screen readers. */}
      <h2 className="sr-only">Wardrobe items</h2>
      <QueryView
        query={wardrobe}
        loading={
          <SkeletonGrid
            count={WARDROBE_SKELETONS}
            className={GRID}
            itemTestId="item-skeleton"
            renderItem={() => (
              <div className="overflow-hidden rounded-2xl border bg-card">
                <Skeleton className="aspect-[4/5] rounded-none" />
                <div className="grid gap-2 p-3.5">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            )}
          />
        }
        error="Your wardrobe could not be loaded."
        empty={empty}
      >
        {(all) =>
          shown.length === 0 ? (
            <EmptyState
              size="section"
              icon={Search}
              title="No items match your search criteria"
              titleAs="p"
            >
              <Button variant="outline" onClick={onClearFilters}>
                Clear Filters
              </Button>
            </EmptyState>
          ) : (
            <>
              {filtered && (
                <p
                  className="mb-4 flex items-center gap-3 text-sm text-muted-foreground"
                  role="status"
                >
                  Showing {shown.length} of {all.length}
                  <Button variant="link" size="sm" className="h-auto px-0" onClick={onClearFilters}>
                    Clear Filters
                  </Button>
                </p>
              )}
              {/* Keyed by the view: the other one starts afresh, from the rows on screen. */}
              <VirtualGrid key={view} items={shown} getKey={itemKey} {...LAYOUTS[view]} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
