import { CATEGORIES, CATEGORY_LABELS, isCategory } from '@contract/wardrobe-values.ts';
import { Search, SlidersHorizontal } from 'lucide-react';
import { SortSelect } from '@/components/sort-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { cn } from '@/lib/utils.ts';
import { panelFilterCount, type WardrobeFilters } from '../wardrobe-filters.ts';
import { WARDROBE_SORTS, type WardrobeSort } from '../wardrobe-sort.ts';
import { ViewToggle, type WardrobeView } from './view-toggle.tsx';

interface WardrobeToolbarProps {
  filters: WardrobeFilters;
  onFiltersChange: (filters: WardrobeFilters) => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
  /** The id of the Filter panel the Filter button opens. */
  panelId: string;
  view: WardrobeView;
  onViewChange: (view: WardrobeView) => void;
  sort: WardrobeSort;
  /** The value picked in the menu (useListSort ignores any other). */
  onSortChange: (sort: string) => void;
}

/** Spec §2: search, the category dropdown, Filter (with its count), grid/list; and a sort. */
export function WardrobeToolbar({
  filters,
  onFiltersChange,
  panelOpen,
  onTogglePanel,
  panelId,
  view,
  onViewChange,
  sort,
  onSortChange,
}: WardrobeToolbarProps) {
  const panelCount = panelFilterCount(filters);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search wardrobe"
          placeholder="Search by name, brand or colour"
          value={filters.search}
          onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
          className="pl-10"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 md:flex-nowrap">
        <Select
          value={filters.category}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, category: isCategory(value) ? value : 'all' })
          }
        >
          <SelectTrigger aria-label="Category" className="min-w-0 flex-1 md:w-44 md:flex-none">
            <SelectValue className="min-w-0 truncate" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Categories</SelectItem>
            {CATEGORIES.map((category) => (
              <SelectItem key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {/* A row of its own on phones, where it would squeeze the category names. */}
        <SortSelect
          label="Sort"
          sorts={WARDROBE_SORTS}
          value={sort}
          onChange={onSortChange}
          className="order-last sm:w-full md:order-none md:w-52"
        />
        <Button
          variant="outline"
          className={cn('h-11', panelOpen && 'border-foreground/30 bg-muted')}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={onTogglePanel}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filter
          {panelCount > 0 && (
            <span
              className="-mr-1 inline-flex size-5 items-center justify-center rounded-full bg-brand text-[11px] font-semibold text-brand-foreground"
              aria-label={`${panelCount} active`}
            >
              {panelCount}
            </span>
          )}
        </Button>
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
