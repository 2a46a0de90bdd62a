import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../../contract/wardrobe.ts';
import { item } from '../../../../test/kits/stylist/test-wardrobe.ts';
import { readGarment, type GarmentTraits } from '../garment-traits.ts';
import { correctSpelling, readPhrases } from './lexicon.ts';

// Untagged, as most people leave them: the name and the category are all there is.
const read = (name: string, category: Category, subcategory: string | null = null) =>
  readGarment(item(name, category, null, { subcategory }));

describe('the garment lexicon reads a piece from its name', () => {
  it.each<[string, Category, Partial<GarmentTraits>]>([
    ['Rain Mac', 'outerwear', { garment: 'raincoat', rainGear: true, rainReady: true }],
    ['Puffer', 'outerwear', { garment: 'puffer', warmth: 3, rainReady: true, rainGear: false }],
    ['Parka', 'outerwear', { warmth: 3, rainReady: true }],
    [
      'Trench',
      'outerwear',
      { garment: 'trench coat', warmth: 2, rainReady: true, rainGear: false },
    ],
    ['Gilet', 'outerwear', { garment: 'gilet', warmth: 1.25 }],
    ['Blazer', 'outerwear', { garment: 'blazer', formality: 4, warmth: 1.75 }],
    ['Hoodie', 'tops', { garment: 'hoodie', sport: 'lounge', formality: 1 }],
    ['Jumper', 'tops', { garment: 'sweater', warmth: 2 }],
    ['Cardigan', 'tops', { garment: 'cardigan', kind: 'top' }],
    ['Cardigan', 'outerwear', { garment: 'cardigan', kind: 'outerwear' }],
    ['Tee', 'tops', { garment: 't shirt', formality: 2 }],
    ['Bikini', 'tops', { swim: true, beach: true, season: 'summer' }],
    ['Chinos', 'bottoms', { garment: 'chinos', formality: 3 }],
    ['Joggers', 'bottoms', { sport: 'athletic', activewear: true }],
    ['Leggings', 'bottoms', { sport: 'athletic' }],
    ['Denim Cutoffs', 'bottoms', { bareLegs: true, season: 'summer', coldUnsafe: true }],
    ['Sarong', 'bottoms', { beach: true, season: 'summer' }],
    ['Flip Flops', 'shoes', { openShoe: true, beach: true, rainUnsafe: true, coldUnsafe: true }],
    ['Slides', 'shoes', { openShoe: true, beach: true }],
    ['Espadrilles', 'shoes', { openShoe: true, season: 'summer', rainUnsafe: true }],
    ['Suede Loafers', 'shoes', { garment: 'loafer', delicate: true, rainUnsafe: true }],
    ['Brogues', 'shoes', { garment: 'brogue', formality: 4, laceUp: true }],
    ['Oxfords', 'shoes', { garment: 'oxford', formality: 4.5, laceUp: true }],
    ['Court shoes', 'shoes', { garment: 'court shoe', formality: 4.5 }],
    ['Trainers', 'shoes', { garment: 'sneaker', sport: 'sporty', activewear: true }],
    ['Wellies', 'shoes', { garment: 'wellington', rainGear: true }],
    ['Beanie', 'accessories', { headwear: 'winter', season: 'winter', warmth: 2.5 }],
    ['Wool Scarf', 'accessories', { season: 'winter', warmth: 2.5 }],
    ['Gloves', 'accessories', { season: 'winter', warmth: 3 }],
    ['Mittens', 'accessories', { season: 'winter' }],
    ['Baseball Cap', 'accessories', { garment: 'cap', headwear: 'cap' }],
    ['Bucket Hat', 'accessories', { headwear: 'cap' }],
    ['Fedora', 'accessories', { headwear: 'hat', formality: 3 }],
    ['Sunglasses', 'accessories', { sunGear: true }],
    ['Umbrella', 'accessories', { rainGear: true }],
    ['Tie', 'accessories', { needsCollar: true }],
  ])('%s (%s)', (name, category, expected) => {
    expect(read(name, category)).toMatchObject(expected);
  });

  it('reads a noun by the category it is filed under', () => {
    expect(read('Oxford', 'tops')).toMatchObject({ garment: 'oxford shirt', collared: true });
    expect(read('Oxfords', 'shoes').garment).toBe('oxford');
    expect(read('Vest', 'tops').garment).toBe('tank top');
    expect(read('Vest', 'outerwear').garment).toBe('gilet');
    expect(read('Maxi', 'dresses').garment).toBe('maxi dress');
    expect(read('Maxi', 'bottoms').garment).toBe('maxi skirt');
  });

  it('knows regional words and brands', () => {
    expect(read('Trackies', 'bottoms').sport).toBe('athletic');
    expect(read('Thongs', 'shoes').openShoe).toBe(true);
    expect(read('Brolly', 'accessories').rainGear).toBe(true);
    expect(read('Nike Hoodie', 'tops').sport).toBe('athletic');
    expect(read('Bobble Hat', 'accessories').season).toBe('winter');
    expect(read('Jorts', 'bottoms').bareLegs).toBe(true);
  });

  it('reads common misspellings, listed or near enough', () => {
    for (const [name, category, garment] of [
      ['Sneekers', 'shoes', 'sneaker'],
      ['Trowsers', 'bottoms', 'trousers'],
      ['Sandles', 'shoes', 'sandal'],
      ['Beany', 'accessories', 'beanie'],
      ['Hoody', 'tops', 'hoodie'],
      ['Leggins', 'bottoms', 'leggings'],
      ['Blazzer', 'outerwear', 'blazer'],
      // Not listed: matched by spelling, one letter off.
      ['Hoddie', 'tops', 'hoodie'],
      ['Loafrs', 'shoes', 'loafer'],
      ['Cardigann', 'tops', 'cardigan'],
    ] as const)
      expect(read(name, category).garment, name).toBe(garment);
  });

  it('does not guess from words that are not garments', () => {
    expect(correctSpelling('party')).toBeNull();
    expect(correctSpelling('navy')).toBeNull();
    expect(correctSpelling('floral')).toBeNull();
    // "Cap sleeve" is a sleeve, "tie dye" a print, "light blue" a colour.
    expect(read('Cap Sleeve Blouse', 'tops').garment).toBe('blouse');
    expect(read('Tie Dye Tee', 'tops').needsCollar).toBe(false);
    expect(read('Light Blue Shirt', 'tops').warmth).toBe(read('Blue Shirt', 'tops').warmth);
    expect(read('Light Jacket', 'outerwear').warmth).toBeLessThan(
      read('Jacket', 'outerwear').warmth,
    );
  });

  it('reads materials and weights from any of the texts', () => {
    expect(read('Linen Shirt', 'tops')).toMatchObject({ season: 'summer', warmth: 0 });
    expect(read('Silk Blouse', 'tops').delicate).toBe(true);
    expect(read('Boots', 'shoes', 'Suede')).toMatchObject({ rainUnsafe: true });
    expect(read('Canvas Tote', 'accessories').rainUnsafe).toBe(false);
    expect(read('Canvas Sneakers', 'shoes').rainUnsafe).toBe(true);
    expect(read('Wool Blazer', 'outerwear').warmth).toBeLessThan(2.75);
  });

  it('reads a piece it cannot pin down as a range, and leaves unknown accessories unnamed', () => {
    const smock = read('Smock Dress', 'dresses');
    expect(smock.formalityRange.max - smock.formalityRange.min).toBeGreaterThan(1);
    expect(read('Wrap Dress', 'dresses').formalityRange).toEqual({ min: 3.5, max: 3.5 });
    expect(read('Mystery', 'outerwear').warmthRange.min).toBeLessThan(2);
    expect(read('Keyring', 'accessories').garment).toBeNull();
  });

  it('finds phrases longest first', () => {
    expect(readPhrases('Little Black Dress').map((f) => f.phrase)).toEqual(['little black dress']);
    expect(readPhrases('Navy Cable Knit Cardigan').map((f) => f.phrase)).toEqual([
      'cable knit',
      'cardigan',
    ]);
    expect(read('Navy Cable Knit Cardigan', 'tops').garment).toBe('cardigan');
  });
});
