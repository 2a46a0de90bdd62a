import { describe, expect, it } from 'vitest';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { styleProfile } from './style-profile.ts';

describe('styleProfile', () => {
  it('summarises colours, categories, formality and wear', () => {
    const wardrobe = [
      item('Navy Blazer', 'outerwear', 'navy', { timesWorn: 30, lastWorn: new Date('2025-03-10') }),
      item('Navy Trousers', 'bottoms', 'Navy', { timesWorn: 12 }),
      item('White Tee', 'tops', 'white', { timesWorn: 45 }),
      item('Red Silk Blouse', 'tops', 'red', { timesWorn: 0, lastWorn: null }),
      item('Grey Hoodie', 'tops', 'grey', { timesWorn: 2, lastWorn: new Date('2024-01-01') }),
      item('Black Oxfords', 'shoes', 'black', { timesWorn: 2, lastWorn: new Date('2025-01-01') }),
      item('Old Jeans', 'bottoms', 'denim', { isActive: false, timesWorn: 99 }),
      item('Mystery', 'accessories', null, { timesWorn: 5, inLaundry: true }),
    ];
    const p = styleProfile(wardrobe);
    expect(p.totalItems).toBe(7);
    expect(p.dominantColors[0]).toEqual({ color: 'navy', count: 2, share: 0.286, neutral: true });
    expect(p.dominantColors.map((c) => c.color)).toEqual(['navy', 'black', 'grey', 'red', 'white']);
    expect(p.dominantColors.find((c) => c.color === 'red')?.neutral).toBe(false);
    expect(p.categoryMix).toEqual([
      { key: 'tops', count: 3, share: 0.429 },
      { key: 'bottoms', count: 1, share: 0.143 },
      { key: 'dresses', count: 0, share: 0 },
      { key: 'outerwear', count: 1, share: 0.143 },
      { key: 'shoes', count: 1, share: 0.143 },
      { key: 'accessories', count: 1, share: 0.143 },
    ]);
    const mix = Object.fromEntries(p.formalityMix.map((f) => [f.key, f.count]));
    expect(mix).toEqual({ athletic: 1, casual: 1, 'smart casual': 1, business: 3, formal: 1 });
    expect(p.mostWorn.map((w) => w.name)).toEqual(['White Tee', 'Navy Blazer', 'Navy Trousers']);
    expect(p.leastWorn.map((w) => w.name)).toEqual([
      'Red Silk Blouse',
      'Grey Hoodie',
      'Black Oxfords',
    ]);
  });

  it('handles an empty wardrobe', () => {
    expect(styleProfile([])).toMatchObject({
      totalItems: 0,
      dominantColors: [],
      mostWorn: [],
      leastWorn: [],
    });
  });
});
