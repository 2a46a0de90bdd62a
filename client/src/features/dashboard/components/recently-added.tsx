import type { WardrobeItem } from '@contract/wardrobe.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { paths, itemPath } from '@/lib/paths.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';

/** Spec §9: the dashboard shows the 6 newest items. */
export const RECENT_ITEMS = 6;

const GRID = 'grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6';

interface RecentlyAddedProps {
  /** The wardrobe, newest first. */
  wardrobe: UseQueryResult<WardrobeItem[]>;
  onAdd: () => void;
}

export function RecentlyAdded({ wardrobe, onAdd }: RecentlyAddedProps) {
  const recent = wardrobe.data?.slice(0, RECENT_ITEMS);
  return (
    <section aria-labelledby="recently-added" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recently-added" className="text-lg font-semibold tracking-tight">
          Recently Added
        </h2>
        {recent && recent.length > 0 && (
          <Link
            href={paths.wardrobe}
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            View all
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <QueryView
        query={wardrobe}
        loading={
          <SkeletonGrid
            count={RECENT_ITEMS}
            className={GRID}
            itemTestId="recent-skeleton"
            renderItem={() => (
              <div className="grid gap-2">
                <Skeleton className="aspect-[4/5] rounded-xl" />
                <Skeleton className="h-3.5 w-3/4" />
              </div>
            )}
          />
        }
        empty={
          <EmptyState size="section" description="The pieces you add show up here, newest first.">
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add Your First Item
            </Button>
          </EmptyState>
        }
      >
        {(items) => (
          <ul className={`grid ${GRID}`}>
            {items.slice(0, RECENT_ITEMS).map((item) => (
              <li key={item.id}>
                <Link
                  href={itemPath(item.id)}
                  state={{ openedInApp: true }}
                  className="group grid gap-2 rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <ItemPhoto
                    src={item.thumbnailUrl ?? item.imageUrl}
                    cutout={item.displayImage === 'cutout'}
                    // The link's name is the piece's name beside it, once.
                    alt=""
                    className="aspect-[4/5] rounded-xl border shadow-soft transition-[box-shadow,transform] duration-200 group-hover:-translate-y-0.5 group-hover:shadow-lift"
                  />
                  <span className="truncate text-[13px] font-medium">{item.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
