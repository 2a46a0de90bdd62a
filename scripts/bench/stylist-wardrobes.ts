// Wardrobes for the stylist evaluation (npm run bench:stylist), written as people name their
// clothes: no tags, mostly no subcategory, UK and US words, a few misspellings. Each piece also
// carries what a person knows about it (the flags after the colour), which the independent
// checker in stylist-checker.ts reads; the engine never sees them.
//
// Flags: f<N> formality (1 sport or lounge, 2 casual, 3 smart casual, 4 business, 5 black tie);
// sport (made for training), sneaker (everyday trainers), lounge, cap, beach, swim; rain (rain
// gear: only for rain), rainok (a layer that copes with rain); sun (sunglasses, sun hats);
// winter (winter-only accessory or boots); heavy / mid / light (outerwear weight); warm (a warm
// knit or fleece); summer (summer-only piece); legs (bare legs: shorts); open (open shoes);
// suede, canvas (ruined or soaked by rain); nowork (not for the office, e.g. a crop top).
import type { Category } from '../../contract/wardrobe.ts';

export interface BenchPiece {
  name: string;
  category: Category;
  color: string | null;
  subcategory: string | null;
  flags: ReadonlySet<string>;
  formality: number;
}

export interface BenchWardrobe {
  name: string;
  pieces: BenchPiece[];
}

type Row = readonly [name: string, category: Category, color: string | null, flags: string];

function wardrobe(name: string, rows: readonly Row[], subcategories: Record<string, string> = {}) {
  const pieces = rows.map(([piece, category, color, flags]) => {
    const set = new Set(flags.split(/\s+/).filter(Boolean));
    const f = [...set].find((x) => /^f\d/.test(x));
    if (!f) throw new Error(`${piece}: no formality flag`);
    return {
      name: piece,
      category,
      color,
      subcategory: subcategories[piece] ?? null,
      flags: set,
      formality: Number(f.slice(1)),
    };
  });
  return { name, pieces };
}

const SMALL: Row[] = [
  ['White Tee', 'tops', 'White', 'f2'],
  ['Grey Jumper', 'tops', 'Grey', 'f2.5 warm'],
  ['Blue Jeans', 'bottoms', 'Blue', 'f2'],
  ['Black Trousers', 'bottoms', 'Black', 'f3.5'],
  ['Navy Shorts', 'bottoms', 'Navy', 'f1.5 legs'],
  ['Trainers', 'shoes', 'White', 'f2 sneaker'],
  ['Brown Boots', 'shoes', 'Brown', 'f3'],
  ['Sandals', 'shoes', 'Tan', 'f2 open'],
  ['Denim Jacket', 'outerwear', 'Blue', 'f2 mid'],
  ['Black Puffer', 'outerwear', 'Black', 'f2 heavy rainok'],
  ['Rain Mac', 'outerwear', 'Yellow', 'f2 light rain'],
  ['Beanie', 'accessories', 'Grey', 'f2 winter'],
];

