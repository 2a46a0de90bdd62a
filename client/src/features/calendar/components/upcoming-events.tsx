import type { CalendarEntry } from '@contract/calendar.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { QueryView } from '@/components/query-view.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { shortDay } from '../month-grid.ts';
import { OutfitPieces } from './outfit-pieces.tsx';

/** Upcoming Events: the next entries from today, nearest first, with their outfits. */
export function UpcomingEvents({
  upcoming,
  onOpen,
}: {
  upcoming: UseQueryResult<CalendarEntry[]>;
  onOpen: (day: string) => void;
}) {
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="flex flex-col gap-4 rounded-3xl border bg-card p-5"
    >
      <h2 id="upcoming-heading" className="font-display text-xl font-medium tracking-tight">
        Upcoming Events
      </h2>
      <QueryView
        query={upcoming}
        loading={<Skeleton className="h-24 rounded-2xl" />}
        empty={
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <CalendarDays className="size-7 text-brand" strokeWidth={1.25} aria-hidden="true" />
            <p className="text-sm text-muted-foreground">
              Nothing planned ahead. Add an event or plan an outfit for a day.
            </p>
          </div>
        }
      >
        {(entries) => (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => onOpen(entry.date)}
                  className="flex w-full items-center gap-3 rounded-2xl p-2 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex w-12 shrink-0 flex-col items-center rounded-xl bg-accent py-1.5 text-xs font-medium">
                    {shortDay(entry.date)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">
                      {entry.eventName ?? entry.outfit?.name ?? 'Planned outfit'}
                    </span>
                    {entry.eventType ? (
                      <span className="block text-xs text-muted-foreground capitalize">
                        {entry.eventType}
                      </span>
                    ) : null}
                  </span>
                  {entry.outfit?.pieces.length ? (
                    <OutfitPieces pieces={entry.outfit.pieces} max={2} size="sm" />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
