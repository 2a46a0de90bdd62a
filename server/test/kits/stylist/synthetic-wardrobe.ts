// Seeded synthetic wardrobes for the benchmark and the engine's tests; never shown to users.
import type { Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../../stylist/stylist.ts';
import { mulberry32, pick, type Random } from '../../../stylist/local/prng.ts';

const GARMENTS: Readonly<Record<Category, readonly [string, ...string[]]>> = {
  tops: [
    'T-Shirt',
    'Oxford Shirt',
    'Silk Blouse',
    'Knit Sweater',
    'Hoodie',
    'Tank Top',
    'Turtleneck',
    'Polo',
    'Linen Shirt',
    'Cashmere Sweater',
    'Lace Camisole',
    'Graphic Tee',
  ],
  bottoms: [
    'Jeans',
    'Tailored Trousers',
    'Chinos',
    'Pencil Skirt',
    'Midi Skirt',
    'Leggings',
    'Joggers',
    'Shorts',
    'Wool Trousers',
    'Cargo Pants',
    'Running Shorts',
  ],
  dresses: [
    'Wrap Dress',
    'Sheath Dress',
    'Slip Dress',
    'Sundress',
    'Cocktail Dress',
    'Maxi Dress',
    'Sweater Dress',
    'Gown',
  ],
  outerwear: [
    'Wool Coat',
    'Trench Coat',
    'Puffer Jacket',
    'Leather Jacket',
    'Denim Jacket',
    'Blazer',
    'Rain Jacket',
    'Parka',
    'Windbreaker',
    'Cardigan',
    'Fleece',
  ],
  shoes: [
    'Sneakers',
    'Leather Loafers',
    'Oxfords',
    'Chelsea Boots',
    'Suede Ankle Boots',
    'Canvas Sneakers',
    'Sandals',
    'Pumps',
    'Running Shoes',
    'Ballet Flats',
    'Rain Boots',
  ],
  accessories: [
    'Watch',
    'Leather Belt',
    'Wool Scarf',
    'Sunglasses',
    'Clutch',
    'Tote Bag',
    'Baseball Cap',
    'Umbrella',
    'Necklace',
    'Beanie',
  ],
};

const COLORS: readonly [string, ...string[]] = [
  'black',
  'white',
  'grey',
  'navy',
  'beige',
  'camel',
  'denim',
  'cream',
  'brown',
  'charcoal',
  'red',
  'burgundy',
  'emerald',
  'olive',
  'mustard',
  'rust',
  'blush',
  'lavender',
  'cobalt',
  'teal',
  'coral',
  'sage',
  'floral',
  'light blue',
  'hot pink',
  'orange',
  '#3a5f8a',
  null as unknown as string,
];

const TAGS: readonly [string, ...string[]] = [
  'minimalist',
  'boho',
  'classic',
  'trendy',
  'edgy',
  'romantic',
  'wool',
  'linen',
  'waterproof',
  'gym',
  'oversized',
  'vintage',
];

// Roughly how wardrobes split across categories.
const MIX: readonly (readonly [Category, number])[] = [
  ['tops', 0.3],
  ['bottoms', 0.2],
  ['dresses', 0.08],
  ['outerwear', 0.12],
  ['shoes', 0.15],
  ['accessories', 0.15],
];

function category(random: Random): Category {
  let r = random();
  for (const [c, share] of MIX) {
    if (r < share) return c;
    r -= share;
  }
  return 'tops';
}

/** A wardrobe of `size` items; the same seed gives the same wardrobe. */
export function syntheticWardrobe(
  size: number,
  seed: number,
  now = new Date('2025-03-15T12:00:00Z'),
): StylistItem[] {
  const random = mulberry32(seed);
  const items: StylistItem[] = [];
  for (let i = 0; i < size; i++) {
    const cat = category(random);
    const garment = pick(random, GARMENTS[cat]);
    const color = pick(random, COLORS);
    const timesWorn = Math.floor(random() * random() * 60);
    const lastWorn =
      timesWorn === 0 ? null : new Date(now.getTime() - Math.floor(random() * 200) * 86_400_000);
    items.push({
      id: `item-${seed}-${i.toString().padStart(5, '0')}`,
      name: color
        ? `${color.startsWith('#') ? 'Blue' : color.replace(/^./, (c) => c.toUpperCase())} ${garment}`
        : garment,
      category: cat,
      subcategory: random() < 0.5 ? (garment.split(' ').slice(-1)[0] ?? null) : null,
      color,
      tags: random() < 0.4 ? [pick(random, TAGS)] : [],
      timesWorn,
      lastWorn,
      inLaundry: random() < 0.06,
      isActive: random() > 0.03,
      price: null,
      brand: null,
    });
  }
  return items;
}
