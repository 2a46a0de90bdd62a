import { describe, expect, it } from 'vitest';
import type { OutfitRequest, StylistItem } from '../../stylist.ts';
import { NAMED_COLORS } from '../garment/color/color-names.ts';
import { readColor } from '../garment/color/color-reading.ts';
import { item, NOW, request, sampleWardrobe } from '../../../test/kits/stylist/test-wardrobe.ts';
import { NEUTRALS_MISSING } from './missing-pieces.ts';
import { outfitViolations } from './outfit-rules.ts';
import { suggestOutfits } from './suggest-outfits.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

function run(wardrobe: StylistItem[], extra: Partial<OutfitRequest>) {
  const byId = new Map(wardrobe.map((i) => [i.id, i]));
  return SEEDS.map((seed) => {
    const answer = suggestOutfits(wardrobe, request({ ...extra, seed }));
    return {
      answer,
      outfits: answer.suggestions.map((s) => s.items.map((id) => byId.get(id) as StylistItem)),
    };
  });
}

const allOutfits = (runs: ReturnType<typeof run>) => runs.flatMap((r) => r.outfits);
const names = (outfit: StylistItem[]) => outfit.map((i) => i.name).join(' | ');

describe('hard rule: outerwear in the cold and the rain', () => {
  it.each([20, 40, 55])('adds outerwear at %i °F', (temperature) => {
    const outfits = allOutfits(run(sampleWardrobe(), { temperature, occasion: 'casual' }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits)
      expect(
        o.some((i) => i.category === 'outerwear'),
        names(o),
      ).toBe(true);
  });

  it('adds outerwear when it rains, even when it is mild', () => {
    const outfits = allOutfits(run(sampleWardrobe(), { temperature: 70, weather: 'rainy' }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits)
      expect(
        o.some((i) => i.category === 'outerwear'),
        names(o),
      ).toBe(true);
  });

  it('picks a warm coat, not a light jacket, at 20 °F', () => {
    const outfits = allOutfits(run(sampleWardrobe(), { temperature: 20, occasion: 'casual' }));
    for (const o of outfits) {
      const coat = o.find((i) => i.category === 'outerwear');
      expect(['Camel Wool Coat', 'Black Puffer Jacket']).toContain(coat?.name);
    }
  });

  it('says what to add when there is no outerwear for a cold day', () => {
    const wardrobe = sampleWardrobe().filter((i) => i.category !== 'outerwear');
    const answer = suggestOutfits(wardrobe, request({ temperature: 40 }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual(['Add a coat or jacket for 40 °F days']);
  });

  it('does not ask for outerwear on a mild dry day', () => {
    const wardrobe = sampleWardrobe().filter((i) => i.category !== 'outerwear');
    const answer = suggestOutfits(wardrobe, request({ temperature: 65, weather: 'cloudy' }));
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.missing).toBeUndefined();
  });
});

describe('hard rule: nothing suede, canvas or open in the rain', () => {
  it.each(['casual', 'work', 'date'] as const)(
    'keeps suede, canvas and sandals home (%s)',
    (occasion) => {
      const outfits = allOutfits(
        run(sampleWardrobe(), { weather: 'rainy', temperature: 60, occasion }),
      );
      expect(outfits.length).toBeGreaterThan(0);
      for (const o of outfits) expect(names(o)).not.toMatch(/suede|canvas|sandal/i);
    },
  );

  it('still uses waterproof suede', () => {
    const wardrobe = [
      item('Grey Tee', 'tops', 'grey'),
      item('Blue Jeans', 'bottoms', 'denim'),
      item('Suede Boots', 'shoes', 'brown', { tags: ['waterproof'] }),
      item('Rain Jacket', 'outerwear', 'navy'),
    ];
    const answer = suggestOutfits(wardrobe, request({ weather: 'rainy', occasion: 'casual' }));
    expect(answer.suggestions[0]?.items).toContain(wardrobe[2]?.id);
  });

  it('asks for rain-ready shoes when only suede and canvas are left', () => {
    const wardrobe = [
      item('Grey Tee', 'tops', 'grey'),
      item('Blue Jeans', 'bottoms', 'denim'),
      item('Tan Suede Loafers', 'shoes', 'tan'),
      item('White Canvas Sneakers', 'shoes', 'white'),
      item('Rain Jacket', 'outerwear', 'navy'),
    ];
    const answer = suggestOutfits(wardrobe, request({ weather: 'rainy', occasion: 'casual' }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual([
      'Add a pair of shoes that can handle rain (leather boots or rain boots): suede, canvas and sandals stay home in the rain',
    ]);
  });
});

describe('hard rule: no warm coat or heavy knit in the heat', () => {
  it('leaves coats, puffers, wool and cashmere out at 90 °F', () => {
    const outfits = allOutfits(run(sampleWardrobe(), { temperature: 90, occasion: 'casual' }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits) expect(names(o)).not.toMatch(/coat|puffer|wool|cashmere/i);
  });

  it('leaves clothes of winter materials home at 85 °F and up, whatever their cut', () => {
    const wardrobe = [
      item('White Linen Shirt', 'tops', 'white'),
      item('Cream Cashmere Tee', 'tops', 'cream'),
      item('Charcoal Wool Mini Skirt', 'bottoms', 'charcoal'),
      item('Brown Corduroy Shorts', 'bottoms', 'brown'),
      item('Olive Cords', 'bottoms', 'olive'),
      item('Beige Chino Shorts', 'bottoms', 'beige'),
      item('Tan Sandals', 'shoes', 'tan'),
      item('White Sneakers', 'shoes', 'white'),
    ];
    const outfits = allOutfits(run(wardrobe, { temperature: 90, occasion: 'casual' }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits) expect(names(o)).not.toMatch(/wool|cashmere|corduroy|cords/i);
    const mild = allOutfits(run(wardrobe, { temperature: 70, occasion: 'casual' }));
    expect(mild.some((o) => /wool|cashmere|corduroy|cords/i.test(names(o)))).toBe(true);
  });

  it('adds no layer at all on a hot dry day', () => {
    const outfits = allOutfits(run(sampleWardrobe(), { temperature: 85, occasion: 'work' }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits)
      expect(
        o.some((i) => i.category === 'outerwear'),
        names(o),
      ).toBe(false);
  });

  it('takes a light rain jacket, never a warm coat, on a hot rainy day', () => {
    const wardrobe = [
      item('White Tee', 'tops', 'white'),
      item('Beige Chinos', 'bottoms', 'beige'),
      item('Black Leather Boots', 'shoes', 'black'),
      item('Camel Wool Coat', 'outerwear', 'camel'),
      item('Navy Rain Jacket', 'outerwear', 'navy'),
    ];
    const outfits = allOutfits(
      run(wardrobe, { temperature: 90, weather: 'rainy', occasion: 'casual' }),
    );
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits) expect(names(o)).toContain('Navy Rain Jacket');
    const onlyCoat = wardrobe.filter((i) => i.name !== 'Navy Rain Jacket');
    const answer = suggestOutfits(
      onlyCoat,
      request({ temperature: 90, weather: 'rainy', occasion: 'casual' }),
    );
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual([
      'Add a coat or jacket light enough for 90 °F, like a rain jacket',
    ]);
  });
});

describe('hard rule: formality fits the occasion', () => {
  it('never puts a hoodie, sneakers, tee, jeans or leggings in a formal outfit', () => {
    const outfits = allOutfits(run(sampleWardrobe(), { occasion: 'formal' }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits)
      expect(names(o)).not.toMatch(/hoodie|sneaker|tee|jeans|legging|running|shorts/i);
  });

  it('believes the name over a contradicting subcategory (a renamed scan)', () => {
    // Counterexamples from CI's random seeds: the scan said "Blazer" and "Pencil Skirt", the
    // user named the pieces "Grey Hoodie" and "Sneakers"; neither may go to a formal event.
    const wardrobe = [
      item('Grey Hoodie', 'outerwear', 'grey', { subcategory: 'Blazer' }),
      item('Sneakers', 'bottoms', 'black', { subcategory: 'Pencil Skirt' }),
      item('Black Wool Coat', 'outerwear', 'black'),
      item('White Silk Blouse', 'tops', 'white'),
      item('Black Tailored Trousers', 'bottoms', 'black'),
      item('Black Pumps', 'shoes', 'black'),
    ];
    const outfits = allOutfits(run(wardrobe, { occasion: 'formal', temperature: 40 }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits) expect(names(o)).not.toMatch(/hoodie|sneaker/i);
  });

  it('keeps lounge and gym pieces out of work outfits', () => {
    const outfits = allOutfits(run(sampleWardrobe(), { occasion: 'work' }));
    for (const o of outfits) expect(names(o)).not.toMatch(/hoodie|legging|shorts|running/i);
  });

  it('dresses for a workout in activewear', () => {
    const outfits = allOutfits(run(sampleWardrobe(), { occasion: 'athletic' }));
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits) {
      // Denim shorts are not sportswear, whatever their formality.
      expect(o.find((i) => i.category === 'bottoms')?.name).toBe('Black Leggings');
      expect(['Black Running Shoes', 'White Canvas Sneakers']).toContain(
        o.find((i) => i.category === 'shoes')?.name,
      );
      expect(names(o)).not.toMatch(/silk|blazer|pumps|loafer|denim jacket/i);
    }
  });

  it('asks for formal shoes when only sneakers are clean', () => {
    const wardrobe = [
      item('White Silk Blouse', 'tops', 'white'),
      item('Black Tailored Trousers', 'bottoms', 'black'),
      item('White Sneakers', 'shoes', 'white'),
      item('Black Oxfords', 'shoes', 'black', { inLaundry: true }),
    ];
    const answer = suggestOutfits(wardrobe, request({ occasion: 'formal' }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual([
      'Add formal shoes (oxfords, loafers or heels) for formal occasions',
    ]);
  });
});

describe('hard rule: at most three non-neutral colours', () => {
  const NEUTRAL = new Set([
    'black',
    'white',
    'grey',
    'navy',
    'beige',
    'camel',
    'denim',
    'cream',
    'brown',
    'tan',
    'nude',
    'charcoal',
    'gold',
  ]);
  const colourful = () => [
    item('Red Tee', 'tops', 'red'),
    item('Orange Tee', 'tops', 'orange'),
    item('Purple Blouse', 'tops', 'purple'),
    item('Green Trousers', 'bottoms', 'green'),
    item('Blue Skirt', 'bottoms', 'cobalt'),
    item('Pink Chinos', 'bottoms', 'pink'),
    item('Teal Loafers', 'shoes', 'teal'),
    item('Coral Flats', 'shoes', 'coral'),
    item('Black Boots', 'shoes', 'black'),
    item('Mustard Coat', 'outerwear', 'mustard'),
    item('Lime Jacket', 'outerwear', 'lime'),
    item('Emerald Scarf', 'accessories', 'emerald'),
  ];

  it('keeps every outfit within three colours when a neutral exists', () => {
    const runs = run(colourful(), { temperature: 40, occasion: 'casual' });
    const outfits = allOutfits(runs);
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits) {
      const colours = new Set(o.map((i) => i.color ?? '').filter((c) => !NEUTRAL.has(c)));
      expect(colours.size, names(o)).toBeLessThanOrEqual(3);
      expect(names(o)).toContain('Black Boots');
    }
  });

  it('returns nothing, and asks for neutrals, when every combination has four colours', () => {
    const wardrobe = [
      item('Red Tee', 'tops', 'red'),
      item('Green Trousers', 'bottoms', 'green'),
      item('Blue Loafers', 'shoes', 'cobalt'),
      item('Yellow Coat', 'outerwear', 'yellow'),
    ];
    const answer = suggestOutfits(wardrobe, request({ temperature: 40, occasion: 'casual' }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual([NEUTRALS_MISSING]);
  });

  it('counts a repeated colour once', () => {
    const wardrobe = [
      item('Red Tee', 'tops', 'red'),
      item('Red Trousers', 'bottoms', 'red'),
      item('Blue Loafers', 'shoes', 'cobalt'),
      item('Yellow Coat', 'outerwear', 'yellow'),
    ];
    const answer = suggestOutfits(wardrobe, request({ temperature: 40, occasion: 'casual' }));
    expect(answer.suggestions).toHaveLength(1);
  });

  it('finds the one valid combination among many that break the rule', () => {
    const wardrobe = [
      ...['red', 'orange', 'purple', 'yellow', 'pink'].map((c) => item(`${c} tee`, 'tops', c)),
      ...['green', 'cobalt', 'teal', 'lime', 'coral'].map((c) =>
        item(`${c} trousers`, 'bottoms', c),
      ),
      ...['emerald', 'lavender', 'mustard', 'red'].map((c) => item(`${c} loafers`, 'shoes', c)),
      ...['rust', 'olive', 'orange'].map((c) => item(`${c} coat`, 'outerwear', c)),
    ];
    const answer = suggestOutfits(wardrobe, request({ temperature: 40, occasion: 'casual' }));
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const s of answer.suggestions) {
      const colours = new Set(s.items.map((id) => wardrobe.find((i) => i.id === id)?.color));
      expect(colours.size).toBeLessThanOrEqual(3);
    }
  });

  it('finds the only valid outfit even when it is built from the lowest-ranked pieces', () => {
    // Every piece has its own colour except a red top and a red coat; with a coat required and no
    // neutral anywhere, only outfits with both reds stay within three colours. Both reds are
    // ranked last (worn daily), so a search that kept only the best partial outfits would miss them.
    const palette = Object.entries(NAMED_COLORS)
      .filter(([name, c]) => !c.neutral && name !== 'red' && readColor(name).kind === 'color')
      .map(([name]) => name);
    const keys = new Set(palette.map((name) => readColor(name).key));
    expect(keys.size).toBe(palette.length);
    const worn = { timesWorn: 90, lastWorn: new Date(NOW.getTime() - 86_400_000) };
    const slots = [
      ['tops', 'Tee'],
      ['bottoms', 'Chinos'],
      ['shoes', 'Loafers'],
      ['outerwear', 'Jacket'],
    ] as const;
    const wardrobe = slots.flatMap(([category, garment], s) =>
      palette
        .slice(s * 15, s * 15 + 15)
        .map((c) => item(`${c} ${garment}`, category, c, { timesWorn: 0, lastWorn: null })),
    );
    const redTee = item('Red Tee', 'tops', 'red', worn);
    const redJacket = item('Red Jacket', 'outerwear', 'red', worn);
    wardrobe.push(redTee, redJacket);
    const answer = suggestOutfits(wardrobe, request({ temperature: 45, occasion: 'casual' }));
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const s of answer.suggestions)
      expect(s.items).toEqual(expect.arrayContaining([redTee.id, redJacket.id]));
  });
});

describe('hard rule: laundry and inactive pieces are never used', () => {
  it('skips everything in the laundry or no longer active', () => {
    const wardrobe = sampleWardrobe().map((i, n) =>
      n % 3 === 0 ? { ...i, inLaundry: true } : n % 7 === 0 ? { ...i, isActive: false } : i,
    );
    const banned = new Set(wardrobe.filter((i) => i.inLaundry || !i.isActive).map((i) => i.id));
    for (const occasion of ['work', 'casual', 'evening', 'date', 'formal', 'athletic'] as const) {
      for (const r of run(wardrobe, { occasion, temperature: 50 })) {
        for (const s of r.answer.suggestions)
          for (const id of s.items) expect(banned.has(id)).toBe(false);
      }
    }
  });

  it('asks to take the only shoes out of the laundry', () => {
    const wardrobe = [
      item('Grey Tee', 'tops', 'grey'),
      item('Blue Jeans', 'bottoms', 'denim'),
      item('White Sneakers', 'shoes', 'white', { inLaundry: true }),
    ];
    const answer = suggestOutfits(wardrobe, request({ occasion: 'casual' }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual([
      'Take White Sneakers out of the laundry, or add a pair of shoes to complete outfits',
    ]);
  });
});

describe('hard rule: complete outfits', () => {
  it('is a top and a bottom or a dress, always with shoes, and one piece per slot', () => {
    const wardrobe = sampleWardrobe();
    let outfits = 0;
    let dresses = 0;
    for (const occasion of ['work', 'casual', 'evening', 'date', 'formal'] as const) {
      for (const temperature of [30, 60, 90]) {
        for (const o of allOutfits(run(wardrobe, { occasion, temperature }))) {
          outfits += 1;
          const count = (c: string) => o.filter((i) => i.category === c).length;
          const separates = count('tops') === 1 && count('bottoms') === 1 && count('dresses') === 0;
          const dress = count('dresses') === 1 && count('tops') === 0 && count('bottoms') === 0;
          expect(separates || dress, names(o)).toBe(true);
          expect(count('shoes')).toBe(1);
          expect(count('outerwear')).toBeLessThanOrEqual(1);
          expect(count('accessories')).toBeLessThanOrEqual(1);
          if (dress) dresses += 1;
        }
      }
    }
    expect(outfits).toBe(5 * 3 * SEEDS.length * 3);
    expect(dresses).toBeGreaterThan(0);
  });

  it('asks for shoes when there are none', () => {
    const wardrobe = sampleWardrobe().filter((i) => i.category !== 'shoes');
    const answer = suggestOutfits(wardrobe, request());
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual(['Add a pair of shoes to complete outfits']);
  });

  it('asks for bottoms or a dress when only tops and shoes exist', () => {
    const wardrobe = [item('Grey Tee', 'tops', 'grey'), item('White Sneakers', 'shoes', 'white')];
    const answer = suggestOutfits(wardrobe, request({ occasion: 'casual' }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual(['Add a pair of bottoms, or a dress, to complete outfits']);
  });

  it('asks for everything when the wardrobe is empty', () => {
    const answer = suggestOutfits([], request());
    expect(answer).toEqual({
      suggestions: [],
      missing: [
        'Add a top and a pair of bottoms, or a dress, to complete outfits',
        'Add a pair of shoes to complete outfits',
      ],
    });
  });

  it('makes a dress outfit when there are no separates', () => {
    const wardrobe = [
      item('Black Sheath Dress', 'dresses', 'black'),
      item('Nude Pumps', 'shoes', 'nude'),
    ];
    const answer = suggestOutfits(wardrobe, request({ occasion: 'evening' }));
    expect(answer.suggestions.map((s) => s.items)).toEqual([wardrobe.map((i) => i.id)]);
  });
});

describe('the piece to build around', () => {
  it('goes even when the stylist cannot name it, and the rule checker agrees', () => {
    // A counterexample the property test found on CI: a dress named "Mystery Piece" on a cold
    // day. The engine wore it because the user chose it; the checker must not call that a fault.
    const wardrobe = [
      item('Mystery Piece', 'dresses', null, { id: 'mystery' }),
      item('Sneakers', 'shoes', null, { id: 'sneakers' }),
      item('Wool Coat', 'outerwear', null, { id: 'coat' }),
      item('Tee', 'tops', null, { id: 'tee' }),
    ];
    const r = request({ occasion: 'casual', weather: 'sunny', temperature: 0, seed: 0 });
    const anchored = { ...r, anchorItemId: 'mystery' };
    const [look] = suggestOutfits(wardrobe, anchored).suggestions;
    expect(look?.items.slice().sort()).toEqual(['coat', 'mystery', 'sneakers']);
    expect(outfitViolations(look?.items ?? [], wardrobe, anchored)).toEqual([]);
    // Not chosen, the same piece stays out: the stylist does not guess at it in the cold.
    expect(suggestOutfits(wardrobe, r).suggestions).toEqual([]);
    expect(outfitViolations(['mystery', 'sneakers', 'coat'], wardrobe, r)).toEqual([
      'Mystery Piece: unknown',
    ]);
  });
});