const LARGE: Row[] = [
  ['White Oxford Shirt', 'tops', 'White', 'f3.5'],
  ['Pale Blue Shirt', 'tops', 'Light Blue', 'f3.5'],
  ['Black Silk Blouse', 'tops', 'Black', 'f4'],
  ['Cream Blouse', 'tops', 'Cream', 'f3.5'],
  ['Striped Tee', 'tops', 'Navy and White', 'f2'],
  ['Plain White Tee', 'tops', 'White', 'f2'],
  ['Band T-Shirt', 'tops', 'Black', 'f1.5'],
  ['Grey Hoodie', 'tops', 'Grey', 'f1.5 lounge warm'],
  ['Navy Cable Knit Jumper', 'tops', 'Navy', 'f2.5 warm'],
  ['Camel Turtleneck', 'tops', 'Camel', 'f3 warm'],
  ['Olive Cardigan', 'tops', 'Olive', 'f3'],
  ['Black Vest Top', 'tops', 'Black', 'f2 summer'],
  ['Sports Bra', 'tops', 'Black', 'f1 sport'],
  ['Polo Shirt', 'tops', 'Green', 'f2.5'],
  ['Linen Shirt', 'tops', 'Beige', 'f3 summer'],
  ['Red Knit Top', 'tops', 'Red', 'f3'],
  ['Navy Suit Trousers', 'bottoms', 'Navy', 'f4'],
  ['Grey Wool Trousers', 'bottoms', 'Grey', 'f4'],
  ['Stone Chinos', 'bottoms', 'Stone', 'f3'],
  ['Dark Jeans', 'bottoms', 'Indigo', 'f2.5'],
  ['Ripped Jeans', 'bottoms', 'Light Blue', 'f1.5'],
  ['Black Pencil Skirt', 'bottoms', 'Black', 'f4'],
  ['Pleated Midi Skirt', 'bottoms', 'Burgundy', 'f3.5'],
  ['Denim Cutoffs', 'bottoms', 'Blue', 'f1.5 legs summer'],
  ['Khaki Shorts', 'bottoms', 'Khaki', 'f2 legs'],
  ['Leggings', 'bottoms', 'Black', 'f1 sport'],
  ['Joggers', 'bottoms', 'Grey', 'f1 sport lounge'],
  ['Little Black Dress', 'dresses', 'Black', 'f4'],
  ['Floral Summer Dress', 'dresses', 'Floral', 'f2.5 summer'],
  ['Navy Shirt Dress', 'dresses', 'Navy', 'f3.5'],
  ['Emerald Evening Gown', 'dresses', 'Emerald', 'f5'],
  ['Grey Jumper Dress', 'dresses', 'Grey', 'f2.5 warm'],
  ['Navy Blazer', 'outerwear', 'Navy', 'f4 mid'],
  ['Camel Overcoat', 'outerwear', 'Camel', 'f4 heavy rainok'],
  ['Beige Trench', 'outerwear', 'Beige', 'f3.5 mid rainok'],
  ['Yellow Rain Mac', 'outerwear', 'Yellow', 'f2 light rain'],
  ['Black Puffer Jacket', 'outerwear', 'Black', 'f2 heavy rainok'],
  ['Khaki Parka', 'outerwear', 'Khaki', 'f2 heavy rainok'],
  ['Leather Jacket', 'outerwear', 'Black', 'f2.5 mid rainok'],
  ['Denim Jacket', 'outerwear', 'Blue', 'f2 mid'],
  ['Navy Gilet', 'outerwear', 'Navy', 'f2 light'],
  ['Windbreaker', 'outerwear', 'Orange', 'f1 sport light rainok'],
  ['Black Oxfords', 'shoes', 'Black', 'f4.5'],
  ['Tan Brogues', 'shoes', 'Tan', 'f4'],
  ['Suede Loafers', 'shoes', 'Brown', 'f3.5 suede'],
  ['Nude Court Shoes', 'shoes', 'Nude', 'f4.5'],
  ['Black Ankle Boots', 'shoes', 'Black', 'f3'],
  ['White Trainers', 'shoes', 'White', 'f2 sneaker'],
  ['Running Shoes', 'shoes', 'Grey', 'f1 sport'],
  ['Canvas Plimsolls', 'shoes', 'White', 'f2 sneaker canvas'],
  ['Espadrilles', 'shoes', 'Navy', 'f2 open'],
  ['Flip Flops', 'shoes', 'Black', 'f1 open beach'],
  ['Green Wellies', 'shoes', 'Green', 'f1.5 rain'],
  ['Gold Watch', 'accessories', 'Gold', 'f3.5'],
  ['Brown Leather Belt', 'accessories', 'Brown', 'f3'],
  ['Wool Scarf', 'accessories', 'Grey', 'f3 winter'],
  ['Orange Beanie', 'accessories', 'Orange', 'f2 winter'],
  ['Green Baseball Cap', 'accessories', 'Green', 'f1.5 cap'],
  ['Aviator Sunglasses', 'accessories', 'Gold', 'f2.5 sun'],
  ['Navy Tie', 'accessories', 'Navy', 'f4'],
  ['Black Umbrella', 'accessories', 'Black', 'f3 rain'],
  ['Leather Gloves', 'accessories', 'Black', 'f3 winter'],
  ['Black Clutch', 'accessories', 'Black', 'f4.5'],
  ['Canvas Tote', 'accessories', 'Beige', 'f2'],
  ['Straw Hat', 'accessories', 'Beige', 'f2 sun summer'],
];

