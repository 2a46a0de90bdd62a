import { describe, expect, it } from 'vitest';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { dashboardStats } from './dashboard-stats.ts';

describe('dashboardStats', () => {
  it('has nothing to average or rate in an empty wardrobe', () => {
    expect(dashboardStats([])).toEqual({
      totalItems: 0,
      outfitCombos: 0,
      avgCostPerWear: null,
      utilizationPercent: null,
    });
  });

  it('counts items, squares them for combos, and averages cost per wear over priced, worn items', () => {
    const stats = dashboardStats([
      anItem({ price: 6000, timesWorn: 3 }), // $20.00 a wear
      anItem({ price: 1000, timesWorn: 10 }), // $1.00 a wear
      anItem({ price: 9999, timesWorn: 0 }), // never worn: no cost per wear
      anItem({ price: null, timesWorn: 4 }), // no price: no cost per wear
    ]);
    expect(stats.totalItems).toBe(4);
    expect(stats.outfitCombos).toBe(16);
    expect(stats.avgCostPerWear).toBeCloseTo(10.5);
    expect(stats.utilizationPercent).toBe(75);
  });

  it('rates utilization over active items only', () => {
    const stats = dashboardStats([
      anItem({ timesWorn: 1 }),
      anItem({ timesWorn: 0 }),
      anItem({ timesWorn: 0 }),
      anItem({ timesWorn: 5, isActive: false }),
    ]);
    expect(stats.utilizationPercent).toBe(33);
    expect(stats.avgCostPerWear).toBeNull();
  });
});
