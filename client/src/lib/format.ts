// Written out rather than through Intl: the app speaks US English only, and building an Intl
// formatter cost 15 ms of the phone's main thread while the dashboard started (60 ms at
// Lighthouse's 4× slowdown). format.test.ts checks both against Intl.

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Dollars as "$1,234.56" (en-US currency). */
function usd(dollars: number): string {
  const [whole = '0', cents = '00'] = Math.abs(dollars).toFixed(2).split('.');
  return `${dollars < 0 ? '-' : ''}$${grouped(whole)}.${cents}`;
}

/** A whole count with thousands separators: 12345 -> "12,345". */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${grouped(Math.round(Math.abs(count)).toString())}`;
}

/** Cents as dollars with two decimals: 1200 -> "$12.00". */
export function formatMoney(cents: number): string {
  return usd(cents / 100);
}

/** Dollars typed by a person ("12.5") as integer cents, or null when blank or not a number. */
export function dollarsToCents(input: string): number | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const dollars = Number(trimmed);
  if (!Number.isFinite(dollars)) return null;
  return Math.round(dollars * 100);
}

/** Cost per wear in dollars (spec §3), or null unless both price and wears are non-zero. */
export function costPerWear(
  priceCents: number | null | undefined,
  timesWorn: number | null | undefined,
): number | null {
  if (!priceCents || !timesWorn) return null;
  return priceCents / 100 / timesWorn;
}

/** A dollar amount with two decimals: 4.5 -> "$4.50". */
export function formatDollars(dollars: number): string {
  return usd(dollars);
}

/** A comma-separated field as a trimmed list without blanks. */
export function splitList(input: string): string[] {
  return input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** January … December, by a Date's month index. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const dateFormats = {
  /** "Wednesday, November 25" */
  weekday: (d: Date) => `${WEEKDAYS[d.getDay()]}, ${MONTHS[d.getMonth()]} ${d.getDate()}`,
  /** "Nov 25" */
  day: (d: Date) => `${MONTHS[d.getMonth()]?.slice(0, 3)} ${d.getDate()}`,
  /** "Nov 25, 2026" */
  shortDate: (d: Date) => `${MONTHS[d.getMonth()]?.slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}`,
  /** "November 25, 2026" */
  longDate: (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`,
} satisfies Record<string, (date: Date) => string>;

/** A date as people read it (US English), in the browser's time zone. */
export function formatDate(date: Date | string, style: keyof typeof dateFormats): string {
  return dateFormats[style](typeof date === 'string' ? new Date(date) : date);
}

/** "YYYY-MM-DD" of a local date (the user's own calendar day, in the browser's zone). */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
