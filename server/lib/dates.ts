export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A stored time as the contract answers it: ISO-8601, or null when there is none. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
