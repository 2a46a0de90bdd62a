import { formatDate, localDay, MONTHS } from '@/lib/format.ts';
/** A day of the grid: its date ("YYYY-MM-DD"), day of month, and whether it is in the month shown. */
export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/** Spec §2: Sunday first, whole weeks around the month. `month` is 0-11. */
export function monthGrid(year: number, month: number): GridDay[][] {
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - first.getDay());
  const last = new Date(year, month + 1, 0);
  const end = new Date(year, month + 1, 0 + (6 - last.getDay()));
  const weeks: GridDay[][] = [];
  for (let d = new Date(start); d <= end; d.setDate(d.getDate() + 1)) {
    if (d.getDay() === 0) weeks.push([]);
    weeks.at(-1)!.push({ date: localDay(d), day: d.getDate(), inMonth: d.getMonth() === month });
  }
  return weeks;
}

/** One month further or back (spec §4: one month per step). */
export function shiftMonth(
  year: number,
  month: number,
  by: number,
): { year: number; month: number } {
  const d = new Date(year, month + by, 1);
  return { year: d.getFullYear(), month: d.getMonth() };
}

export const monthTitle = (year: number, month: number) => `${MONTHS[month]} ${year}`;

/** "Saturday, March 14" for a "YYYY-MM-DD" day. */
export function longDay(date: string): string {
  return formatDate(dayDate(date), 'weekday');
}

/** "Mar 14" for a "YYYY-MM-DD" day. */
export function shortDay(date: string): string {
  return formatDate(dayDate(date), 'day');
}

/** A "YYYY-MM-DD" day as a local Date. */
function dayDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}
