import { describe, expect, it } from 'vitest';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { wardrobeProfile } from './wardrobe-profile.ts';

describe('wardrobeProfile', () => {
  const wardrobe = [
    item('Navy Chinos', 'bottoms', 'navy', { id: 'a', timesWorn: 9 }),
    item('Navy Blazer', 'outerwear', 'navy blue', { id: 'b', timesWorn: 4 }),
    item('White Oxford Shirt', 'tops', 'white', { id: 'c', timesWorn: 0, lastWorn: null }),
    item('Grey Hoodie', 'tops', 'grey', { id: 'd', timesWorn: 2 }),
    item('Old Sweater', 'tops', 'grey', { id: 'e', isActive: false }),
    item('Mystery Piece', 'accessories', null, { id: 'f', timesWorn: 1 }),
  ];

  it('groups colours by name across spellings, most carried first, with their pieces', () => {
    const profile = wardrobeProfile(wardrobe);
    expect(profile.colors.map((c) => [c.label, c.items.map((i) => i.id)])).toEqual([
      ['navy', ['a', 'b']],
      ['grey', ['d']],
      ['white', ['c']],
    ]);
    expect(profile.colors[0]?.share).toBeCloseTo(0.5);
    expect(profile.dominantColors[0]?.label).toBe('navy');
  });

  it('counts categories and formality bands of active pieces only', () => {
    const profile = wardrobeProfile(wardrobe);
    expect(profile.items).toHaveLength(5);
    expect(profile.categoryCounts).toMatchObject({
      tops: 2,
      bottoms: 1,
      outerwear: 1,
      accessories: 1,
    });
    const total = Object.values(profile.formalityMix).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1);
    expect(profile.formalityMix.casual).toBeGreaterThan(0);
    expect(profile.formalityMix.dressy).toBeGreaterThan(0);
  });

  it('finds the most and least worn pieces', () => {
    const profile = wardrobeProfile(wardrobe);
    expect(profile.mostWorn?.id).toBe('a');
    expect(profile.leastWorn?.id).toBe('c');
  });

  it('still names a least-worn piece in a wardrobe where everything is among the most worn', () => {
    const profile = wardrobeProfile(wardrobe.slice(0, 2));
    expect(profile.leastWorn?.id).toBe('b');
  });

  it('is empty for an empty wardrobe', () => {
    const profile = wardrobeProfile([]);
    expect(profile.items).toEqual([]);
    expect(profile.meanFormality).toBeNull();
    expect(profile.leastWorn).toBeNull();
    expect(Object.values(profile.styleScores).every((v) => v === 0)).toBe(true);
  });
});
