import type { WardrobeItem } from '@contract/wardrobe.ts';
import { ArrowRight, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { paths, itemPath } from '@/lib/paths.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';

/** Spec §9: the dashboard shows the 6 newest items. */
export const RECENT_ITEMS = 6;

interface RecentlyAddedProps {
  /** Newest first; undefined while loading. */
  items: WardrobeItem[] | undefined;
  onAdd: () => void;
}

export function RecentlyAdded({ items, onAdd }: RecentlyAddedProps) {
  const recent = items?.slice(0, RECENT_ITEMS);
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
      {!recent ? (
        <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6" aria-busy="true">
          {Array.from({ length: RECENT_ITEMS }, (_, index) => (
            <li key={index} data-testid="recent-skeleton" className="grid gap-2">
              <Skeleton className="aspect-[4/5] rounded-xl" />
              <Skeleton className="h-3.5 w-3/4" />
            </li>
          ))}
        </ul>
      ) : recent.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-10 text-center">
          <p className="max-w-sm text-sm text-muted-foreground">
            The pieces you add show up here, newest first.
          </p>
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add Your First Item
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
          {recent.map((item) => (
            <li key={item.id}>
              <Link
                href={itemPath(item.id)}
                state={{ openedInApp: true }}
                className="group grid gap-2 rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <ItemPhoto
                  src={item.thumbnailUrl ?? item.imageUrl}
                  cutout={item.displayImage === 'cutout'}
                  alt={item.name}
                  className="aspect-[4/5] rounded-xl border shadow-soft transition-[box-shadow,transform] duration-200 group-hover:-translate-y-0.5 group-hover:shadow-lift"
                />
                <span className="truncate text-[13px] font-medium">{item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
