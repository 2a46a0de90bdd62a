import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OCCASIONS, STYLE_PREFERENCES, WEATHERS } from '../../../../contract/outfits.ts';
import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import type { OutfitRequest, StylistItem } from '../../stylist.ts';
import { MAX_NON_NEUTRAL_COLORS, nonNeutralColorKeys } from '../garment/color/color-harmony.ts';
import { readColor } from '../garment/color/color-reading.ts';
import { NOW } from '../../../test/kits/stylist/test-wardrobe.ts';
import { outfitViolations } from './outfit-rules.ts';
import { suggestOutfits } from './suggest-outfits.ts';

const GARMENTS: Record<Category, string[]> = {
  tops: ['Tee', 'Silk Blouse', 'Hoodie', 'Oxford Shirt', 'Wool Sweater', 'Linen Shirt', 'Tank Top'],
  bottoms: ['Jeans', 'Tailored Trousers', 'Shorts', 'Leggings', 'Pencil Skirt', 'Joggers'],
  dresses: ['Wrap Dress', 'Sundress', 'Cocktail Dress', 'Gown'],
  outerwear: [
    'Wool Coat',
    'Puffer Jacket',
    'Rain Jacket',
    'Blazer',
    'Denim Jacket',
    'Suede Jacket',
    'Windbreaker',
    'Fleece',
  ],
  shoes: [
    'Sneakers',
    'Canvas Sneakers',
    'Suede Boots',
    'Leather Boots',
    'Sandals',
    'Loafers',
    'Pumps',
    'Running Shoes',
    'Rain Boots',
  ],
  accessories: ['Watch', 'Wool Scarf', 'Sunglasses', 'Umbrella', 'Clutch', 'Baseball Cap'],
};
const ANY_GARMENT = [...Object.values(GARMENTS).flat(), 'Thing', 'Mystery Piece'];
const COLORS = [
  'black',
  'white',
  'navy',
  'grey',
  'beige',
  'camel',
  'denim',
  'red',
  'orange',
  'yellow',
  'green',
  'cobalt',
  'purple',
  'hot pink',
  'teal',
  'emerald',
  'mustard',
  'light blue',
  'floral',
  'striped',
  'red and blue',
  '#1f2a44',
  '#e03c31',
  'sunset',
  '',
];
const TAGS = [
  'waterproof',
  'gym',
  'formal',
  'casual',
  'boho',
  'edgy',
  'wool',
  'linen',
  'suede',
  'vintage',
];

// Mostly names that fit the category, sometimes anything (users file things oddly).
const namedArb = fc.constantFrom(...CATEGORIES).chain((category) =>
  fc.record({
    category: fc.constant(category),
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...GARMENTS[category]) },
      { weight: 1, arbitrary: fc.constantFrom(...ANY_GARMENT) },
    ),
  }),
);

