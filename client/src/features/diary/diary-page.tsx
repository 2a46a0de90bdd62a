import {
  DIARY_SOURCE_LABELS,
  DIARY_SOURCE_TYPES,
  DIARY_TEXTS,
  type DiaryEntry,
  type DiarySourceType,
} from '@contract/diary.ts';
import { BookHeart, Heart, Plus } from 'lucide-react';
import { useState } from 'react';
import { FilterChip } from '@/components/filter-chip.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/features/auth/public.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteEntry, useDiaryEntries, useUpdateEntry } from './api.ts';
import { AddInspirationDialog } from './components/add-inspiration-dialog.tsx';
import { DiaryCard } from './components/diary-card.tsx';
import { EntryDialog } from './components/entry-dialog.tsx';
import {
  filterEntries,
  isFiltered,
  NO_FILTER,
  tagsByUse,
  type DiaryFilter,
} from './diary-filters.ts';

/** Style Diary (spec §2): fashion inspiration from across the web, kept with the user's notes. */
export function DiaryPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <Diary />;
}

const TAG_CHIPS_MAX = 12;

function Diary() {
  const { data: entries, isLoading, isError, refetch } = useDiaryEntries();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const [addOpen, setAddOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DiaryEntry | null>(null);
  const [filter, setFilter] = useState<DiaryFilter>(NO_FILTER);
  const shown = entries ? filterEntries(entries, filter) : [];
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
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
            Style Diary
          </h1>
          <p className="mt-1.5 max-w-xl text-sm text-muted-foreground">
            Capture and organize fashion inspiration from across the web
          </p>
        </div>
        {addButton}
      </header>

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
          </div>
          {tags.length > 0 && (
            <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" aria-label="Tags">
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

      {isLoading ? (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <li key={key}>
              <Skeleton className="aspect-[4/6] rounded-3xl" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-14 text-center">
          <p className="font-medium">Your style diary could not be loaded.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !entries?.length ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card/60 px-6 py-14 text-center sm:py-20">
          <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-accent shadow-soft">
            <BookHeart className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
          </span>
          <p className="max-w-md text-sm leading-relaxed text-muted-foreground">
            {DIARY_TEXTS.empty}
          </p>
          <div className="mt-7">{addButton}</div>
        </div>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border bg-card px-6 py-14 text-center">
          <p className="text-sm text-muted-foreground">No entries match these filters.</p>
          <Button variant="outline" onClick={() => setFilter(NO_FILTER)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
          {shown.map((entry) => (
            <li key={entry.id}>
              <DiaryCard
                entry={entry}
                onOpen={() => setOpenId(entry.id)}
                onToggleFavorite={() => toggleFavorite(entry)}
                onDelete={() => setDeleting(entry)}
              />
            </li>
          ))}
        </ul>
      )}

      <AddInspirationDialog open={addOpen} onOpenChange={setAddOpen} />
      <EntryDialog entry={open} onOpenChange={(next) => !next && setOpenId(null)} />
      <AlertDialog open={deleting !== null} onOpenChange={(next) => !next && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete “{deleting?.title}”?</AlertDialogTitle>
            <AlertDialogDescription>
              The entry and its image leave your style diary for good.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
