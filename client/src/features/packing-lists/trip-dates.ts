import { daysBetween } from '@contract/calendar-date.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(day: string): { year: number; month: string; date: number } {
  const [y, m, d] = day.split('-').map(Number);
  return { year: y!, month: MONTHS[m! - 1]!, date: d! };
}

/**
 * Spec §2: "Jan 5 – Jan 9, 2025". The day is shown as stored, never moved through a time zone.
 * A start in another year than the end carries its own year.
 */
export function tripDateRange(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  if (start && end) {
    const a = parts(start);
    const b = parts(end);
    const first = a.year === b.year ? `${a.month} ${a.date}` : `${a.month} ${a.date}, ${a.year}`;
    return start === end
      ? `${b.month} ${b.date}, ${b.year}`
      : `${first} – ${b.month} ${b.date}, ${b.year}`;
  }
  const only = parts((start ?? end)!);
  return `${start ? 'From' : 'Until'} ${only.month} ${only.date}, ${only.year}`;
}

/** The trip's length in days (both ends count), or null without both dates. */
export function tripDays(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const days = daysBetween(start, end) + 1;
  return days > 0 ? days : null;
}
