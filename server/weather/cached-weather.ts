import type { Clock } from '../lib/clock.ts';
import type { ProviderForecast, WeatherProvider } from './open-meteo.ts';

const HOUR_MS = 3_600_000;
/** After a failure the provider is not asked again about that place for this long. */
const FAILURE_PAUSE_MS = 60_000;
/** The most places (and searches) kept; the oldest goes first. */
const MAX_ENTRIES = 2_000;

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * The provider behind a cache: a place's forecast is asked once per hour (places within about a
 * kilometre share it), a search once per day, and while a call is in flight every caller waits on
 * the same one. A failure is remembered for a minute, so a provider that is down costs one
 * timeout a minute per place instead of one per request.
 */
export function cachedWeather(provider: WeatherProvider, clock: Clock): WeatherProvider {
  const forecasts = new Map<string, Entry<ProviderForecast>>();
  const searches = new Map<string, Entry<Awaited<ReturnType<WeatherProvider['search']>>>>();

  function remember<T>(
    map: Map<string, Entry<T>>,
    key: string,
    ttl: (now: number) => number,
    load: () => Promise<T>,
  ) {
    const now = clock.now().getTime();
    const known = map.get(key);
    if (known && known.expires > now) return known.value;
    map.delete(key);
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    const value = load();
    const entry = { value, expires: ttl(now) };
    map.set(key, entry);
    value.catch(() => {
      // A failure is kept for a minute, not for the hour.
      entry.expires = Math.min(entry.expires, clock.now().getTime() + FAILURE_PAUSE_MS);
    });
    return value;
  }

  return {
    source: provider.source,
    canSearch: provider.canSearch,
    forecast(latitude, longitude) {
      const key = `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
      // Until the end of the hour: the provider's models update hourly.
      const endOfHour = (now: number) => Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS;
      return remember(forecasts, key, endOfHour, () => provider.forecast(latitude, longitude));
    },
    search(name) {
      const key = name.trim().toLowerCase();
      return remember(
        searches,
        key,
        (now) => now + 24 * HOUR_MS,
        () => provider.search(name),
      );
    },
  };
}