const itemArb = fc.record({
  named: namedArb,
  subcategory: fc.option(fc.constantFrom(...ANY_GARMENT), { nil: null, freq: 2 }),
  color: fc.option(fc.constantFrom(...COLORS), { nil: null }),
  tags: fc.array(fc.constantFrom(...TAGS), { maxLength: 2 }),
  timesWorn: fc.nat({ max: 80 }),
  lastWorn: fc.option(
    fc.integer({ min: 0, max: 400 }).map((d) => new Date(NOW.getTime() - d * 86_400_000)),
    { nil: null },
  ),
  inLaundry: fc.oneof(
    { weight: 5, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
  isActive: fc.oneof(
    { weight: 8, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
});

const wardrobeArb = (min: number, max: number) =>
  fc.array(itemArb, { minLength: min, maxLength: max }).map((items) =>
    items.map(({ named, ...i }, n): StylistItem => ({
      ...i,
      ...named,
      id: `i${n}`,
      price: null,
      brand: null,
    })),
  );

const requestArb = fc.record({
  occasion: fc.constantFrom(...OCCASIONS),
  weather: fc.constantFrom(...WEATHERS),
  temperature: fc.integer({ min: 0, max: 20 }).map((t) => t * 5),
  stylePreferences: fc.subarray([...STYLE_PREFERENCES]),
  persona: fc.option(
    fc.record({
      description: fc.constantFrom('Loves black leather', 'Soft romantic florals', ''),
      colorPalette: fc.subarray(['black', 'emerald', 'earth tones', 'pastels']),
      occasions: fc.subarray(['work', 'party', 'gym']),
    }),
    { nil: null },
  ),
  seed: fc.nat(),
  count: fc.integer({ min: 1, max: 5 }),
});

const withAnchor = fc
  .tuple(wardrobeArb(12, 45), requestArb, fc.nat())
  .map(([items, r, pick]): [StylistItem[], OutfitRequest] => [
    items,
    {
      ...r,
      now: NOW,
      anchorItemId:
        items.length && pick % 3 === 0 ? (items[pick % items.length]?.id ?? null) : null,
    },
  ]);

// What the user typed: the name and tags. (A random subcategory may contradict the category, as
// "Sneakers" under a dress; the engine then trusts the name that fits the category.)
const text = (i: StylistItem) => [i.name, ...i.tags].join(' ').toLowerCase();

describe('properties over random wardrobes', () => {
  const stats = { runs: 0, withOutfits: 0 };

  it('only uses given, active, clean pieces, makes complete outfits, and keeps every hard rule', () => {
    fc.assert(
      fc.property(withAnchor, ([items, r]) => {
        const answer = suggestOutfits(items, r);
        stats.runs += 1;
        if (answer.suggestions.length) stats.withOutfits += 1;
        const byId = new Map(items.map((i) => [i.id, i]));
        expect(answer.suggestions.length).toBeLessThanOrEqual(r.count ?? 3);
        if (answer.suggestions.length < (r.count ?? 3))
          expect(answer.missing?.length ?? 0).toBeGreaterThan(0);
        for (const s of answer.suggestions) {
          expect(new Set(s.items).size).toBe(s.items.length);
          const pieces = s.items.map((id) => byId.get(id));
          for (const p of pieces) {
            expect(p).toBeDefined();
            expect(p?.isActive).toBe(true);
            expect(p?.inLaundry).toBe(false);
          }
          const got = pieces.filter((p): p is StylistItem => p !== undefined);
          const has = (c: string) => got.some((p) => p.category === c);
          expect(has('dresses') || (has('tops') && has('bottoms'))).toBe(true);
          expect(has('shoes')).toBe(true);
          if (r.temperature <= 55 || r.weather === 'rainy') expect(has('outerwear')).toBe(true);
          const colours = nonNeutralColorKeys(got.map((p) => readColor(p.color)));
          expect(colours.size).toBeLessThanOrEqual(MAX_NON_NEUTRAL_COLORS);
          // Independent of the engine's tables: the words the issue names.
          for (const p of got) {
            const t = text(p);
            if (r.weather === 'rainy' && !t.includes('waterproof')) {
              expect(t).not.toMatch(/suede/);
              if (p.category === 'shoes') expect(t).not.toMatch(/canvas|sandal/);
            }
            if (r.temperature <= 55 && p.category === 'bottoms') expect(t).not.toMatch(/shorts/);
            if (r.temperature <= 55 && p.category === 'shoes') expect(t).not.toMatch(/sandal/);
            if (r.temperature >= 85 && p.category === 'outerwear')
              expect(t).not.toMatch(/wool coat|puffer|parka/);
            if (r.occasion === 'formal') expect(t).not.toMatch(/hoodie|sneaker|jogger|legging/);
          }
          expect(outfitViolations(s.items, items, r)).toEqual([]);
          if (r.anchorItemId) expect(s.items).toContain(r.anchorItemId);
          expect(s.styleRating).toBeGreaterThanOrEqual(0);
          expect(s.styleRating).toBeLessThanOrEqual(5);
          expect(Math.round(s.styleRating * 10) / 10).toBe(s.styleRating);
          expect(s.description.length).toBeGreaterThan(0);
          expect(s.tips.length).toBeGreaterThan(0);
        }
        const list = answer.suggestions;
        // Distinct looks (never the same clothes with another accessory), best rated first.
        const worn = (ids: readonly string[]) =>
          ids
            .filter((id) => byId.get(id)?.category !== 'accessories')
            .sort()
            .join(',');
        expect(new Set(list.map((s) => worn(s.items))).size).toBe(list.length);
        for (let i = 1; i < list.length; i++)
          expect(list[i]?.styleRating ?? 0).toBeLessThanOrEqual(list[i - 1]?.styleRating ?? 0);
      }),
      { numRuns: 300 },
    );
    // The property must not pass vacuously: about one random wardrobe in six yields outfits
    // (0.14–0.19 over 300 runs); the floor sits four standard deviations below that, so a
    // random seed never fails it while an engine that stopped answering would.
    expect(stats.withOutfits / stats.runs).toBeGreaterThan(0.08);
  });

  it('is deterministic and independent of input order', () => {
    fc.assert(
      fc.property(withAnchor, ([items, r]) => {
        const answer = suggestOutfits(items, r);
        expect(suggestOutfits(items, r)).toEqual(answer);
        expect(suggestOutfits([...items].reverse(), r)).toEqual(answer);
      }),
      { numRuns: 100 },
    );
  });

  it('finds an outfit whenever one exists, and otherwise says what is missing', () => {
    let found = 0;
    // Brute force over every top+bottom or dress, shoes and optional outerwear, judged by the rule checker.
    const exists = (items: StylistItem[], r: OutfitRequest) => {
      const of = (c: string) => items.filter((i) => i.category === c);
      const cores = [
        ...of('tops').flatMap((t) => of('bottoms').map((b) => [t.id, b.id])),
        ...of('dresses').map((d) => [d.id]),
      ];
      const outer = [null, ...of('outerwear').map((o) => o.id)];
      // No accessory, the anchor, or any accessory (an umbrella can make a layer fit for rain).
      const accessories =
        r.anchorItemId && items.find((i) => i.id === r.anchorItemId)?.category === 'accessories'
          ? [r.anchorItemId]
          : [null, ...of('accessories').map((a) => a.id)];
      for (const core of cores)
        for (const shoe of of('shoes'))
          for (const o of outer)
            for (const a of accessories) {
              const ids = [...core, shoe.id, o, a].filter((x): x is string => x !== null);
              if (outfitViolations(ids, items, r).length === 0) return true;
            }
      return false;
    };
    fc.assert(
      fc.property(
        fc
          .tuple(wardrobeArb(8, 22), requestArb, fc.nat())
          .map(([items, r, pick]): [StylistItem[], OutfitRequest] => [
            items,
            {
              ...r,
              now: NOW,
              anchorItemId:
                items.length && pick % 4 === 0 ? (items[pick % items.length]?.id ?? null) : null,
            },
          ]),
        ([items, r]) => {
          const answer = suggestOutfits(items, r);
          const possible = exists(items, r);
          if (possible) found += 1;
          expect(answer.suggestions.length > 0).toBe(possible);
          if (answer.suggestions.length === 0)
            expect(answer.missing?.length ?? 0).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
    // Not vacuous: an outfit is possible in 27–58 of the 400 random wardrobes (mean 43, sd 6.2
    // over 150 runs of 400); the old floor of 30 sat two deviations below and failed about one
    // run in seventy. Four deviations below, the random data can no longer fail it.
    expect(found).toBeGreaterThan(15);
  });

  it('treats a repeated id as one item (the first)', () => {
    fc.assert(
      fc.property(wardrobeArb(0, 20), requestArb, (items, r) => {
        const doubled = [
          ...items,
          ...items.map((i) => ({ ...i, inLaundry: false, isActive: true, name: 'Other' })),
        ];
        expect(suggestOutfits(doubled, { ...r, now: NOW })).toEqual(
          suggestOutfits(items, { ...r, now: NOW }),
        );
      }),
      { numRuns: 60 },
    );
  });
});
