// Helpers for the engine's tests: terse wardrobe items and requests.
import { DEFAULT_TEMPERATURE } from '../../../../contract/outfits.ts';
import type { Category } from '../../../../contract/wardrobe.ts';
import type { OutfitRequest, StylistItem } from '../../../stylist/stylist.ts';

export const NOW = new Date('2025-03-15T12:00:00Z');

let counter = 0;

/** An item with sensible defaults; the id defaults to a slug of the name. */
export function item(
  name: string,
  category: Category,
  color: string | null,
  extra: Partial<StylistItem> = {},
): StylistItem {
  counter += 1;
  return {
    id: extra.id ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${counter}`,
    name,
    category,
    subcategory: null,
    color,
    tags: [],
    timesWorn: 3,
    lastWorn: new Date('2025-02-01T12:00:00Z'),
    inLaundry: false,
    isActive: true,
    price: null,
    brand: null,
    ...extra,
  };
}

/** A request with defaults: work, sunny, the API's default temperature (70 °F), seed 1. */
export function request(extra: Partial<OutfitRequest> = {}): OutfitRequest {
  return {
    occasion: 'work',
    weather: 'sunny',
    temperature: DEFAULT_TEMPERATURE,
    stylePreferences: [],
    seed: 1,
    now: NOW,
    ...extra,
  };
}

/** A varied, realistic wardrobe of about 40 pieces. */
export function sampleWardrobe(): StylistItem[] {
  return [
    item('White Oxford Shirt', 'tops', 'white'),
    item('Light Blue Button-Down', 'tops', 'light blue'),
    item('Black Silk Blouse', 'tops', 'black'),
    item('Emerald Silk Blouse', 'tops', 'emerald'),
    item('Grey Crew Tee', 'tops', 'grey'),
    item('Striped Breton Tee', 'tops', 'navy stripes'),
    item('Cream Cashmere Sweater', 'tops', 'cream'),
    item('Rust Knit Sweater', 'tops', 'rust'),
    item('Grey Hoodie', 'tops', 'grey'),
    item('Blush Lace Camisole', 'tops', 'blush'),
    item('Black Tank Top', 'tops', 'black'),
    item('Navy Tailored Trousers', 'bottoms', 'navy'),
    item('Charcoal Wool Trousers', 'bottoms', 'charcoal'),
    item('Dark Wash Jeans', 'bottoms', 'denim'),
    item('Camel Pencil Skirt', 'bottoms', 'camel'),
    item('Beige Chinos', 'bottoms', 'beige'),
    item('Black Leggings', 'bottoms', 'black', { tags: ['gym'] }),
    item('Denim Shorts', 'bottoms', 'denim'),
    item('Burgundy Midi Skirt', 'bottoms', 'burgundy'),
    item('Black Sheath Dress', 'dresses', 'black'),
    item('Floral Wrap Dress', 'dresses', 'floral'),
    item('Linen Sundress', 'dresses', 'white'),
    item('Navy Blazer', 'outerwear', 'navy'),
    item('Camel Wool Coat', 'outerwear', 'camel'),
    item('Beige Trench Coat', 'outerwear', 'beige'),
    item('Black Leather Jacket', 'outerwear', 'black'),
    item('Black Puffer Jacket', 'outerwear', 'black'),
    item('Denim Jacket', 'outerwear', 'denim'),
    item('Brown Leather Loafers', 'shoes', 'brown'),
    item('Black Leather Chelsea Boots', 'shoes', 'black'),
    item('Tan Suede Ankle Boots', 'shoes', 'tan'),
    item('White Canvas Sneakers', 'shoes', 'white'),
    item('Black Running Shoes', 'shoes', 'black'),
    item('Nude Pumps', 'shoes', 'nude'),
    item('Tan Leather Sandals', 'shoes', 'tan'),
    item('Gold Watch', 'accessories', 'gold'),
    item('Black Leather Belt', 'accessories', 'black'),
    item('Grey Wool Scarf', 'accessories', 'grey'),
    item('Black Sunglasses', 'accessories', 'black'),
    item('Navy Umbrella', 'accessories', 'navy'),
  ];
}
