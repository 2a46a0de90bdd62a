import { describe, expect, it } from 'vitest';
import {
  costPerWear,
  dollarsToCents,
  formatDate,
  formatCount,
  formatDollars,
  formatMoney,
  splitList,
} from './format.ts';

describe('format', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(1200)).toBe('$12.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });

  it('turns typed dollars into integer cents', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(' 0.1 ')).toBe(10);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });

  it('computes cost per wear only when price and wears are both non-zero', () => {
    expect(costPerWear(4500, 3)).toBe(15);
    expect(costPerWear(0, 3)).toBeNull();
    expect(costPerWear(4500, 0)).toBeNull();
    expect(costPerWear(null, 2)).toBeNull();
    expect(formatDollars(4.5)).toBe('$4.50');
  });

  it('splits comma-separated text into trimmed, non-empty parts', () => {
    expect(splitList(' linen, ,summer ,  ')).toEqual(['linen', 'summer']);
    expect(splitList('')).toEqual([]);
  });
});

describe('formatDate', () => {
  // Noon UTC: the same calendar day in every time zone a test machine might use.
  const day = '2026-11-25T12:00:00.000Z';

  it.each([
    ['weekday', 'Wednesday, November 25'],
    ['day', 'Nov 25'],
    ['shortDate', 'Nov 25, 2026'],
    ['longDate', 'November 25, 2026'],
  ] as const)('%s: %s', (style, expected) => {
    expect(formatDate(day, style)).toBe(expected);
    expect(formatDate(new Date(day), style)).toBe(expected);
  });
});

describe('agrees with Intl (en-US), which it stands in for', () => {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  it.each([0, 1, 5, 99, 100, 1200, 99_999, 100_000, 123_456, 12_345_678, -1, -1250, -123_456])(
    '%i cents',
    (cents) => {
      expect(formatMoney(cents)).toBe(money.format(cents / 100));
    },
  );

  it.each([0.004, 0.125, 4.5, 1000.5, 2 / 3, -0.001])('%f dollars', (dollars) => {
    expect(formatDollars(dollars)).toBe(money.format(dollars));
  });

  it.each([0, 7, 999, 1000, 12_345, 1_234_567, -4321])('count %i', (n) => {
    expect(formatCount(n)).toBe(new Intl.NumberFormat('en-US').format(n));
  });

  it('every day of a leap year in all four styles', () => {
    const styles = {
      weekday: { weekday: 'long', month: 'long', day: 'numeric' },
      day: { month: 'short', day: 'numeric' },
      shortDate: { month: 'short', day: 'numeric', year: 'numeric' },
      longDate: { month: 'long', day: 'numeric', year: 'numeric' },
    } as const;
    for (let n = 0; n < 366; n++) {
      const date = new Date(2028, 0, 1 + n, 12);
      for (const [style, options] of Object.entries(styles))
        expect(formatDate(date, style as keyof typeof styles)).toBe(
          new Intl.DateTimeFormat('en-US', options).format(date),
        );
    }
  });
});