const SUMMER: Row[] = [
  ['White Linen Shirt', 'tops', 'White', 'f3 summer'],
  ['Cami Top', 'tops', 'Blush', 'f2.5 summer'],
  ['Crop Top', 'tops', 'Yellow', 'f2 summer nowork'],
  ['Tank Top', 'tops', 'White', 'f2 summer'],
  ['Striped Tee', 'tops', 'Blue and White', 'f2'],
  ['Bikini Top', 'tops', 'Coral', 'f1 swim summer'],
  ['Silk Cami', 'tops', 'Champagne', 'f3.5 summer'],
  ['Denim Cutoffs', 'bottoms', 'Light Blue', 'f1.5 legs summer'],
  ['White Shorts', 'bottoms', 'White', 'f2 legs'],
  ['Linen Trousers', 'bottoms', 'Beige', 'f3 summer'],
  ['Sarong', 'bottoms', 'Turquoise', 'f1 beach summer'],
  ['Flowy Maxi Skirt', 'bottoms', 'Terracotta', 'f2.5'],
  ['Floral Sundress', 'dresses', 'Floral', 'f2 summer'],
  ['White Broderie Dress', 'dresses', 'White', 'f3 summer'],
  ['Slip Dress', 'dresses', 'Sage', 'f3.5'],
  ['Kaftan', 'dresses', 'Multicolour', 'f1.5 beach summer'],
  ['Jumpsuit', 'dresses', 'Black', 'f3'],
  ['Flip Flops', 'shoes', 'White', 'f1 open beach'],
  ['Tan Sandals', 'shoes', 'Tan', 'f2 open'],
  ['Espadrilles', 'shoes', 'Natural', 'f2 open'],
  ['Slides', 'shoes', 'Black', 'f1 open beach'],
  ['White Sneakers', 'shoes', 'White', 'f2 sneaker'],
  ['Strappy Heels', 'shoes', 'Gold', 'f4 open'],
  ['Denim Jacket', 'outerwear', 'Blue', 'f2 mid'],
  ['Light Cardigan', 'outerwear', 'Cream', 'f2.5 light'],
  ['Sunglasses', 'accessories', 'Black', 'f2.5 sun'],
  ['Straw Sun Hat', 'accessories', 'Natural', 'f2 sun summer'],
  ['Bucket Hat', 'accessories', 'Khaki', 'f1.5 cap'],
  ['Beach Bag', 'accessories', 'Natural', 'f1.5 beach summer'],
  ['Gold Hoops', 'accessories', 'Gold', 'f3.5'],
];

