import type { CalendarEntry } from '@contract/calendar.ts';
import { cn } from '@/lib/utils.ts';
import { forecastWords, WeatherGlyph, type CalendarWeather } from '@/features/weather/public.ts';
import { longDay, type GridDay } from '../month-grid.ts';
import { OutfitPieces } from './outfit-pieces.tsx';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface MonthCalendarProps {
  weeks: GridDay[][];
  entriesByDay: ReadonlyMap<string, CalendarEntry[]>;
  today: string;
  selected: string;
  onSelect: (day: string) => void;
  /** The forecast of the days it covers, and what it says against their plans. */
  weather: CalendarWeather;
}

/**
 * The month grid: each day shows its outfit's pieces or its event name (spec §2); on phones a
 * compact dot marks a day with entries and the day's list shows below. Days are buttons.
 */
export function MonthCalendar({
  weeks,
  entriesByDay,
  today,
  selected,
  onSelect,
  weather,
}: MonthCalendarProps) {
  return (
    <div role="grid" aria-label="Month" className="overflow-hidden rounded-3xl border bg-card">
      <div role="row" className="grid grid-cols-7 border-b bg-muted/40">
        {WEEKDAYS.map((d) => (
          <div
            key={d}
            role="columnheader"
            className="py-2 text-center text-xs font-medium text-muted-foreground"
          >
            {d}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]!.date} role="row" className="grid grid-cols-7 border-b last:border-b-0">
          {week.map((day) => {
            const entries = entriesByDay.get(day.date) ?? [];
            const isToday = day.date === today;
            const isSelected = day.date === selected;
            const first = entries[0];
            // A day's photos come from its first planned outfit, whichever entry holds it.
            const dressed = entries.find((e) => e.outfit?.pieces.length)?.outfit;
            const forecast = weather.dayOf(day.date);
            const flagged = entries.some((e) => weather.warningOf(e.id));
            return (
              <div key={day.date} role="gridcell" className="border-r last:border-r-0">
                <button
                  type="button"
                  aria-label={[
                    longDay(day.date),
                    entries.length ? `${entries.length} planned` : null,
                    forecast ? forecastWords(forecast) : null,
                    flagged ? 'the forecast flags its outfit' : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(day.date)}
                  className={cn(
                    'flex h-14 w-full flex-col items-center gap-1 p-1 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:h-28 sm:items-stretch sm:p-2',
                    // Muted, yet readable (WCAG AA): the days around the month are still days.
                    !day.inMonth && 'text-muted-foreground',
                    isSelected ? 'bg-accent' : 'hover:bg-muted/60',
                  )}
                >
                  <span className="flex w-full items-center justify-center gap-1 sm:justify-between">
                    <span
                      className={cn(
                        'flex size-7 shrink-0 items-center justify-center rounded-full text-[13px] tabular-nums',
                        isToday && 'bg-brand font-semibold text-brand-foreground',
                        flagged && !isToday && 'ring-2 ring-amber-500/70',
                      )}
                    >
                      {day.day}
                    </span>
                    {forecast ? (
                      <span
                        className="hidden items-center gap-0.5 text-[11px] text-muted-foreground tabular-nums sm:flex"
                        aria-hidden="true"
                        data-testid="day-forecast"
                      >
                        <WeatherGlyph day={forecast} className="size-3.5" />
                        {forecast.high}°
                      </span>
                    ) : null}
                  </span>
                  {entries.length ? (
                    <>
                      <span
                        className="size-1.5 rounded-full bg-brand sm:hidden"
                        aria-hidden="true"
                      />
                      <span className="hidden min-w-0 flex-col gap-1 sm:flex" aria-hidden="true">
                        {dressed ? (
                          <OutfitPieces pieces={dressed.pieces} max={3} size="sm" />
                        ) : null}
                        <span className="truncate text-xs font-medium">
                          {first?.eventName ?? first?.outfit?.name ?? ''}
                        </span>
                        {entries.length > 1 ? (
                          <span className="text-[11px] text-muted-foreground">
                            +{entries.length - 1} more
                          </span>
                        ) : null}
                      </span>
                    </>
                  ) : null}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
