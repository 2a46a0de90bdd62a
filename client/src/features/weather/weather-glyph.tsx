import type { ForecastDay } from '@contract/weather.ts';
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

/** '3 pm' of '15:00'. */
export function hourWords(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  if (hour === 12 && minute === 0) return 'noon';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
}

/** 'Light rain · 48–61 °F · rain from 3 pm'. */
export function forecastWords(day: ForecastDay): string {
  const parts = [day.summary, `${day.low}–${day.high} °F`];
  if (day.wetFrom) parts.push(`${day.snow ? 'snow' : 'rain'} from ${hourWords(day.wetFrom)}`);
  return parts.join(' · ');
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
