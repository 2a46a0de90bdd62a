import {
  DIARY_SOURCE_LABELS,
  DIARY_SOURCE_TYPES,
  DIARY_TEXTS,
  type DiaryEntry,
  type DiarySourceType,
} from '@contract/diary.ts';
import { BookHeart, Heart, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { FilterChip } from '@/components/filter-chip.tsx';
import { CARD_GRID } from '@/components/grid-columns.ts';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortSelect } from '@/components/sort-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { VirtualGrid } from '@/components/virtual-grid.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeleteEntry, useDiaryEntries, useUpdateEntry } from './api.ts';
import { AddInspirationDialog } from './components/add-inspiration-dialog.tsx';
import { DiaryCard } from './components/diary-card.tsx';
import { EntryDialog } from './components/entry-dialog.tsx';
import { DIARY_SORT_KEY, DIARY_SORTS } from './diary-sort.ts';
import {
  filterEntries,
  isFiltered,
  NO_FILTER,
  tagsByUse,
  type DiaryFilter,
} from './diary-filters.ts';

// A diary card: its square picture, then title, date and tags.
const cardRowHeight = (columnWidth: number) => columnWidth + 130;
const entryKey = (entry: { id: string }) => entry.id;

const TAG_CHIPS_MAX = 12;

/** Style Diary (spec §2): fashion inspiration from across the web, kept with the user's notes. */
export function DiaryPage() {
  const diary = useDiaryEntries();
  const entries = diary.data;
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const [addOpen, setAddOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DiaryEntry | null>(null);
  const [filter, setFilter] = useState<DiaryFilter>(NO_FILTER);
  const [sort, setSort] = useListSort(DIARY_SORT_KEY, DIARY_SORTS, 'newest');
  const shown = useMemo(
    () => sortList(entries ? filterEntries(entries, filter) : [], DIARY_SORTS, sort),
    [entries, filter, sort],
  );
  const open = entries?.find((entry) => entry.id === openId) ?? null;
  const tags = entries ? tagsByUse(entries).slice(0, TAG_CHIPS_MAX) : [];

  function toggleFavorite(entry: DiaryEntry) {
    update.mutate({ id: entry.id, patch: { isFavorite: !entry.isFavorite } });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSuccess: () => toast({ title: DIARY_TEXTS.deleted }) });
    setDeleting(null);
  }

  const addButton = (
    <Button onClick={() => setAddOpen(true)}>
      <Plus aria-hidden="true" />
      Add Inspiration
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Style Diary"
        description="Capture and organize fashion inspiration from across the web"
        actions={addButton}
      />

      {entries && entries.length > 0 && (
        <div className="flex flex-col gap-3" role="group" aria-label="Filter entries">
          <div className="flex flex-wrap items-center gap-2">
            <FilterChip
              selected={filter.favoritesOnly}
              onClick={() => setFilter({ ...filter, favoritesOnly: !filter.favoritesOnly })}
            >
              <Heart className="size-3.5" aria-hidden="true" />
              Favourites
            </FilterChip>
            <Select
              value={filter.source}
              onValueChange={(value) =>
                setFilter({ ...filter, source: value as DiarySourceType | 'all' })
              }
            >
              <SelectTrigger className="h-8 w-40 rounded-full text-[13px]" aria-label="Source">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All sources</SelectItem>
                {DIARY_SOURCE_TYPES.map((source) => (
                  <SelectItem key={source} value={source}>
                    {DIARY_SOURCE_LABELS[source]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {isFiltered(filter) && (
              <Button variant="ghost" size="sm" onClick={() => setFilter(NO_FILTER)}>
                Clear filters
              </Button>
            )}
            {entries.length > 1 && (
              <SortSelect
                label="Sort entries"
                sorts={DIARY_SORTS}
                value={sort}
                onChange={setSort}
                className="h-8 w-44 rounded-full text-[13px] sm:ml-auto sm:w-44"
              />
            )}
          </div>
          {tags.length > 0 && (
            <div
              className="scroll-fade-x -mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
              aria-label="Tags"
            >
              {tags.map((tag) => (
                <FilterChip
                  key={tag}
                  selected={filter.tag === tag}
                  onClick={() => setFilter({ ...filter, tag: filter.tag === tag ? null : tag })}
                >
                  #{tag}
                </FilterChip>
              ))}
            </div>
          )}
        </div>
      )}

      <QueryView
        query={diary}
        loading={
          <SkeletonGrid
            count={4}
            className="grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4"
            itemClassName="aspect-[4/6] rounded-3xl"
          />
        }
        error="Your style diary could not be loaded."
        empty={
          <EmptyState icon={BookHeart} description={DIARY_TEXTS.empty}>
            {addButton}
          </EmptyState>
        }
      >
        {() =>
          shown.length === 0 ? (
            <EmptyState size="section" description="No entries match these filters.">
              <Button variant="outline" onClick={() => setFilter(NO_FILTER)}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <VirtualGrid
              items={shown}
              getKey={entryKey}
              {...CARD_GRID}
              estimateRowHeight={cardRowHeight}
              renderItem={(entry) => (
                <DiaryCard
                  entry={entry}
                  onOpen={() => setOpenId(entry.id)}
                  onToggleFavorite={() => toggleFavorite(entry)}
                  onDelete={() => setDeleting(entry)}
                />
              )}
            />
          )
        }
      </QueryView>

      <AddInspirationDialog open={addOpen} onOpenChange={setAddOpen} />
      <EntryDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpenId(null)}
        entry={open}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description="The entry and its image leave your style diary for good."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
