import { describe, expect, it } from 'vitest';
import type { GeneratedShoppingSuggestion } from '../../../../contract/shopping.ts';
import type { StylistItem } from '../../stylist.ts';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { bohemianWardrobe, minimalistWardrobe } from '../../../test/kits/stylist/test-wardrobes.ts';
import { shoppingSuggestions } from './shopping-suggestions.ts';
import { shoppingKind } from './suggestion-kind.ts';

/** Generate as the app does: every stored suggestion goes back in, whatever became of it. */
function generations(wardrobe: readonly StylistItem[], times: number, seed: number) {
  const stored: GeneratedShoppingSuggestion[] = [];
  const answers: GeneratedShoppingSuggestion[][] = [];
  for (let i = 0; i < times; i++) {
    const answer = shoppingSuggestions(wardrobe, stored, seed + i);
    answers.push(answer);
    stored.push(...answer);
  }
  return { stored, answers };
}

const WARDROBES: Record<string, () => StylistItem[]> = {
  empty: () => [],
  minimalist: minimalistWardrobe,
  bohemian: bohemianWardrobe,
  'jeans and sneakers': () => [
    item('Dark Wash Jeans', 'bottoms', 'denim'),
    item('Slim Black Jeans', 'bottoms', 'black'),
    item('White Sneakers', 'shoes', 'white'),
    item('Grey Tee', 'tops', 'grey'),
  ],
};

describe('shopping suggestions over many generations', () => {
  for (const [name, wardrobe] of Object.entries(WARDROBES)) {
    it(`never repeats a kind in 10 generations in a row (${name} wardrobe)`, () => {
      for (const seed of [0, 7, 123456]) {
        const { stored } = generations(wardrobe(), 10, seed);
        const kinds = stored.map((s) => shoppingKind(s.itemName));
        expect(new Set(kinds).size, kinds.join(', ')).toBe(kinds.length);
      }
    });
  }

  it('adds fewer, then none, once every sensible gap was suggested', () => {
    const { answers } = generations(minimalistWardrobe(), 10, 1);
    const sizes = answers.map((a) => a.length);
    expect(sizes[0]).toBe(5);
    expect(sizes.at(-1)).toBe(0);
    for (let i = 1; i < sizes.length; i++) {
      expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] ?? 0);
    }
  });

  it('never suggests jeans or white sneakers to someone who has them', () => {
    const { stored } = generations(WARDROBES['jeans and sneakers']!(), 10, 3);
    const suggested = stored.map((s) => s.itemName);
    expect(suggested.some((n) => /jeans/i.test(n))).toBe(false);
    expect(suggested).not.toContain('White Leather Sneakers');
  });

  it('cites only the user’s active pieces, in every reason', () => {
    const wardrobe = [
      ...WARDROBES['jeans and sneakers']!(),
      item('Red Silk Blouse', 'tops', 'red', { isActive: false }),
    ];
    const { stored } = generations(wardrobe, 3, 5);
    // Smart pieces for a casual wardrobe too: loafers still name the jeans they go with.
    expect(stored.some((s) => s.itemName.endsWith('Loafers'))).toBe(true);
    const active = wardrobe.filter((p) => p.isActive).map((p) => p.name.toLowerCase());
    for (const s of stored) {
      const reason = s.reason?.toLowerCase() ?? '';
      expect(reason).not.toContain('red silk blouse');
      expect(
        active.some((n) => reason.includes(n)),
        s.reason ?? '',
      ).toBe(true);
    }
  });
});
