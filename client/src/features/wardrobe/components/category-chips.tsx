import { CATEGORIES, CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useMemo } from 'react';
import { FilterChip } from '@/components/filter-chip.tsx';
import type { WardrobeFilters } from '../wardrobe-filters.ts';

interface CategoryChipsProps {
  /** The whole wardrobe, for the counts; undefined while it loads. */
  items: readonly WardrobeItem[] | undefined;
  filters: WardrobeFilters;
  onFiltersChange: (filters: WardrobeFilters) => void;
}

/** Spec §2 category chips: All plus the six, each with its count; a chosen chip unchooses itself. */
export function CategoryChips({ items, filters, onFiltersChange }: CategoryChipsProps) {
  const counts = useMemo(() => {
    const byCategory = new Map<string, number>();
    for (const item of items ?? []) {
      byCategory.set(item.category, (byCategory.get(item.category) ?? 0) + 1);
    }
    return byCategory;
  }, [items]);

  return (
    <div
      role="group"
      aria-label="Categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <FilterChip
        selected={filters.category === 'all'}
        onClick={() => onFiltersChange({ ...filters, category: 'all' })}
      >
        All
        {items && <span className="tabular-nums opacity-80">{items.length}</span>}
      </FilterChip>
      {CATEGORIES.map((category) => (
        <FilterChip
          key={category}
          selected={filters.category === category}
          onClick={() =>
            onFiltersChange({
              ...filters,
              category: filters.category === category ? 'all' : category,
            })
          }
        >
          {CATEGORY_LABELS[category]}
          {items && <span className="tabular-nums opacity-80">{counts.get(category) ?? 0}</span>}
        </FilterChip>
      ))}
    </div>
  );
}