const WINTER: Row[] = [
  ['Chunky Knit Jumper', 'tops', 'Cream', 'f2.5 warm'],
  ['Fleece', 'tops', 'Navy', 'f1.5 lounge warm'],
  ['Black Roll Neck', 'tops', 'Black', 'f3 warm'],
  ['Thermal Top', 'tops', 'Grey', 'f1.5 warm'],
  ['Flannel Shirt', 'tops', 'Red Check', 'f2.5'],
  ['White Shirt', 'tops', 'White', 'f3.5'],
  ['Merino Jumper', 'tops', 'Charcoal', 'f3 warm'],
  ['Cords', 'bottoms', 'Brown', 'f2.5'],
  ['Black Jeans', 'bottoms', 'Black', 'f2.5'],
  ['Wool Trousers', 'bottoms', 'Charcoal', 'f4'],
  ['Tartan Skirt', 'bottoms', 'Tartan', 'f3'],
  ['Fleece Lined Leggings', 'bottoms', 'Black', 'f1 sport'],
  ['Knitted Dress', 'dresses', 'Burgundy', 'f3 warm'],
  ['Velvet Dress', 'dresses', 'Navy', 'f4'],
  ['Long Puffer', 'outerwear', 'Black', 'f2 heavy rainok'],
  ['Parka', 'outerwear', 'Olive', 'f2 heavy rainok'],
  ['Wool Coat', 'outerwear', 'Camel', 'f4 heavy rainok'],
  ['Pea Coat', 'outerwear', 'Navy', 'f3.5 heavy rainok'],
  ['Shearling Jacket', 'outerwear', 'Brown', 'f2.5 heavy'],
  ['Snow Boots', 'shoes', 'Grey', 'f1.5 winter'],
  ['Black Leather Boots', 'shoes', 'Black', 'f3'],
  ['Chelsea Boots', 'shoes', 'Brown', 'f3.5'],
  ['Suede Desert Boots', 'shoes', 'Sand', 'f2.5 suede'],
  ['Uggs', 'shoes', 'Chestnut', 'f1.5 winter suede'],
  ['Black Loafers', 'shoes', 'Black', 'f4'],
  ['Running Trainers', 'shoes', 'Blue', 'f1 sport'],
  ['Bobble Hat', 'accessories', 'Red', 'f2 winter'],
  ['Wool Scarf', 'accessories', 'Grey', 'f3 winter'],
  ['Mittens', 'accessories', 'Red', 'f2 winter'],
  ['Cashmere Scarf', 'accessories', 'Camel', 'f3.5 winter'],
  ['Leather Gloves', 'accessories', 'Brown', 'f3.5 winter'],
  ['Earmuffs', 'accessories', 'White', 'f2 winter'],
];

// Mostly casual and sports clothes: formal looks are rarely possible, and should be refused.
const FORMAL_LIGHT: Row[] = [
  ['Gym Vest', 'tops', 'Black', 'f1 sport summer'],
  ['Running Top', 'tops', 'Neon Yellow', 'f1 sport'],
  ['Grey Sweatshirt', 'tops', 'Grey', 'f1.5 lounge warm'],
  ['Zip Hoodie', 'tops', 'Black', 'f1.5 lounge warm'],
  ['Graphic Tee', 'tops', 'White', 'f1.5'],
  ['Plain Black Tee', 'tops', 'Black', 'f2'],
  ['Check Shirt', 'tops', 'Blue Check', 'f2.5'],
  ['Sweatpants', 'bottoms', 'Grey', 'f1 lounge sport'],
  ['Gym Shorts', 'bottoms', 'Black', 'f1 sport legs'],
  ['Cycling Shorts', 'bottoms', 'Black', 'f1 sport legs'],
  ['Cargo Trousers', 'bottoms', 'Khaki', 'f2'],
  ['Skinny Jeans', 'bottoms', 'Black', 'f2'],
  ['Tennis Dress', 'dresses', 'White', 'f1 sport summer'],
  ['Track Jacket', 'outerwear', 'Navy', 'f1 sport light'],
  ['Bomber Jacket', 'outerwear', 'Olive', 'f2 mid'],
  ['Rain Jacket', 'outerwear', 'Red', 'f2 light rain'],
  ['Running Shoes', 'shoes', 'Black', 'f1 sport'],
  ['High Tops', 'shoes', 'White', 'f2 sneaker'],
  ['Sliders', 'shoes', 'Black', 'f1 open beach'],
  ['Desert Boots', 'shoes', 'Tan', 'f2.5 suede'],
  ['Snapback', 'accessories', 'Black', 'f1.5 cap'],
  ['Backpack', 'accessories', 'Black', 'f1.5'],
  ['Sports Watch', 'accessories', 'Black', 'f2'],
  ['Headband', 'accessories', 'White', 'f1.5'],
];

