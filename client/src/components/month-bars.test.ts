import { describe, expect, it } from 'vitest';
import { monthBars, monthsSummary } from './month-bars.ts';

describe('month bars', () => {
  it('labels months short under the bar and in full for the table', () => {
    expect(monthBars([{ month: '2026-03', wears: 4 }])).toEqual([
      { label: 'Mar', name: 'March 2026', value: 4 },
    ]);
  });

  it('sums up the total and the busiest month, or says there were none', () => {
    const months = [
      { month: '2026-01', wears: 1 },
      { month: '2026-02', wears: 3 },
    ];
    expect(monthsSummary(months)).toBe(
      '4 wears in the last 2 months; most in February 2026 (3 wears)',
    );
    expect(monthsSummary([{ month: '2026-01', wears: 0 }])).toBe('No wears in the last 1 month');
  });
});
