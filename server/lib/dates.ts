export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A stored time as the contract answers it: ISO-8601, or null when there is none. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The calendar day ("YYYY-MM-DD") it is at `now` in an IANA time zone. */
export function localDateIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
