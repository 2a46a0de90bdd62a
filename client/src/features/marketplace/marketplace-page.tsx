import { MARKETPLACE_SKELETONS, type Listing, type ListingStatus } from '@contract/marketplace.ts';
import { CATEGORIES, CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import { Plus, Search, Store } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { FilterChip } from '@/components/filter-chip.tsx';
import { CARD_GRID } from '@/components/grid-columns.ts';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortSelect } from '@/components/sort-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { VirtualGrid } from '@/components/virtual-grid.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { useListings, useViewListing, type ListingFilter } from './api.ts';
import { ListItemDialog } from './components/list-item-dialog.tsx';
import { ListingCard } from './components/listing-card.tsx';
import { ListingDetailDialog } from './components/listing-detail-dialog.tsx';
import { LISTING_SORT_KEY, LISTING_SORTS } from './listing-sort.ts';

// A listing card: its 4:5 photo, then title, price and size.
const cardRowHeight = (columnWidth: number) => columnWidth * 1.25 + 110;
const listingKey = (listing: Listing) => listing.id;

const STATUS_FILTERS: { label: string; status: ListingStatus | null }[] = [
  { label: 'Active', status: 'active' },
  { label: 'Sold', status: 'sold' },
  { label: 'All', status: null },
];

/** Resale Marketplace (spec §2): buy and sell pre-loved pieces. */
export function MarketplacePage() {
  const [filter, setFilter] = useState<ListingFilter>({
    status: 'active',
    mine: false,
    q: '',
    category: null,
    size: '',
  });
  const listings = useListings(filter);
  const view = useViewListing();
  const [sort, setSort] = useListSort(LISTING_SORT_KEY, LISTING_SORTS, 'newest');
  const sorted = useMemo(
    () => sortList(listings.data ?? [], LISTING_SORTS, sort),
    [listings.data, sort],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<Listing | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Listing | null>(null);
  const open =
    listings.data?.find((l) => l.id === openId) ?? (opened?.id === openId ? opened : null);
  const searching = filter.q.trim() !== '' || filter.category !== null || filter.size.trim() !== '';

  async function onView(listing: Listing) {
    setOpened(listing);
    setOpenId(listing.id);
    const fresh = await view(listing.id);
    if (fresh) setOpened(fresh);
  }

  const listButton = (label: string) => (
    <Button onClick={() => (setEditing(null), setFormOpen(true))}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-7">
      <PageHeader
        title="Resale Marketplace"
        description="Buy and sell pre-loved fashion items"
        actions={listButton('List an Item')}
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2" role="radiogroup" aria-label="Status">
          {STATUS_FILTERS.map(({ label, status }) => (
            <FilterChip
              key={label}
              kind="radio"
              selected={filter.status === status}
              onClick={() => setFilter({ ...filter, status })}
            >
              {label}
            </FilterChip>
          ))}
          <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
          <FilterChip
            selected={filter.mine}
            onClick={() => setFilter({ ...filter, mine: !filter.mine })}
          >
            My listings
          </FilterChip>
        </div>
        {/* Phones: search and category a row each, size and sort share one; one row from 1024 px. */}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_11rem] lg:grid-cols-[minmax(0,1fr)_11rem_8rem_12rem]">
          <div className="relative col-span-2 sm:col-span-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              value={filter.q}
              onChange={(e) => setFilter({ ...filter, q: e.target.value })}
              placeholder="Search title, brand, description"
              aria-label="Search listings"
              className="pl-9"
            />
          </div>
          <Select
            value={filter.category ?? 'all'}
            onValueChange={(v) =>
              setFilter({ ...filter, category: CATEGORIES.find((c) => c === v) ?? null })
            }
          >
            <SelectTrigger aria-label="Category" className="col-span-2 w-full sm:col-span-1">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All categories</SelectItem>
              {CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Input
            value={filter.size}
            onChange={(e) => setFilter({ ...filter, size: e.target.value })}
            placeholder="Size"
            aria-label="Size"
          />
          <SortSelect
            label="Sort listings"
            sorts={LISTING_SORTS}
            value={sort}
            onChange={setSort}
            className="sm:w-full"
          />
        </div>
      </div>

      <QueryView
        query={listings}
        loading={
          <SkeletonGrid
            count={MARKETPLACE_SKELETONS}
            className="grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4"
            itemClassName="aspect-[4/6] rounded-3xl"
            itemTestId="listing-skeleton"
          />
        }
        error="The listings could not be loaded."
        empty={
          searching ? (
            <EmptyState
              icon={Search}
              title="No listings match"
              description="Try another word, category or size."
            />
          ) : (
            <EmptyState
              icon={Store}
              title="No Listings Yet"
              description="Pieces you no longer wear can dress someone else."
            >
              {listButton('List Your First Item')}
            </EmptyState>
          )
        }
      >
        {() => (
          <VirtualGrid
            items={sorted}
            getKey={listingKey}
            {...CARD_GRID}
            estimateRowHeight={cardRowHeight}
            renderItem={(listing) => (
              <ListingCard listing={listing} onView={() => void onView(listing)} />
            )}
          />
        )}
      </QueryView>

      <ListingDetailDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpenId(null)}
        listing={open}
        onEdit={(listing) => (setOpenId(null), setEditing(listing), setFormOpen(true))}
      />
      <ListItemDialog open={formOpen} onOpenChange={setFormOpen} listing={editing} />
    </div>
  );
}