// Everyday names, misspellings and the subcategories a photo scan fills in.
const MIXED: Row[] = [
  ['Blue Button Down', 'tops', 'Blue', 'f3'],
  ['Silk Top', 'tops', 'Ivory', 'f3.5'],
  ['Jumper', 'tops', 'Oatmeal', 'f2.5 warm'],
  ['Hoody', 'tops', 'Black', 'f1.5 lounge warm'],
  ['Tshirt', 'tops', 'Grey', 'f2'],
  ['Cardi', 'tops', 'Mustard', 'f2.5'],
  ['Lace Blouse', 'tops', 'White', 'f3.5'],
  ['Singlet', 'tops', 'White', 'f1.5 summer'],
  ['Trowsers', 'bottoms', 'Navy', 'f3.5'],
  ['Chinos', 'bottoms', 'Beige', 'f3'],
  ['Mom Jeans', 'bottoms', 'Blue', 'f2'],
  ['Leggins', 'bottoms', 'Black', 'f1 sport'],
  ['Cut Offs', 'bottoms', 'Blue', 'f1.5 legs summer'],
  ['Midi Skirt', 'bottoms', 'Forest Green', 'f3.5'],
  ['Wrap Dress', 'dresses', 'Red', 'f3.5'],
  ['Sun Dress', 'dresses', 'Yellow', 'f2 summer'],
  ['Cocktail Dress', 'dresses', 'Navy', 'f4.5'],
  ['Blazzer', 'outerwear', 'Black', 'f4 mid'],
  ['Trench Coat', 'outerwear', 'Camel', 'f3.5 mid rainok'],
  ['Raincoat', 'outerwear', 'Navy', 'f2 light rain'],
  ['Puffa Jacket', 'outerwear', 'Silver', 'f2 heavy rainok'],
  ['Wool Coat', 'outerwear', 'Grey', 'f4 heavy rainok'],
  ['Jean Jacket', 'outerwear', 'Light Blue', 'f2 mid'],
  ['Sneekers', 'shoes', 'White', 'f2 sneaker'],
  ['Loafers', 'shoes', 'Black', 'f4'],
  ['Heels', 'shoes', 'Black', 'f4.5'],
  ['Sandles', 'shoes', 'Brown', 'f2 open'],
  ['Suede Chelsea Boots', 'shoes', 'Taupe', 'f3.5 suede'],
  ['Ankle Boots', 'shoes', 'Brown', 'f3'],
  ['Gumboots', 'shoes', 'Black', 'f1.5 rain'],
  ['Ballet Flats', 'shoes', 'Nude', 'f3'],
  ['Sunnies', 'accessories', 'Tortoiseshell', 'f2.5 sun'],
  ['Beany', 'accessories', 'Navy', 'f2 winter'],
  ['Scarf', 'accessories', 'Red', 'f3'],
  ['Crossbody Bag', 'accessories', 'Tan', 'f3'],
  ['Pearl Necklace', 'accessories', 'White', 'f4'],
  ['Gloves', 'accessories', 'Black', 'f3 winter'],
  ['Fedora', 'accessories', 'Brown', 'f3'],
];

const MIXED_SUBCATEGORIES: Record<string, string> = {
  'Blue Button Down': 'Shirt',
  Jumper: 'Pullover',
  Tshirt: 'T-Shirt',
  Trowsers: 'Trousers',
  Sneekers: 'Sneaker',
  Sandles: 'Sandal',
  'Ankle Boots': 'Ankle Boot',
  'Trench Coat': 'Coat',
  Blazzer: 'Coat',
  'Wrap Dress': 'Dress',
};

