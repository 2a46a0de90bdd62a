// Plain values of the forecast (issue 28) that screens show: no zod here (decision 012).

export const PLACE_NAME_MAX = 120;
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 80;
/** The most days of forecast one answer holds (Open-Meteo gives up to 16). */
export const FORECAST_DAYS_MAX = 16;

export const FORECAST_UNAVAILABLE_NOTE =
  'The weather service did not answer, so the weather is yours to set.';
export const PLACE_SEARCH_UNAVAILABLE_NOTE =
  'The weather service did not answer. Try again, or enter latitude and longitude.';
export const NO_FORECAST_SERVER_MESSAGE = 'This server has no weather forecast set up';
export const NO_PLACE_SEARCH_MESSAGE =
  'This server cannot look places up by name; enter latitude and longitude';
export const NO_PLACE_MESSAGE = 'Set your place in Settings to get the forecast';
export const NOTHING_TO_SWAP_MESSAGE = 'The forecast has nothing against this day’s outfit';
export const EMPTY_WARDROBE_LOOK_NOTE =
  'Add pieces to your wardrobe and a look for today appears here.';

/** '3 pm' of '15:00', 'noon' of '12:00', '9:30 am' of '09:30'. */
export function hourWords(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  if (hour === 12 && minute === 0) return 'noon';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A forecast day in words: 'Light rain · 48–61 °F · rain from 3 pm' (the separator is told). */
export function forecastWords(
  day: { summary: string; low: number; high: number; wetFrom: string | null; snow: boolean },
  separator = ' · ',
): string {
  const parts = [day.summary, `${day.low}–${day.high} °F`];
  if (day.wetFrom) parts.push(`${day.snow ? 'snow' : 'rain'} from ${hourWords(day.wetFrom)}`);
  return parts.join(separator);
}
