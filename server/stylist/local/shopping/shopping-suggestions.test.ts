import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';
import { CAPSULE_TEMPLATE } from '../knowledge/capsule-template.ts';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { minimalistWardrobe } from '../../../test/kits/stylist/test-wardrobes.ts';
import { shoppingSuggestions } from './shopping-suggestions.ts';
import { RAIN_LAYER } from './weather-gaps.ts';

const priced = (
  name: string,
  category: Category,
  color: string,
  price: number | null,
): StylistItem => ({ ...item(name, category, color), price });

/** Nine tops, two bottoms, a jacket, a belt, and no shoes at all. */
function noShoes(): StylistItem[] {
  return [
    priced('White Tee', 'tops', 'white', 2000),
    priced('Navy Polo', 'tops', 'navy', 3000),
    priced('Striped Shirt', 'tops', 'navy stripes', 4500),
    priced('Grey Henley', 'tops', 'grey', 6000),
    priced('Black Tank Top', 'tops', 'black', 1500),
    priced('Red Blouse', 'tops', 'red', null),
    priced('Green Hoodie', 'tops', 'green', 4000),
    priced('White Oxford Shirt', 'tops', 'white', 5500),
    priced('Pink Tee', 'tops', 'pink', 1800),
    priced('Navy Chinos', 'bottoms', 'navy', 5000),
    priced('Dark Wash Jeans', 'bottoms', 'denim', 7001),
    priced('Denim Jacket', 'outerwear', 'denim', 8000),
    priced('Brown Leather Belt', 'accessories', 'brown', 2500),
  ];
}

describe('shoppingSuggestions', () => {
  it('puts the missing category first: no shoes means shoes', () => {
    const [first, second] = shoppingSuggestions(noShoes(), [], 1);
    expect(first?.category).toBe('shoes');
    expect(second?.category).toBe('shoes');
    for (let seed = 0; seed < 20; seed++) {
      expect(shoppingSuggestions(noShoes(), [], seed)[0]?.category).toBe('shoes');
    }
  });

  it('explains with the user’s counts and names their own pieces', () => {
    const wardrobe = noShoes();
    const suggestions = shoppingSuggestions(wardrobe, [], 1);
    expect(suggestions[0]?.reason).toContain('You own 9 tops but no shoes yet.');
    for (const s of suggestions) {
      const named = wardrobe.filter((i) => s.reason?.includes(i.name));
      expect(named.length, s.reason ?? '').toBeGreaterThan(0);
    }
  });

  it('prices at shop price points from the user’s own spend, else a default for the kind', () => {
    const wardrobe = noShoes();
    const suggestions = shoppingSuggestions(wardrobe, [], 1, 10);
    const tops = suggestions.find((s) => s.category === 'tops');
    const outerwear = suggestions.find((s) => s.category === 'outerwear');
    const shoes = suggestions.find((s) => s.category === 'shoes');
    // The Red Blouse has no price, so it does not count: tops average $35.38, priced $34.99.
    expect(tops?.estimatedPrice).toBe(3499);
    expect(outerwear?.estimatedPrice).toBe(7999);
    // No shoes priced: a default for the kind, on a price point.
    expect(shoes?.estimatedPrice).toSatisfy((p: number | null) => p !== null && p % 500 === 499);
    expect(suggestions.every((s) => s.brand === null)).toBe(true);
  });

  it('suggests only what the wardrobe lacks, in the capsule’s versatile colours', () => {
    const suggestions = shoppingSuggestions(noShoes(), [], 1, 10);
    const names = suggestions.map((s) => s.itemName);
    expect(names).not.toContain('White Crew-Neck T-Shirt');
    expect(names.some((n) => n.endsWith('Jeans'))).toBe(false);
    for (const s of suggestions) {
      const essential = [...CAPSULE_TEMPLATE, RAIN_LAYER].find((e) => s.itemName.endsWith(e.name));
      expect(essential, s.itemName).toBeDefined();
      expect(s.category).toBe(essential?.category);
      expect(essential?.colors.some((c) => s.tags.includes(c))).toBe(true);
    }
  });

  it('suggests a rain layer when nothing owned copes with rain', () => {
    const coat = priced('Camel Coat', 'outerwear', 'camel', 20000);
    const wet = [...noShoes(), coat];
    const rain = shoppingSuggestions(wet, [], 1, 10).find((s) =>
      s.itemName.endsWith('Rain Jacket'),
    );
    expect(rain?.reason).toMatch(/^Nothing you own is made for rain\. /);
    const rainJacket = (wardrobe: StylistItem[], existing: { itemName: string }[] = []) =>
      shoppingSuggestions(wardrobe, existing, 1, 10).some((s) =>
        s.itemName.endsWith('Rain Jacket'),
      );
    // Something that copes with rain: owned, already suggested, or the trench suggested with it.
    expect(rainJacket([...wet, priced('Black Umbrella', 'accessories', 'black', 2000)])).toBe(
      false,
    );
    expect(rainJacket(wet, [{ itemName: 'Olive Parka' }])).toBe(false);
    expect(rainJacket(noShoes())).toBe(false);
  });

  it('offers a more versatile colour of a piece owned only in a hard-to-pair one', () => {
    const wardrobe = [
      ...minimalistWardrobe(),
      priced('Orange Check Shirt', 'tops', 'orange', 3000),
    ];
    const suggestions = shoppingSuggestions(wardrobe, [], 1, 10);
    const shirt = suggestions.find((s) => s.itemName.endsWith('Button-Down Shirt'));
    expect(shirt?.itemName).toBe('White Button-Down Shirt');
    expect(shirt?.reason).toContain('Orange Check Shirt');
  });

  it('never repeats an existing suggestion’s name, nor a name within one answer', () => {
    const first = shoppingSuggestions(noShoes(), [], 1);
    const second = shoppingSuggestions(noShoes(), first, 1);
    const before = new Set(first.map((s) => s.itemName.toLowerCase()));
    expect(second.length).toBeGreaterThan(0);
    for (const s of second) expect(before.has(s.itemName.toLowerCase())).toBe(false);
    const names = second.map((s) => s.itemName);
    expect(new Set(names).size).toBe(names.length);
    const shouted = shoppingSuggestions(noShoes(), [{ itemName: '  WHITE leather sneakers ' }], 1);
    expect(shouted.map((s) => s.itemName)).not.toContain('White Leather Sneakers');
  });

  it('is deterministic for a seed and the seed reorders near-equal gaps', () => {
    expect(shoppingSuggestions(noShoes(), [], 7)).toEqual(shoppingSuggestions(noShoes(), [], 7));
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        shoppingSuggestions([], [], seed)
          .map((s) => s.itemName)
          .join('|'),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('starts an empty wardrobe with core basics at default prices', () => {
    const suggestions = shoppingSuggestions([], [], 3);
    expect(suggestions).toHaveLength(5);
    for (const s of suggestions) {
      expect(s.estimatedPrice).toBeGreaterThan(0);
      expect(s.reason).toMatch(/^Every versatile wardrobe starts with a few basics/);
      expect(['tops', 'bottoms', 'shoes']).toContain(s.category);
    }
  });

  it('honours the count', () => {
    expect(shoppingSuggestions(noShoes(), [], 1, 2)).toHaveLength(2);
    expect(shoppingSuggestions(noShoes(), [], 1, 100).length).toBeLessThanOrEqual(10);
  });
});