// Menswear, tailored: suits and ties, few colours.
const MENSWEAR: Row[] = [
  ['White Dress Shirt', 'tops', 'White', 'f4'],
  ['Blue Oxford', 'tops', 'Light Blue', 'f3.5'],
  ['Navy Polo', 'tops', 'Navy', 'f2.5'],
  ['Grey Crew Neck Jumper', 'tops', 'Grey', 'f3 warm'],
  ['White Tee', 'tops', 'White', 'f2'],
  ['Charcoal Suit Trousers', 'bottoms', 'Charcoal', 'f4.5'],
  ['Navy Chinos', 'bottoms', 'Navy', 'f3'],
  ['Selvedge Jeans', 'bottoms', 'Indigo', 'f2.5'],
  ['Swim Shorts', 'bottoms', 'Teal', 'f1 swim legs summer'],
  ['Charcoal Suit Jacket', 'outerwear', 'Charcoal', 'f4.5 mid'],
  ['Navy Overcoat', 'outerwear', 'Navy', 'f4 heavy rainok'],
  ['Waxed Jacket', 'outerwear', 'Olive', 'f2.5 mid rainok'],
  ['Harrington Jacket', 'outerwear', 'Stone', 'f2.5 light'],
  ['Black Derbies', 'shoes', 'Black', 'f4.5'],
  ['Brown Brogues', 'shoes', 'Brown', 'f4'],
  ['Suede Loafers', 'shoes', 'Tan', 'f3.5 suede'],
  ['Leather Sneakers', 'shoes', 'White', 'f2 sneaker'],
  ['Boat Shoes', 'shoes', 'Brown', 'f2.5'],
  ['Silk Tie', 'accessories', 'Burgundy', 'f4'],
  ['Bow Tie', 'accessories', 'Black', 'f5'],
  ['Leather Belt', 'accessories', 'Black', 'f3'],
  ['Steel Watch', 'accessories', 'Silver', 'f3.5'],
  ['Flat Cap', 'accessories', 'Grey', 'f2.5 cap'],
  ['Panama Hat', 'accessories', 'Cream', 'f3 sun summer'],
];

// Written after the engine was tuned on the wardrobes above, as a check that it was not tuned
// to their names: other words for the same things, and pieces none of them has.
const HELD_OUT_CITY: Row[] = [
  ['Ribbed Tank', 'tops', 'Ecru', 'f2 summer'],
  ['Sequin Top', 'tops', 'Silver', 'f4'],
  ['Cropped Hoodie', 'tops', 'Lilac', 'f1.5 lounge warm'],
  ['Golf Polo', 'tops', 'White', 'f2.5'],
  ['Rugby Shirt', 'tops', 'Green and Navy', 'f2'],
  ['Satin Shirt', 'tops', 'Champagne', 'f3.5'],
  ['Fair Isle Jumper', 'tops', 'Multicolour', 'f2.5 warm'],
  ['Wide Leg Jeans', 'bottoms', 'Mid Blue', 'f2'],
  ['Pleated Trousers', 'bottoms', 'Taupe', 'f3.5'],
  ['Satin Slip Skirt', 'bottoms', 'Emerald', 'f3.5'],
  ['Cargo Shorts', 'bottoms', 'Olive', 'f1.5 legs'],
  ['Bike Shorts', 'bottoms', 'Black', 'f1 sport legs'],
  ['Denim Skirt', 'bottoms', 'Blue', 'f2'],
  ['Tracksuit Bottoms', 'bottoms', 'Navy', 'f1 sport lounge'],
  ['Smock Dress', 'dresses', 'Sage', 'f2.5'],
  ['Bodycon Dress', 'dresses', 'Red', 'f3.5'],
  ['Teddy Coat', 'outerwear', 'Cream', 'f2.5 heavy'],
  ['Quilted Gilet', 'outerwear', 'Navy', 'f2 light'],
  ['Corduroy Jacket', 'outerwear', 'Tan', 'f2.5 mid'],
  ['Velvet Blazer', 'outerwear', 'Burgundy', 'f4 mid'],
  ['Mackintosh', 'outerwear', 'Stone', 'f3 light rain'],
  ['Anorak', 'outerwear', 'Red', 'f2 light rainok'],
  ['Chunky Trainers', 'shoes', 'White', 'f2 sneaker'],
  ['Mary Janes', 'shoes', 'Black', 'f3.5'],
  ['Kitten Heels', 'shoes', 'Nude', 'f4'],
  ['Knee High Boots', 'shoes', 'Brown', 'f3.5'],
  ['Birkenstocks', 'shoes', 'Taupe', 'f2 open'],
  ['Pool Sliders', 'shoes', 'White', 'f1 open beach'],
  ['Walking Boots', 'shoes', 'Brown', 'f1.5 sport'],
  ['Trucker Hat', 'accessories', 'Black', 'f1.5 cap'],
  ['Silk Scarf', 'accessories', 'Pink', 'f3.5'],
  ['Trapper Hat', 'accessories', 'Brown', 'f2 winter'],
  ['Straw Tote', 'accessories', 'Natural', 'f2 summer'],
  ['Brolly', 'accessories', 'Black', 'f3 rain'],
  ['Statement Earrings', 'accessories', 'Gold', 'f3.5'],
];

