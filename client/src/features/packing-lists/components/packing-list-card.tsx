import type { PackingList } from '@contract/packing-lists.ts';
import { CalendarDays, ListChecks, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { tripDateRange } from '../trip-dates.ts';

interface PackingListCardProps {
  list: PackingList;
  onEdit: () => void;
  onPack: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** Spec §2 card: trip, destination, dates, items packed, notes, edit and delete. */
export function PackingListCard({
  list,
  onEdit,
  onPack,
  onDelete,
  deleting,
}: PackingListCardProps) {
  const dates = tripDateRange(list.startDate, list.endDate);
  const chosen = list.itemIds.length;
  const packed = list.packedItemIds.length;
  return (
    <article className="flex h-full flex-col gap-4 rounded-3xl border bg-card p-5 shadow-soft sm:p-6">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-xl leading-tight font-medium tracking-tight break-words">
            {list.tripName}
          </h2>
          <div className="mt-2 flex flex-col gap-1 text-[13px] text-muted-foreground">
            {list.destination ? (
              <span className="flex items-center gap-1.5">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{list.destination}</span>
              </span>
            ) : null}
            {dates ? (
              <span className="flex items-center gap-1.5">
                <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
                {dates}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit items for ${list.tripName}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${list.tripName}`}
            disabled={deleting}
            onClick={onDelete}
            className="hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </header>
      <div className="grid gap-2">
        <p className="text-sm">
          <span className="font-medium tabular-nums">
            {packed} / {chosen}
          </span>{' '}
          <span className="text-muted-foreground">items packed</span>
        </p>
        <Progress value={chosen ? (packed / chosen) * 100 : 0} aria-label="Packed" />
      </div>
      {list.notes ? (
        <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
          {list.notes}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {chosen ? (
          <Button variant="outline" size="sm" onClick={onPack}>
            <ListChecks aria-hidden="true" />
            Packing checklist
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onEdit}>
            Choose items
          </Button>
        )}
      </div>
    </article>
  );
}
