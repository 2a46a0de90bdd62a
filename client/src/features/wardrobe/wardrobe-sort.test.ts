import { describe, expect, it } from 'vitest';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { sortList } from '@/components/list-sort.ts';
import { WARDROBE_SORTS, type WardrobeSort } from './wardrobe-sort.ts';

// Server order is newest first: coat, boots, tee, scarf.
const items = [
  anItem({ name: 'coat', price: 20000, timesWorn: 4 }),
  anItem({ name: 'Boots', price: 12000, timesWorn: 12 }),
  anItem({ name: 'tee', price: null, timesWorn: 30 }),
  anItem({ name: 'Scarf', price: 3000, timesWorn: 0 }),
];
const names = (sort: WardrobeSort) =>
  sortList(items, WARDROBE_SORTS, sort).map((item) => item.name);

describe('the wardrobe sorts', () => {
  it('offer the menu in this order', () => {
    expect(Object.values(WARDROBE_SORTS).map((sort) => sort.label)).toEqual([
      'Newest',
      'Name A–Z',
      'Most worn',
      'Least worn',
      'Lowest cost per wear',
      'Price high–low',
    ]);
  });

  it('keeps the server order for Newest', () => {
    expect(names('newest')).toEqual(['coat', 'Boots', 'tee', 'Scarf']);
  });

  it('sorts names without regard to case', () => {
    expect(names('name')).toEqual(['Boots', 'coat', 'Scarf', 'tee']);
  });

  it('sorts by wears both ways', () => {
    expect(names('most-worn')).toEqual(['tee', 'Boots', 'coat', 'Scarf']);
    expect(names('least-worn')).toEqual(['Scarf', 'coat', 'Boots', 'tee']);
  });

  it('puts the lowest cost per wear first and pieces without one last, newest first', () => {
    // Boots $10/wear, coat $50/wear; tee has no price, Scarf no wears.
    expect(names('cost-per-wear')).toEqual(['Boots', 'coat', 'tee', 'Scarf']);
  });

  it('puts the dearest first and unpriced pieces last', () => {
    expect(names('price')).toEqual(['coat', 'Boots', 'Scarf', 'tee']);
  });

  it('leaves the given list alone', () => {
    names('name');
    expect(items.map((item) => item.name)).toEqual(['coat', 'Boots', 'tee', 'Scarf']);
  });
});
