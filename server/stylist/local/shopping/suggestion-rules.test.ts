import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { finishSuggestions, usualBrand, type ShoppingDraft } from './suggestion-rules.ts';

const piece = (
  name: string,
  category: Category,
  color: string,
  extra: Partial<StylistItem> = {},
): StylistItem => ({ ...item(name, category, color), price: null, brand: null, ...extra });

const draft = (
  itemName: string,
  category: Category,
  extra: Partial<ShoppingDraft> = {},
): ShoppingDraft => ({
  itemName,
  category,
  description: null,
  reason: 'A versatile piece.',
  colorText: null,
  tags: [],
  pairsWith: [],
  ...extra,
});

const names = (list: readonly { itemName: string }[]) => list.map((s) => s.itemName);

describe('finishSuggestions: no duplicates', () => {
  const jeans = [
    draft('Dark Wash Jeans', 'bottoms'),
    draft('Slim Jeans', 'bottoms'),
    draft('Blue Denim Jeans', 'bottoms'),
  ];

  it('keeps one of a kind in one answer, not only one of a name', () => {
    expect(names(finishSuggestions(jeans, [], []))).toEqual(['Dark Wash Jeans']);
    const shoes = [draft('White Leather Sneakers', 'shoes'), draft('Black Trainers', 'shoes')];
    expect(names(finishSuggestions(shoes, [], []))).toEqual(['White Leather Sneakers']);
  });

  it('never suggests a kind any stored suggestion already has', () => {
    expect(finishSuggestions(jeans, [], [{ itemName: 'Black Jeans' }])).toEqual([]);
    const kept = finishSuggestions(
      [...jeans, draft('Navy Blazer', 'outerwear')],
      [],
      [{ itemName: '  dark WASH jeans ' }],
    );
    expect(names(kept)).toEqual(['Navy Blazer']);
  });

  it('tells a blazer from a rain jacket, and a tee from a shirt', () => {
    const list = [
      draft('Navy Blazer', 'outerwear'),
      draft('Olive Rain Jacket', 'outerwear'),
      draft('White Crew-Neck T-Shirt', 'tops'),
      draft('White Oxford Shirt', 'tops'),
    ];
    expect(finishSuggestions(list, [], [])).toHaveLength(4);
  });

  it('stops at the limit, in the drafts’ order', () => {
    const list = ['Tee', 'Jeans', 'Blazer', 'Boots', 'Belt', 'Scarf'].map((n) =>
      draft(`Black ${n}`, 'accessories'),
    );
    expect(names(finishSuggestions(list, [], [], 2))).toEqual(['Black Tee', 'Black Jeans']);
  });
});

describe('finishSuggestions: never what the wardrobe has', () => {
  const wardrobe = [
    piece('White Sneakers', 'shoes', 'white'),
    piece('Navy Joggers', 'bottoms', 'navy'),
    piece('Grey Chinos', 'bottoms', 'grey'),
    piece('Black Leather Belt', 'accessories', 'black', { isActive: false }),
  ];

  it('drops the same kind in a like colour', () => {
    const list = [
      draft('White Leather Sneakers', 'shoes', { colorText: 'white' }),
      draft('Off-White Trainers', 'shoes'),
    ];
    expect(finishSuggestions(list, wardrobe, [])).toEqual([]);
  });

  it('keeps another colour, a different formality and what only an inactive piece had', () => {
    const list = [
      draft('Black Leather Sneakers', 'shoes', { colorText: 'black' }),
      draft('Navy Tailored Trousers', 'bottoms', { colorText: 'navy' }),
      draft('Black Leather Belt', 'accessories', { colorText: 'black' }),
    ];
    expect(names(finishSuggestions(list, wardrobe, []))).toEqual([
      'Black Leather Sneakers',
      'Navy Tailored Trousers',
      'Black Leather Belt',
    ]);
  });

  it('drops a colourless suggestion of a kind the wardrobe has', () => {
    expect(finishSuggestions([draft('Chinos', 'bottoms')], wardrobe, [])).toEqual([]);
  });
});

