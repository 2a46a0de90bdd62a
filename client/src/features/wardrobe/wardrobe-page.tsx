import { CATEGORIES, CATEGORY_LABELS, type WardrobeItem } from '@contract/wardrobe.ts';
import {
  Camera,
  Images,
  LayoutGrid,
  List,
  Plus,
  Search,
  Shirt,
  SlidersHorizontal,
  Sparkles,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '@/lib/paths.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/features/auth/public.ts';
import { cn } from '@/lib/utils.ts';
import { useWardrobeItems } from './api.ts';
import { AddItemDialog } from './components/add-item-dialog.tsx';
import { BulkAddDialog } from './components/bulk-add-dialog.tsx';
import { FilterChip } from '@/components/filter-chip.tsx';
import { FilterPanel } from './components/filter-panel.tsx';
import { ItemCard, ItemRow } from './components/item-card.tsx';
import { ItemDetailDialog } from './components/item-detail-dialog.tsx';
import { PhotoSettings } from './components/photo-settings.tsx';
import { ScanItemDialog } from './components/scan-item-dialog.tsx';
import { isCategory } from './item-form.ts';
import {
  hasAnyFilter,
  matchesFilters,
  noFilters,
  panelFilterCount,
  type WardrobeFilters,
} from './wardrobe-filters.ts';

/** Spec §9: the wardrobe shows 12 skeletons while it loads. */
export const WARDROBE_SKELETONS = 12;

type View = 'grid' | 'list';
type OpenDialog = 'add' | 'scan' | 'bulk' | null;

const FILTER_PANEL_ID = 'wardrobe-filters';

/** My Wardrobe (spec §2): search, category, filters, grid or list, and every way to add. */
export function WardrobePage() {
  const { user } = useAuth();
  if (!user) return null;
  return <Wardrobe />;
}

function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

function Wardrobe() {
  const { data: items, isLoading, isError, refetch } = useWardrobeItems();
  const [filters, setFilters] = useState<WardrobeFilters>(noFilters);
  const [view, setView] = useState<View>('grid');
  const [panelOpen, setPanelOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [, navigate] = useLocation();
  const { itemId } = useParams<{ itemId?: string }>();

  const all = useMemo(() => items ?? [], [items]);
  const shown = useMemo(() => all.filter((item) => matchesFilters(item, filters)), [all, filters]);
  const categoryCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of all) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
    return counts;
  }, [all]);
  const panelCount = panelFilterCount(filters);
  const selected: WardrobeItem | null = (itemId && all.find((item) => item.id === itemId)) || null;

  // A link to an item that is not (or no longer) in the list falls back to the list itself.
  useEffect(() => {
    if (itemId && items && !items.some((item) => item.id === itemId)) {
      navigate(paths.wardrobe, { replace: true });
    }
  }, [itemId, items, navigate]);

  function closeDetail() {
    // Opened by a link in the app: step back, so the browser's back button and ours agree.
    const state: unknown = window.history.state;
    if (state && typeof state === 'object' && 'openedInApp' in state) window.history.back();
    else navigate(paths.wardrobe, { replace: true });
  }

  const clearFilters = () => setFilters(noFilters);

  return (
    <div className="flex flex-col gap-7">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
            My Wardrobe
          </h1>
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            {isLoading && <Skeleton className="h-4 w-16" />}
            {items && (
              <span className="font-medium text-foreground">{itemCountLabel(items.length)}</span>
            )}
            {(isLoading || items) && <span aria-hidden="true">·</span>}
            <Sparkles className="size-3.5 text-brand" aria-hidden="true" />
            Organized by AI
          </p>
        </div>
        <div className="flex gap-3">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => setDialog('scan')}
          >
            <Camera aria-hidden="true" />
            Scan Item
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => setDialog('add')}>
            <Plus aria-hidden="true" />
            Add Items
          </Button>
          <PhotoSettings />
        </div>
      </header>

      <div className="flex flex-col gap-4">
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
              onChange={(event) => setFilters({ ...filters, search: event.target.value })}
              className="pl-10"
            />
          </div>
          <div className="flex items-center gap-2">
            <Select
              value={filters.category}
              onValueChange={(value) =>
                setFilters({ ...filters, category: isCategory(value) ? value : 'all' })
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
            <Button
              variant="outline"
              className={cn('h-11', panelOpen && 'border-foreground/30 bg-muted')}
              aria-expanded={panelOpen}
              aria-controls={FILTER_PANEL_ID}
              onClick={() => setPanelOpen((open) => !open)}
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
            <div
              role="group"
              aria-label="View"
              className="flex h-11 shrink-0 items-center rounded-full border border-input bg-card p-1 shadow-xs"
            >
              {(
                [
                  ['grid', 'Grid view', LayoutGrid],
                  ['list', 'List view', List],
                ] as const
              ).map(([value, label, Icon]) => (
                <button
                  key={value}
                  type="button"
                  aria-label={label}
                  aria-pressed={view === value}
                  onClick={() => setView(value)}
                  className={cn(
                    'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    view === value && 'bg-muted text-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </button>
              ))}
            </div>
          </div>
        </div>

        {panelOpen && (
          <FilterPanel id={FILTER_PANEL_ID} items={all} filters={filters} onChange={setFilters} />
        )}

        <div
          role="group"
          aria-label="Categories"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
        >
          <FilterChip
            selected={filters.category === 'all'}
            onClick={() => setFilters({ ...filters, category: 'all' })}
          >
            All
            {items && <span className="opacity-60">{items.length}</span>}
          </FilterChip>
          {CATEGORIES.map((category) => (
            <FilterChip
              key={category}
              selected={filters.category === category}
              onClick={() =>
                setFilters({
                  ...filters,
                  category: filters.category === category ? 'all' : category,
                })
              }
            >
              {CATEGORY_LABELS[category]}
              {items && <span className="opacity-60">{categoryCounts.get(category) ?? 0}</span>}
            </FilterChip>
          ))}
        </div>
      </div>

      <section aria-label="Wardrobe items" aria-busy={isLoading}>
        {isLoading ? (
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: WARDROBE_SKELETONS }, (_, index) => (
              <li
                key={index}
                data-testid="item-skeleton"
                className="overflow-hidden rounded-2xl border bg-card"
              >
                <Skeleton className="aspect-[4/5] rounded-none" />
                <div className="grid gap-2 p-3.5">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </li>
            ))}
          </ul>
        ) : isError ? (
          <div className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-14 text-center">
            <p className="font-medium">Your wardrobe could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : all.length === 0 ? (
          <EmptyWardrobe
            onAdd={() => setDialog('add')}
            onScan={() => setDialog('scan')}
            onAddMany={() => setDialog('bulk')}
          />
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed px-6 py-14 text-center">
            <Search
              className="size-8 text-muted-foreground/60"
              strokeWidth={1.5}
              aria-hidden="true"
            />
            <p className="font-medium">No items match your search criteria</p>
            <Button variant="outline" onClick={clearFilters}>
              Clear Filters
            </Button>
          </div>
        ) : (
          <>
            {hasAnyFilter(filters) && (
              <p
                className="mb-4 flex items-center gap-3 text-sm text-muted-foreground"
                role="status"
              >
                Showing {shown.length} of {all.length}
                <Button variant="link" size="sm" className="h-auto px-0" onClick={clearFilters}>
                  Clear Filters
                </Button>
              </p>
            )}
            {view === 'grid' ? (
              <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
                {shown.map((item) => (
                  <li key={item.id}>
                    <ItemCard item={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="grid gap-2.5">
                {shown.map((item) => (
                  <li key={item.id}>
                    <ItemRow item={item} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <AddItemDialog
        open={dialog === 'add'}
        onOpenChange={(open) => setDialog(open ? 'add' : null)}
        onAddMany={() => setDialog('bulk')}
      />
      <ScanItemDialog
        open={dialog === 'scan'}
        onOpenChange={(open) => setDialog(open ? 'scan' : null)}
      />
      <BulkAddDialog
        open={dialog === 'bulk'}
        onOpenChange={(open) => setDialog(open ? 'bulk' : null)}
      />
      <ItemDetailDialog item={selected} onClose={closeDetail} />
    </div>
  );
}

function EmptyWardrobe({
  onAdd,
  onScan,
  onAddMany,
}: {
  onAdd: () => void;
  onScan: () => void;
  onAddMany: () => void;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card/60 px-6 py-14 text-center sm:py-20">
      <span className="relative mb-6 flex size-20 items-center justify-center rounded-full bg-[radial-gradient(circle_at_30%_20%,oklch(0.95_0.035_50),oklch(0.92_0.02_60))] shadow-soft ring-1 ring-foreground/5 dark:bg-[radial-gradient(circle_at_30%_20%,oklch(0.33_0.05_45),oklch(0.25_0.02_50))]">
        <Shirt className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
      </span>
      <h2 className="font-display text-2xl font-medium tracking-tight">Your wardrobe is empty</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-muted-foreground">
        Add your first pieces with a photo. The AI reads each one&apos;s colours and fills in the
        details, so outfits, capsules and cost per wear can start from what you really own.
      </p>
      <div className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Items
        </Button>
        <Button variant="outline" onClick={onScan}>
          <Camera aria-hidden="true" />
          Scan Item
        </Button>
        <Button variant="ghost" onClick={onAddMany}>
          <Images aria-hidden="true" />
          Add many photos
        </Button>
      </div>
    </div>
  );
}
