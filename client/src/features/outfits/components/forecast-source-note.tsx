import { CloudSun } from 'lucide-react';
import { forecastWords } from '@/features/weather/public.ts';
import type { ForecastSource } from '../use-forecast-settings.ts';

/**
 * Under the weather and temperature: where they came from ("From today’s forecast for Lisbon,
 * Portugal: Light rain · 48–61 °F · rain from 3 pm"), what the forecast says once they were
 * changed by hand, or why there is no forecast.
 */
export function ForecastSourceNote({
  source,
  note,
}: {
  source: ForecastSource | null;
  note: string | null;
}) {
  if (!source && !note) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-xl bg-muted/60 px-3 py-2 text-xs leading-relaxed text-muted-foreground"
      data-testid="forecast-source"
    >
      <CloudSun aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand" />
      <span>
        {source ? (
          <>
            {source.inUse ? 'From today’s forecast' : 'Set by hand. Today’s forecast'}
            {source.place ? ` for ${source.place.name}` : ''}: {forecastWords(source.day)}
            {source.source ? ` (${source.source})` : ''}.
          </>
        ) : (
          note
        )}
      </span>
    </p>
  );
}
