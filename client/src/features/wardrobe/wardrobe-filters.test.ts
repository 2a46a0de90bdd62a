import { describe, expect, it } from 'vitest';
import { aColor, anItem } from '@/test/fixtures/wardrobe-items.ts';
import {
  colorOptions,
  itemColorNames,
  matchesFilters,
  noFilters,
  panelFilterCount,
} from './wardrobe-filters.ts';

describe('wardrobe filters', () => {
  const striped = anItem({
    color: 'navy',
    colors: [
      aColor('Navy', '#1f2850', { share: 0.55 }),
      aColor('Ecru', '#efe8d8', { share: 0.4 }),
      aColor('Taupe', '#8b7d6b', { share: 0.05 }),
    ],
  });

  it("names an item's typed colour and the real parts of its photo, once each, ignoring specks", () => {
    expect(itemColorNames(striped)).toEqual(['navy', 'Ecru']);
    expect(matchesFilters(striped, { ...noFilters, search: 'ECRU' })).toBe(true);
    expect(matchesFilters(striped, { ...noFilters, search: 'taupe' })).toBe(false);
  });

  it('offers each colour once with its swatch and count', () => {
    const plain = anItem({ color: 'Navy', colors: null });
    expect(colorOptions([striped, plain])).toEqual([
      { value: 'navy', label: 'navy', count: 2, hex: '#1f2850' },
      { value: 'ecru', label: 'Ecru', count: 1, hex: '#efe8d8' },
    ]);
  });

  it('matches any of the chosen colours and brands, and counts the panel choices', () => {
    const filters = { ...noFilters, colors: ['ecru', 'red'], brands: [], wear: 'never' as const };
    expect(matchesFilters(striped, filters)).toBe(true);
    expect(matchesFilters({ ...striped, timesWorn: 2 }, filters)).toBe(false);
    expect(matchesFilters(striped, { ...noFilters, brands: ['acme'] })).toBe(false);
    expect(
      matchesFilters({ ...striped, brand: ' ACME ' }, { ...noFilters, brands: ['acme'] }),
    ).toBe(true);
    expect(panelFilterCount(filters)).toBe(3);
  });
});
