import type { ForecastDay, PlanWarning } from '@contract/weather.ts';
import { useMemo } from 'react';
import { useForecast, useWarnings } from './api.ts';

export interface CalendarWeather {
  /** The forecast of the days it covers in the range. */
  dayOf: (date: string) => ForecastDay | undefined;
  /** What the forecast says against an entry's planned outfit. */
  warningOf: (entryId: string) => PlanWarning | undefined;
}

/** The forecast and its warnings for the days of a calendar range (none without a place). */
export function useCalendarWeather(startDate: string, endDate: string): CalendarWeather {
  const forecast = useForecast();
  const warnings = useWarnings(startDate, endDate);
  return useMemo(() => {
    const days = new Map((forecast.data?.days ?? []).map((day) => [day.date, day]));
    const flagged = new Map((warnings.data?.warnings ?? []).map((w) => [w.entryId, w]));
    return { dayOf: (date) => days.get(date), warningOf: (id) => flagged.get(id) };
  }, [forecast.data, warnings.data]);
}
