import { isTimeZone } from '../../contract/weather.ts';
import type { ForecastDay, PlaceMatch } from '../../contract/weather.ts';
import { readForecastDays } from './forecast-days.ts';
import { forecastAnswer, searchAnswer } from './open-meteo-answers.ts';

/**
 * A weather provider speaking Open-Meteo's API (the hosted one needs no key; a self-hosted one
 * answers the same): the forecast by coordinates and, when its geocoding is set up, places by
 * name. Every call has a timeout; an answer that is not what the API documents counts as no
 * answer. The app calls it only when WEATHER_URL is set: by default nothing leaves the machine.
 */
export interface WeatherProvider {
  /** 'Open-Meteo', to say where a forecast came from. */
  readonly source: string;
  /** Whether places can be found by name. */
  readonly canSearch: boolean;
  /** The days from the place's today on, and the place's time zone; throws WeatherUnavailable. */
  forecast(latitude: number, longitude: number): Promise<ProviderForecast>;
  /** Places named like `name`; throws WeatherUnavailable. */
  search(name: string): Promise<PlaceMatch[]>;
}

export interface ProviderForecast {
  timeZone: string;
  days: ForecastDay[];
}

/** The provider did not answer in time, failed, or answered nonsense. */
export class WeatherUnavailable extends Error {
  override name = 'WeatherUnavailable';
}

export interface OpenMeteoOptions {
  /** The forecast API's origin, e.g. https://api.open-meteo.com. */
  forecastUrl: string;
  /** The geocoding API's origin (https://geocoding-api.open-meteo.com); none: no search by name. */
  geocodingUrl?: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The days one forecast asks for (Open-Meteo's most). */
const FORECAST_DAYS = 16;
const SEARCH_RESULTS = 8;

export function createOpenMeteo(options: OpenMeteoOptions): WeatherProvider {
  const doFetch = options.fetch ?? fetch;

  async function getJson(url: URL): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new WeatherUnavailable(`no answer from ${url.origin}: ${(error as Error).message}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new WeatherUnavailable(`${url.origin} answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new WeatherUnavailable(`${url.origin} answered something that is not JSON`);
    }
  }

  return {
    source: 'Open-Meteo',
    canSearch: Boolean(options.geocodingUrl),

    async forecast(latitude, longitude) {
      const url = new URL('/v1/forecast', options.forecastUrl);
      url.search = new URLSearchParams({
        latitude: latitude.toFixed(4),
        longitude: longitude.toFixed(4),
        hourly: 'temperature_2m,precipitation_probability,weather_code',
        daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
        temperature_unit: 'fahrenheit',
        timezone: 'auto',
        forecast_days: String(FORECAST_DAYS),
      }).toString();
      const parsed = forecastAnswer.safeParse(await getJson(url));
      if (!parsed.success || !isTimeZone(parsed.data.timezone)) {
        throw new WeatherUnavailable('the forecast is not in the shape Open-Meteo documents');
      }
      const days = readForecastDays(parsed.data);
      if (days === null) throw new WeatherUnavailable('the forecast does not add up');
      return { timeZone: parsed.data.timezone, days };
    },

    async search(name) {
      if (!options.geocodingUrl) throw new WeatherUnavailable('no geocoding is set up');
      const url = new URL('/v1/search', options.geocodingUrl);
      url.search = new URLSearchParams({
        name,
        count: String(SEARCH_RESULTS),
        language: 'en',
        format: 'json',
      }).toString();
      const parsed = searchAnswer.safeParse(await getJson(url));
      if (!parsed.success) {
        throw new WeatherUnavailable('the places are not in the shape Open-Meteo documents');
      }
      return (parsed.data.results ?? []).flatMap((place) => {
        if (!place.timezone || !isTimeZone(place.timezone) || !place.name.trim()) return [];
        const name = place.name.trim().slice(0, 120);
        const parts = [name, place.admin1, place.country].filter(
          (part, i, all): part is string => Boolean(part?.trim()) && all.indexOf(part) === i,
        );
        return [
          {
            name,
            label: parts.join(', ').slice(0, 200),
            latitude: place.latitude,
            longitude: place.longitude,
            timeZone: place.timezone,
          },
        ];
      });
    },
  };
}
