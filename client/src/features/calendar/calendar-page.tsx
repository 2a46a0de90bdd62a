import type { CalendarEntry } from '@contract/calendar.ts';
import { CalendarPlus, ChevronLeft, ChevronRight, Shirt } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { useCalendarRange, useDeleteEntry, useUpcoming, useWearEntry } from './api.ts';
import { DayPanel } from './components/day-panel.tsx';
import { EventDialog } from './components/event-dialog.tsx';
import { MonthCalendar } from './components/month-calendar.tsx';
import { PlanOutfitDialog } from './components/plan-outfit-dialog.tsx';
import { UpcomingEvents } from './components/upcoming-events.tsx';
import { monthGrid, monthTitle, shiftMonth } from './month-grid.ts';
import { localDay } from '@/lib/format.ts';
import { useCalendarWeather } from '@/features/weather/public.ts';

/** Outfit Calendar (spec §2): a month of planned outfits and events, from the user's data. */
export function CalendarPage() {
  const today = localDay(new Date());
  const [view, setView] = useState(() => ({
    year: new Date().getFullYear(),
    month: new Date().getMonth(),
  }));
  const [selected, setSelected] = useState(today);
  // An entry to edit, or null for a new event.
  const eventDialog = useDialog<CalendarEntry | null>();
  const [planOpen, setPlanOpen] = useState(false);
  const weeks = useMemo(() => monthGrid(view.year, view.month), [view]);
  const start = weeks[0]![0]!.date;
  const end = weeks.at(-1)!.at(-1)!.date;
  const range = useCalendarRange(start, end);
  const weather = useCalendarWeather(start, end);
  const upcoming = useUpcoming(today);
  const remove = useDeleteEntry();
  const wear = useWearEntry();

  const entriesByDay = useMemo(() => {
    const byDay = new Map<string, CalendarEntry[]>();
    for (const entry of range.data ?? [])
      byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
    return byDay;
  }, [range.data]);

  function openDay(day: string) {
    setSelected(day);
    const [y, m] = day.split('-').map(Number);
    setView({ year: y!, month: m! - 1 });
  }

  function onWear(entry: CalendarEntry, worn: boolean) {
    wear.mutate(
      { id: entry.id, worn },
      {
        onSuccess: () =>
          toast({
            title: worn ? 'Wear logged' : 'Wear undone',
            description: worn
              ? 'The outfit and each of its pieces count one more wear.'
              : 'The wear of this day was taken back.',
          }),
      },
    );
  }

  const busyId =
    (remove.isPending ? remove.variables : null) ?? (wear.isPending ? wear.variables.id : null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Outfit Calendar"
        description="Plan what to wear for the days ahead, and log what you wore."
        actions={
          <>
            <Button variant="outline" onClick={() => eventDialog.show(null)}>
              <CalendarPlus aria-hidden="true" />
              Add Event
            </Button>
            <Button onClick={() => setPlanOpen(true)}>
              <Shirt aria-hidden="true" />
              Plan Outfit
            </Button>
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-display text-2xl font-medium tracking-tight" aria-live="polite">
              {monthTitle(view.year, view.month)}
            </h2>
            <div className="flex items-center gap-1">
              <Button variant="ghost" size="sm" onClick={() => openDay(today)}>
                Today
              </Button>
              <Button
                variant="outline"
                size="icon-sm"
                aria-label="Previous month"
                onClick={() => setView((v) => shiftMonth(v.year, v.month, -1))}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon-sm"
                aria-label="Next month"
                onClick={() => setView((v) => shiftMonth(v.year, v.month, 1))}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
          {range.isLoading ? (
            <Skeleton className="h-[22rem] rounded-3xl sm:h-[40rem]" />
          ) : (
            <MonthCalendar
              weeks={weeks}
              entriesByDay={entriesByDay}
              today={today}
              selected={selected}
              onSelect={setSelected}
              weather={weather}
            />
          )}
        </div>
        <div className="flex flex-col gap-6">
          <DayPanel
            day={selected}
            today={today}
            entries={entriesByDay.get(selected) ?? []}
            onAddEvent={() => eventDialog.show(null)}
            onPlanOutfit={() => setPlanOpen(true)}
            onEdit={(entry) => eventDialog.show(entry)}
            onDelete={(entry) =>
              remove.mutate(entry.id, {
                onSuccess: () => toast({ title: 'Success', description: 'Calendar entry deleted' }),
              })
            }
            onWear={onWear}
            busyId={busyId}
            weather={weather}
          />
          <UpcomingEvents upcoming={upcoming} onOpen={openDay} />
        </div>
      </div>

      <EventDialog
        open={eventDialog.open}
        onOpenChange={eventDialog.onOpenChange}
        day={selected}
        entry={eventDialog.value}
      />
      <PlanOutfitDialog open={planOpen} onOpenChange={setPlanOpen} day={selected} />
    </div>
  );
}
