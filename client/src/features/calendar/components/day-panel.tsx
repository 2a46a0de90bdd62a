import type { CalendarEntry } from '@contract/calendar.ts';
import { Check, Pencil, Shirt, Trash2, Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ForecastLine, PlanWarningNote, type CalendarWeather } from '@/features/weather/public.ts';
import { longDay } from '../month-grid.ts';
import { OutfitPieces } from './outfit-pieces.tsx';

interface DayPanelProps {
  day: string;
  today: string;
  entries: CalendarEntry[];
  onAddEvent: () => void;
  onPlanOutfit: () => void;
  onEdit: (entry: CalendarEntry) => void;
  onDelete: (entry: CalendarEntry) => void;
  onWear: (entry: CalendarEntry, worn: boolean) => void;
  busyId: string | null;
  weather: CalendarWeather;
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A day opened: its entries with the outfit's photos, edit, delete and "Wore it". */
export function DayPanel(props: DayPanelProps) {
  const { day, today, entries, busyId, weather } = props;
  const forecast = weather.dayOf(day);
  return (
    <section
      aria-labelledby="day-heading"
      className="flex flex-col gap-4 rounded-3xl border bg-card p-5"
    >
      <h2 id="day-heading" className="font-display text-xl font-medium tracking-tight">
        {longDay(day)}
      </h2>
      {forecast ? <ForecastLine day={forecast} className="-mt-2" /> : null}
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing planned for this day yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-3 rounded-2xl border p-3.5">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {entry.eventName ?? entry.outfit?.name ?? 'Planned outfit'}
                  </p>
                  {entry.eventName && entry.outfit ? (
                    <p className="flex items-center gap-1.5 text-[13px] text-muted-foreground">
                      <Shirt className="size-3.5" aria-hidden="true" />
                      {entry.outfit.name}
                    </p>
                  ) : null}
                </div>
                {entry.eventType ? <Badge variant="brand">{label(entry.eventType)}</Badge> : null}
              </div>
              {entry.outfit?.pieces.length ? <OutfitPieces pieces={entry.outfit.pieces} /> : null}
              {weather.warningOf(entry.id) ? (
                <PlanWarningNote warning={weather.warningOf(entry.id)!} />
              ) : null}
              {entry.notes ? (
                <p className="text-sm whitespace-pre-line text-muted-foreground">{entry.notes}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {entry.outfit && entry.wornAt ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busyId === entry.id}
                    onClick={() => props.onWear(entry, false)}
                  >
                    <Undo2 aria-hidden="true" />
                    Worn · Undo
                  </Button>
                ) : entry.outfit && entry.date <= today ? (
                  <Button
                    size="sm"
                    disabled={busyId === entry.id}
                    onClick={() => props.onWear(entry, true)}
                  >
                    <Check aria-hidden="true" />
                    Wore it
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" onClick={() => props.onEdit(entry)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="hover:text-destructive"
                  disabled={busyId === entry.id}
                  onClick={() => props.onDelete(entry)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Button size="sm" variant="outline" onClick={props.onAddEvent}>
          Add Event
        </Button>
        <Button size="sm" variant="outline" onClick={props.onPlanOutfit}>
          Plan Outfit
        </Button>
      </div>
    </section>
  );
}