const HELD_OUT_OUTDOOR: Row[] = [
  ['Merino Base Layer', 'tops', 'Black', 'f1.5 warm'],
  ['Quarter Zip', 'tops', 'Grey', 'f2.5 warm'],
  ['Tech Tee', 'tops', 'Blue', 'f1 sport'],
  ['Chambray Shirt', 'tops', 'Light Blue', 'f2.5'],
  ['Cable Cardigan', 'tops', 'Cream', 'f2.5 warm'],
  ['Trail Shorts', 'bottoms', 'Black', 'f1 sport legs'],
  ['Hiking Trousers', 'bottoms', 'Khaki', 'f1.5 sport'],
  ['Thermal Leggings', 'bottoms', 'Black', 'f1 sport warm'],
  ['Dark Denim', 'bottoms', 'Indigo', 'f2.5'],
  ['Moleskin Trousers', 'bottoms', 'Olive', 'f3'],
  ['Ski Jacket', 'outerwear', 'Red', 'f1.5 heavy sport winter rainok'],
  ['Fleece Jacket', 'outerwear', 'Navy', 'f1.5 mid lounge'],
  ['Waterproof Shell', 'outerwear', 'Yellow', 'f1.5 light rain'],
  ['Down Parka', 'outerwear', 'Black', 'f2 heavy rainok'],
  ['Chore Coat', 'outerwear', 'Brown', 'f2.5 mid'],
  ['Poncho', 'outerwear', 'Green', 'f1.5 light rain'],
  ['Trail Runners', 'shoes', 'Orange', 'f1 sport'],
  ['Duck Boots', 'shoes', 'Brown', 'f1.5 winter rainok'],
  ['Hiking Sandals', 'shoes', 'Black', 'f1 open sport'],
  ['Suede Chukkas', 'shoes', 'Sand', 'f3 suede'],
  ['Leather Derbies', 'shoes', 'Brown', 'f4'],
  ['Buff', 'accessories', 'Grey', 'f1.5 winter'],
  ['Fleece Gloves', 'accessories', 'Black', 'f1.5 winter'],
  ['Sun Visor', 'accessories', 'White', 'f1 sun cap'],
  ['Bum Bag', 'accessories', 'Black', 'f1.5'],
  ['Wool Socks', 'accessories', 'Grey', 'f1.5 winter'],
];

export const BENCH_WARDROBES: BenchWardrobe[] = [
  wardrobe('small', SMALL),
  wardrobe('large', LARGE),
  wardrobe('summer-heavy', SUMMER),
  wardrobe('winter-heavy', WINTER),
  wardrobe('formal-light', FORMAL_LIGHT),
  wardrobe('mixed', MIXED, MIXED_SUBCATEGORIES),
  wardrobe('menswear', MENSWEAR),
  wardrobe('held-out-city', HELD_OUT_CITY),
  wardrobe('held-out-outdoor', HELD_OUT_OUTDOOR),
];