describe('finishSuggestions: price, brand, colour and reason', () => {
  const wardrobe = [
    piece('Navy Blazer', 'outerwear', 'navy', { price: 23267, brand: 'Uniqlo' }),
    piece('Grey Chinos', 'bottoms', 'grey', { price: 5200 }),
    piece('White Tee', 'tops', 'white', { price: 1500, brand: 'Uniqlo' }),
    piece('Black Tee', 'tops', 'black', { price: 1700, brand: 'uniqlo ' }),
    piece('Striped Tee', 'tops', 'navy stripes', { price: 2000, brand: 'COS' }),
    piece('Old Shirt', 'tops', 'red', { price: 90000, isActive: false }),
  ];

  it('prices at a shop price from the user’s own spend, else a default for the kind', () => {
    const [coat, boots, shirt] = finishSuggestions(
      [
        draft('Camel Trench Coat', 'outerwear'),
        draft('Brown Chelsea Boots', 'shoes'),
        draft('Light Blue Oxford Shirt', 'tops'),
      ],
      wardrobe,
      [],
    );
    expect(coat?.estimatedPrice).toBe(22900);
    expect(boots?.estimatedPrice).toBe(14900);
    // (1500 + 1700 + 2000) / 3 = $17.33; the inactive $900 shirt does not count.
    expect(shirt?.estimatedPrice).toBe(1499);
  });

  it('prices by what the user pays for that kind first; accessories never by their category', () => {
    const accessories = [
      piece('Gold Watch', 'accessories', 'gold', { price: 45000 }),
      piece('Brown Leather Belt', 'accessories', 'brown', { price: 4500 }),
      piece('Black Skinny Jeans', 'bottoms', 'black', { price: 12000 }),
      piece('Grey Chinos', 'bottoms', 'grey', { price: 3000 }),
    ];
    const [belt, bag, jeans] = finishSuggestions(
      [
        draft('Black Leather Belt', 'accessories'),
        draft('Tan Crossbody Bag', 'accessories'),
        draft('Dark Wash Jeans', 'bottoms', { colorText: 'denim' }),
      ],
      accessories,
      [],
    );
    expect(belt?.estimatedPrice).toBe(4499);
    expect(bag?.estimatedPrice).toBe(8999); // the default for a bag, not the watch's $450
    expect(jeans?.estimatedPrice).toBe(11900); // their jeans, not the bottoms' average
  });

  it('names the brand the user buys most in the category, never a made-up one', () => {
    expect(usualBrand(wardrobe, 'tops')).toBe('Uniqlo');
    expect(usualBrand(wardrobe, 'outerwear')).toBeNull(); // once is not "often"
    expect(usualBrand(wardrobe, 'shoes')).toBeNull();
    const tie = [...wardrobe, piece('Breton', 'tops', 'white', { brand: 'COS' })];
    expect(usualBrand(tie, 'tops')).toBeNull();
    const [shirt] = finishSuggestions([draft('White Oxford Shirt', 'tops')], wardrobe, []);
    expect(shirt?.brand).toBe('Uniqlo');
    expect(shirt?.reason).toContain('You often buy Uniqlo for tops.');
  });

  it('puts the colour, snapped to a drawing colour, first in the tags', () => {
    const [scarf, print] = finishSuggestions(
      [
        draft('Midnight Wool Scarf', 'accessories', { colorText: 'midnight blue', tags: ['warm'] }),
        draft('Floral Silk Blouse', 'tops', { colorText: 'floral' }),
      ],
      [],
      [],
    );
    expect(scarf?.color).toBe('navy');
    expect(scarf?.tags).toEqual(['navy', 'warm']);
    expect(print?.color).toBeNull();
  });

  it('cites the user’s own pieces when the reason names none', () => {
    const pairs = [wardrobe[0], wardrobe[1]].filter((p) => p !== undefined);
    const [loafers, belt] = finishSuggestions(
      [
        draft('Brown Loafers', 'shoes', { reason: 'Smart and easy.', pairsWith: pairs }),
        draft('Brown Belt', 'accessories', {
          reason: 'Finishes your Grey Chinos.',
          pairsWith: pairs,
        }),
      ],
      wardrobe,
      [],
    );
    expect(loafers?.reason).toBe('Smart and easy. Goes with your Navy Blazer and Grey Chinos.');
    expect(belt?.reason).toBe('Finishes your Grey Chinos.');
  });
});
