import type { ForecastDay } from '@contract/weather.ts';
import { forecastWords } from '@contract/weather-values.ts';
import { Cloud, CloudRain, CloudSnow, Sun } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** The day's sky as an icon: sun, cloud, rain or snow. */
export function WeatherGlyph({ day, className }: { day: ForecastDay; className?: string }) {
  const Icon =
    day.weather === 'sunny'
      ? Sun
      : day.weather === 'cloudy'
        ? Cloud
        : day.snow
          ? CloudSnow
          : CloudRain;
  return (
    <Icon
      aria-hidden="true"
      className={cn(
        'size-4',
        day.weather === 'sunny' ? 'text-amber-500' : 'text-sky-600 dark:text-sky-400',
        className,
      )}
    />
  );
}

/** A day's forecast in one line with its icon. */
export function ForecastLine({ day, className }: { day: ForecastDay; className?: string }) {
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
      <WeatherGlyph day={day} />
      <span>{forecastWords(day)}</span>
    </p>
  );
}

export { forecastWords };
