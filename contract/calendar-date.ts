import { z } from 'zod';

/**
 * A calendar date, "YYYY-MM-DD". Planning stores days, not instants: an entry made for 14 March
 * is on 14 March for its owner whatever their offset. The spec's clients send ISO date-times
 * ("2025-03-14T00:00:00.000Z"); the day is read as written, never shifted through a time zone.
 */
const DATE_PREFIX =
  /^(\d{4})-(\d{2})-(\d{2})(?:$|T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$)/;

/** True when year, month and day name a real day (no 31 April, 29 February only in leap years). */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last && year >= 1900 && year <= 2200;
}

/** "YYYY-MM-DD" of the text's date part, or null when it names no real day. */
export function readCalendarDate(value: string): string | null {
  const match = DATE_PREFIX.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  if (!isRealDay(Number(y), Number(m), Number(d))) return null;
  return `${y}-${m}-${d}`;
}

/** A required calendar date in a body or query; 400 "<label> must be a date" otherwise. */
export const calendarDateSchema = (label: string) =>
  z.string({ error: `${label} must be a date` }).transform((value, ctx) => {
    const day = readCalendarDate(value);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a date` });
      return z.NEVER;
    }
    return day;
  });

/** Whole days from `from` to `to` (both "YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `days` after `day` ("YYYY-MM-DD"). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
