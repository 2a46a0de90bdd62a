import type { ReactNode } from 'react';
import { SortSelect } from '@/components/sort-select.tsx';
import { cn } from '@/lib/utils.ts';

interface SortedCardGridProps<Item extends { id: string }> {
  /** The sort select's name, e.g. 'Sort capsules'. */
  label: string;
  sorts: Readonly<Record<string, { label: string }>>;
  sort: string;
  onSortChange: (value: string) => void;
  /** The items, already in the chosen order. */
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  /** The grid's columns and gaps. */
  className?: string;
}

/** A page's cards in a grid, with the list's sort above it once there are two to order. */
export function SortedCardGrid<Item extends { id: string }>({
  label,
  sorts,
  sort,
  onSortChange,
  items,
  renderItem,
  className = 'grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3',
}: SortedCardGridProps<Item>) {
  return (
    <div className="flex flex-col gap-4">
      {items.length > 1 && (
        <SortSelect
          label={label}
          sorts={sorts}
          value={sort}
          onChange={onSortChange}
          className="sm:self-end"
        />
      )}
      <ul className={cn('grid', className)}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    </div>
  );
}
