import { Camera, Plus, Sparkles } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useWardrobeItems } from './api.ts';
import { CategoryChips } from './components/category-chips.tsx';
import { EmptyWardrobe } from './components/empty-wardrobe.tsx';
import { FilterPanel } from './components/filter-panel.tsx';
import { PhotoSettings } from './components/photo-settings.tsx';
import type { WardrobeView } from './components/view-toggle.tsx';
import { WardrobeItems } from './components/wardrobe-items.tsx';
import { WardrobeToolbar } from './components/wardrobe-toolbar.tsx';
import {
  AddItemDialog,
  BulkAddDialog,
  ItemDetailDialog,
  loadAddItemDialog,
  loadScanItemDialog,
  ScanItemDialog,
} from './lazy-dialogs.ts';
import { useItemRoute } from './use-item-route.ts';
import {
  hasAnyFilter,
  matchesFilters,
  noFilters,
  type WardrobeFilters,
} from './wardrobe-filters.ts';
import { WARDROBE_SORT_KEY, WARDROBE_SORTS } from './wardrobe-sort.ts';

type OpenDialog = 'add' | 'scan' | 'bulk' | null;

const FILTER_PANEL_ID = 'wardrobe-filters';

function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count.toLocaleString('en-US')} items`;
}

/** My Wardrobe (spec §2): search, category, filters, grid or list, and every way to add. */
export function WardrobePage() {
  const wardrobe = useWardrobeItems();
  const { data: items, isLoading } = wardrobe;
  const [filters, setFilters] = useState<WardrobeFilters>(noFilters);
  const [view, setView] = useState<WardrobeView>('grid');
  const [sort, setSort] = useListSort(WARDROBE_SORT_KEY, WARDROBE_SORTS, 'newest');
  const [panelOpen, setPanelOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const detail = useItemRoute(items);
  const shown = useMemo(
    () =>
      sortList(
        (items ?? []).filter((item) => matchesFilters(item, filters)),
        WARDROBE_SORTS,
        sort,
      ),
    [items, filters, sort],
  );
  const openAs = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <div className="flex flex-col gap-7">
      <PageHeader
        title="My Wardrobe"
        description={
          <div className="flex items-center gap-1.5">
            {isLoading && <Skeleton className="h-4 w-16" />}
            {items && (
              <span className="font-medium text-foreground">{itemCountLabel(items.length)}</span>
            )}
            {(isLoading || items) && <span aria-hidden="true">·</span>}
            <Sparkles className="size-3.5 text-brand" aria-hidden="true" />
            Organized by AI
          </div>
        }
        actions={
          <>
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              onPointerEnter={() => void loadScanItemDialog()}
              onFocus={() => void loadScanItemDialog()}
              onClick={() => setDialog('scan')}
            >
              <Camera aria-hidden="true" />
              Scan Item
            </Button>
            <Button
              className="flex-1 sm:flex-none"
              onPointerEnter={() => void loadAddItemDialog()}
              onFocus={() => void loadAddItemDialog()}
              onClick={() => setDialog('add')}
            >
              <Plus aria-hidden="true" />
              Add Items
            </Button>
            <PhotoSettings />
          </>
        }
      />

      <div className="flex flex-col gap-4">
        <WardrobeToolbar
          filters={filters}
          onFiltersChange={setFilters}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          panelId={FILTER_PANEL_ID}
          view={view}
          onViewChange={setView}
          sort={sort}
          onSortChange={setSort}
        />
        {panelOpen && (
          <FilterPanel
            id={FILTER_PANEL_ID}
            items={items ?? []}
            filters={filters}
            onChange={setFilters}
          />
        )}
        <CategoryChips items={items} filters={filters} onFiltersChange={setFilters} />
      </div>

      <WardrobeItems
        wardrobe={wardrobe}
        shown={shown}
        filtered={hasAnyFilter(filters)}
        onClearFilters={() => setFilters(noFilters)}
        view={view}
        empty={
          <EmptyWardrobe
            onAdd={() => setDialog('add')}
            onScan={() => setDialog('scan')}
            onAddMany={() => setDialog('bulk')}
          />
        }
      />

      {/* Each dialog's code loads when it is first opened (lazy-dialogs.ts). */}
      <Suspense>
        {dialog === 'add' && (
          <AddItemDialog open onOpenChange={openAs('add')} onAddMany={() => setDialog('bulk')} />
        )}
        {dialog === 'scan' && <ScanItemDialog open onOpenChange={openAs('scan')} />}
        {dialog === 'bulk' && <BulkAddDialog open onOpenChange={openAs('bulk')} />}
        {detail.open && (
          <ItemDetailDialog open onOpenChange={detail.onOpenChange} item={detail.selected} />
        )}
      </Suspense>
    </div>
  );
}
