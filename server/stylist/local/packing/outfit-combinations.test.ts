import { describe, expect, it } from 'vitest';
import type { StylistItem } from '../../stylist.ts';
import { countOutfits } from './outfit-combinations.ts';
import { packingSuggestions } from './packing-suggestions.ts';

let n = 0;
const item = (name: string, category: StylistItem['category'], color: string): StylistItem => ({
  id: `i${(n += 1)}`,
  name,
  category,
  subcategory: null,
  color,
  tags: [],
  timesWorn: 0,
  lastWorn: null,
  inLaundry: false,
  isActive: true,
  price: null,
  brand: null,
});

describe('countOutfits', () => {
  it('counts top + bottom (or a dress) with shoes, not the item count squared', () => {
    const wardrobe = [
      item('White tee', 'tops', 'white'),
      item('Grey tee', 'tops', 'grey'),
      item('Navy chinos', 'bottoms', 'navy'),
      item('Black dress', 'dresses', 'black'),
      item('White sneakers', 'shoes', 'white'),
    ];
    // (2 tops × 1 bottom + 1 dress) × 1 pair of shoes.
    expect(countOutfits(wardrobe)).toBe(3);
    expect(countOutfits(wardrobe.filter((i) => i.category !== 'shoes'))).toBe(0);
  });

  it('leaves out looks the stylist would not put together', () => {
    const clash = [
      item('Floral blouse', 'tops', 'floral'),
      item('Striped skirt', 'bottoms', 'striped'),
      item('Black loafers', 'shoes', 'black'),
    ];
    expect(countOutfits(clash)).toBe(0);
  });
});

describe('packingSuggestions', () => {
  it('packs a layer for rain and covers every day', () => {
    const wardrobe = [
      item('White shirt', 'tops', 'white'),
      item('Grey tee', 'tops', 'grey'),
      item('Navy sweater', 'tops', 'navy'),
      item('Dark jeans', 'bottoms', 'denim'),
      item('Grey trousers', 'bottoms', 'grey'),
      item('Leather boots', 'shoes', 'black'),
      item('Rain jacket', 'outerwear', 'navy'),
    ];
    const answer = packingSuggestions(wardrobe, { days: 3, weather: 'rainy', temperature: 55 });
    const picked = new Set(answer.picks.map((p) => p.itemId));
    expect(picked.has(wardrobe[6]!.id)).toBe(true);
    expect(answer.outfitCount).toBeGreaterThanOrEqual(3);
    expect(answer.missing).toEqual([]);
  });
});
