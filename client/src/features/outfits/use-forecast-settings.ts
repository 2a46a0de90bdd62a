import { withinTemperatureBounds, type TemperatureRange } from '@contract/outfits.ts';
import type { ForecastDay, Place } from '@contract/weather.ts';
import { useEffect, useRef } from 'react';
import { useForecast } from '@/features/weather/public.ts';

/** Where the generator's weather came from: today's forecast for the user's place. */
export interface ForecastSource {
  day: ForecastDay;
  place: Place | null;
  source: string | null;
  /** False once the user changed the weather or temperature by hand. */
  inUse: boolean;
}

/**
 * Today's forecast for the generator (issue 28): once it arrives it fills in the weather and the
 * temperature, unless a link set the weather or the user already changed them; the user can
 * still change them. Answers where the values came from, the day's range to send while they
 * are the forecast's, and the note to show when a place is set but the forecast is not there.
 */
export function useForecastSettings({
  weather,
  temperature,
  untouched,
  apply,
}: {
  weather: string;
  temperature: number;
  /** True while the weather and temperature are still the generator's defaults. */
  untouched: boolean;
  apply: (day: ForecastDay) => void;
}): { source: ForecastSource | null; range: TemperatureRange | null; note: string | null } {
  const forecast = useForecast();
  const data = forecast.data;
  const day = data?.days.find((d) => d.date === data.today) ?? null;
  const applied = useRef(false);

  useEffect(() => {
    if (!day || applied.current) return;
    applied.current = true;
    if (untouched) apply(day);
  }, [day, untouched, apply]);

  if (!day) return { source: null, range: null, note: data?.place ? data.note : null };
  const inUse = weather === day.weather && temperature === day.temperature;
  return {
    source: { day, place: data?.place ?? null, source: data?.source ?? null, inUse },
    range: inUse
      ? { low: withinTemperatureBounds(day.low), high: withinTemperatureBounds(day.high) }
      : null,
    note: null,
  };
}
