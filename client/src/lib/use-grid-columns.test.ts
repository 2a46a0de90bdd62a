import { describe, expect, it } from 'vitest';
import { columnsAt } from './use-grid-columns.ts';

describe('columnsAt', () => {
  const steps = { 0: 2, 768: 3, 1280: 4 };

  it('takes the step of the widest breakpoint the width reaches', () => {
    expect(columnsAt(steps, 375)).toBe(2);
    expect(columnsAt(steps, 767)).toBe(2);
    expect(columnsAt(steps, 768)).toBe(3);
    expect(columnsAt(steps, 1440)).toBe(4);
  });

  it('is one column below the first step', () => {
    expect(columnsAt({ 640: 2 }, 320)).toBe(1);
  });
});
