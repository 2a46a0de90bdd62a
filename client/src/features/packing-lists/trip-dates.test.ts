import { describe, expect, it } from 'vitest';
import { tripDateRange, tripDays } from './trip-dates.ts';

describe('trip dates', () => {
  it('reads as the spec shows it, the day as stored', () => {
    expect(tripDateRange('2025-01-05', '2025-01-09')).toBe('Jan 5 – Jan 9, 2025');
    expect(tripDateRange('2024-12-30', '2025-01-02')).toBe('Dec 30, 2024 – Jan 2, 2025');
    expect(tripDateRange('2025-01-05', null)).toBe('From Jan 5, 2025');
    expect(tripDateRange(null, null)).toBeNull();
  });

  it('counts both ends of the trip', () => {
    expect(tripDays('2025-01-05', '2025-01-09')).toBe(5);
    expect(tripDays('2025-01-05', null)).toBeNull();
  });
});
