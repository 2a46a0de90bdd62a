const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars with two decimals: 1200 -> "$12.00". */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
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
  return usd.format(dollars);
}

/** A comma-separated field as a trimmed list without blanks. */
export function splitList(input: string): string[] {
  return input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const dateFormats = {
  /** "Wednesday, November 25" */
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Nov 25" */
  day: { month: 'short', day: 'numeric' },
  /** "Nov 25, 2026" */
  shortDate: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "November 25, 2026" */
  longDate: { month: 'long', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormatters = new Map<keyof typeof dateFormats, Intl.DateTimeFormat>();

/** A date as people read it, in the browser's time zone (the platform's Intl, no library). */
export function formatDate(date: Date | string, style: keyof typeof dateFormats): string {
  let formatter = dateFormatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', dateFormats[style]);
    dateFormatters.set(style, formatter);
  }
  return formatter.format(typeof date === 'string' ? new Date(date) : date);
}
