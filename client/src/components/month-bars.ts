import type { BarDatum } from './bar-chart.tsx';

interface MonthCount {
  /** 'YYYY-MM' */
  month: string;
  wears: number;
}

const monthName = (month: string, style: 'short' | 'long') =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

/** Bars for a run of months: three-letter labels, full names for the table. */
export function monthBars(months: readonly MonthCount[]): BarDatum[] {
  return months.map((m) => ({
    label: monthName(m.month, 'short').slice(0, 3),
    name: monthName(m.month, 'long'),
    value: m.wears,
  }));
}

/** One sentence a screen reader says for the chart: the total and the busiest month. */
export function monthsSummary(months: readonly MonthCount[]): string {
  const total = months.reduce((sum, m) => sum + m.wears, 0);
  const span = `${months.length} month${months.length === 1 ? '' : 's'}`;
  if (total === 0) return `No wears in the last ${span}`;
  const busiest = months.reduce((best, m) => (m.wears > best.wears ? m : best));
  const wears = (n: number) => `${n} wear${n === 1 ? '' : 's'}`;
  return `${wears(total)} in the last ${span}; most in ${monthName(busiest.month, 'long')} (${wears(busiest.wears)})`;
}
