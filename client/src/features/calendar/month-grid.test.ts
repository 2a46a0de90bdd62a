import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './month-grid.ts';

describe('monthGrid', () => {
  it('starts on Sunday and covers whole weeks around the month', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthGrid(2026, 2);
    expect(weeks[0]![0]!.date).toBe('2026-03-01');
    expect(weeks.at(-1)!.at(-1)!.date).toBe('2026-04-04');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    expect(monthGrid(2026, 1)).toHaveLength(4);
    const may = monthGrid(2026, 4);
    expect(may[0]![0]).toEqual({ date: '2026-04-26', day: 26, inMonth: false });
  });

  it('steps one month at a time across years', () => {
    expect(shiftMonth(2025, 11, 1)).toEqual({ year: 2026, month: 0 });
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
  });
});
