import { describe, expect, it } from 'vitest';
import type { OutfitSuggestion } from '../../../../contract/outfits.ts';
import type { OutfitRequest, StylistItem } from '../../stylist.ts';
import { readGarment } from '../garment/garment-traits.ts';
import { item, NOW, request, sampleWardrobe } from '../../../test/kits/stylist/test-wardrobe.ts';
import { suggestOutfits } from './suggest-outfits.ts';

const shares = (a: OutfitSuggestion, b: OutfitSuggestion) =>
  a.items.filter((id) => b.items.includes(id)).length;

describe('determinism and Refresh', () => {
  it('gives the same answer for the same input and seed, whatever the input order', () => {
    const wardrobe = sampleWardrobe();
    const r = request({ occasion: 'date', weather: 'cloudy', temperature: 55, seed: 42 });
    const first = suggestOutfits(wardrobe, r);
    expect(suggestOutfits(wardrobe, r)).toEqual(first);
    expect(suggestOutfits([...wardrobe].reverse(), r)).toEqual(first);
    expect(first.suggestions).toHaveLength(3);
  });

  it('gives different suggestions for a different seed', () => {
    const wardrobe = sampleWardrobe();
    const answers = [1, 2, 3, 4, 5, 6].map((seed) =>
      suggestOutfits(wardrobe, request({ occasion: 'casual', seed })),
    );
    const firstOutfits = new Set(answers.map((a) => a.suggestions[0]?.items.join(',')));
    const wholeAnswers = new Set(
      answers.map((a) => a.suggestions.map((s) => s.items.join(',')).join('|')),
    );
    expect(wholeAnswers.size).toBe(6);
    expect(firstOutfits.size).toBeGreaterThanOrEqual(3);
  });

  it('gives the only possible outfit whatever the seed when the wardrobe allows no other', () => {
    const wardrobe = [
      item('Grey Tee', 'tops', 'grey'),
      item('Blue Jeans', 'bottoms', 'denim'),
      item('White Sneakers', 'shoes', 'white'),
    ];
    const ids = [1, 2, 3].map((seed) =>
      suggestOutfits(wardrobe, request({ occasion: 'casual', seed })).suggestions.map(
        (s) => s.items,
      ),
    );
    expect(ids).toEqual([
      [wardrobe.map((i) => i.id)],
      [wardrobe.map((i) => i.id)],
      [wardrobe.map((i) => i.id)],
    ]);
  });
});

describe('diversity', () => {
  it('lets two suggestions share at most half their pieces when the wardrobe allows', () => {
    const wardrobe = sampleWardrobe();
    for (const occasion of ['work', 'casual', 'date'] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const { suggestions } = suggestOutfits(
          wardrobe,
          request({ occasion, seed, temperature: 65, weather: 'cloudy', count: 3 }),
        );
        expect(suggestions).toHaveLength(3);
        for (let i = 0; i < suggestions.length; i++) {
          for (let j = i + 1; j < suggestions.length; j++) {
            const a = suggestions[i] as OutfitSuggestion;
            const b = suggestions[j] as OutfitSuggestion;
            expect(shares(a, b) * 2).toBeLessThanOrEqual(Math.min(a.items.length, b.items.length));
          }
        }
      }
    }
  });

  it('makes distinct looks from a small wardrobe, then says what would make more', () => {
    const wardrobe = [
      item('Grey Tee', 'tops', 'grey'),
      item('White Shirt', 'tops', 'white'),
      item('Blue Jeans', 'bottoms', 'denim'),
      item('White Sneakers', 'shoes', 'white'),
      item('Black Watch', 'accessories', 'black'),
    ];
    const answer = suggestOutfits(wardrobe, request({ occasion: 'casual' }));
    // Two looks (a look with and without the watch is the same look, never offered twice).
    expect(answer.suggestions).toHaveLength(2);
    expect(answer.missing).toEqual([
      'Add casual shoes (sneakers, flats or boots) for more casual looks',
    ]);
  });

  it('says what is missing for more looks: a layer for the rain', () => {
    const wardrobe = [
      item('Grey Tee', 'tops', 'grey'),
      item('Blue Jeans', 'bottoms', 'denim'),
      item('Leather Boots', 'shoes', 'brown'),
      item('Black Loafers', 'shoes', 'black'),
      item('Rain Mac', 'outerwear', 'yellow'),
      // Not a layer for the rain, and there is no umbrella.
      item('Navy Blazer', 'outerwear', 'navy'),
    ];
    const answer = suggestOutfits(wardrobe, request({ occasion: 'casual', weather: 'rainy' }));
    expect(answer.suggestions).toHaveLength(2);
    for (const s of answer.suggestions) expect(s.items).toContain(wardrobe[4]?.id);
    expect(answer.missing).toEqual([
      'Add a layer for the rain (a rain jacket, trench or parka) for more casual looks',
    ]);
  });

  it('honours count', () => {
    const wardrobe = sampleWardrobe();
    expect(suggestOutfits(wardrobe, request({ count: 1 })).suggestions).toHaveLength(1);
    expect(
      suggestOutfits(wardrobe, request({ occasion: 'casual', count: 5 })).suggestions,
    ).toHaveLength(5);
    expect(suggestOutfits(wardrobe, request({ count: 0 })).suggestions).toHaveLength(1);
  });
});

describe('build around one piece', () => {
  const wardrobe = sampleWardrobe();
  const find = (name: string) => wardrobe.find((i) => i.name === name) as StylistItem;

  it.each([
    'Rust Knit Sweater',
    'Camel Pencil Skirt',
    'Black Sheath Dress',
    'Brown Leather Loafers',
    'Navy Blazer',
    'Gold Watch',
  ])('puts the %s in every suggestion', (name) => {
    const anchor = find(name);
    const answer = suggestOutfits(
      wardrobe,
      request({ anchorItemId: anchor.id, occasion: 'work', temperature: 60 }),
    );
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const s of answer.suggestions) {
      expect(s.items).toContain(anchor.id);
      expect(s.description).toContain(`Built around the ${name}.`);
    }
  });

  it('explains why the piece cannot be used', () => {
    const suede = find('Tan Suede Ankle Boots');
    const rainy = suggestOutfits(wardrobe, request({ anchorItemId: suede.id, weather: 'rainy' }));
    expect(rainy).toEqual({
      suggestions: [],
      missing: [
        "The Tan Suede Ankle Boots can't go out in the rain: choose another piece to build around",
      ],
    });
    const hoodie = find('Grey Hoodie');
    expect(
      suggestOutfits(wardrobe, request({ anchorItemId: hoodie.id, occasion: 'formal' })).missing,
    ).toEqual(['The Grey Hoodie is too casual for formal occasions']);
    const washing = wardrobe.map((i) => (i.id === hoodie.id ? { ...i, inLaundry: true } : i));
    expect(
      suggestOutfits(washing, request({ anchorItemId: hoodie.id, occasion: 'casual' })).missing,
    ).toEqual(['The Grey Hoodie is in the laundry: take it out to build an outfit around it']);
    expect(
      suggestOutfits(wardrobe, request({ anchorItemId: 'someone-elses-item' })).missing,
    ).toEqual(['The piece to build around is not in your wardrobe']);
  });
});

describe('style preferences and persona', () => {
  const wardrobe = sampleWardrobe();
  const byId = new Map(wardrobe.map((i) => [i.id, i]));
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const countMatching = (extra: Partial<OutfitRequest>, pattern: RegExp) =>
    seeds
      .flatMap((seed) => suggestOutfits(wardrobe, request({ ...extra, seed })).suggestions)
      .filter((s) => s.items.some((id) => pattern.test(byId.get(id)?.name ?? ''))).length;

  it('leans Romantic or Edgy as asked', () => {
    const romantic = /lace|floral|silk|blush/i;
    const edgy = /leather jacket|black/i;
    const base = { occasion: 'date', temperature: 60 } as const;
    expect(countMatching({ ...base, stylePreferences: ['Romantic'] }, romantic)).toBeGreaterThan(
      countMatching({ ...base, stylePreferences: ['Edgy'] }, romantic),
    );
    expect(
      countMatching({ ...base, stylePreferences: ['Edgy'] }, /leather jacket/i),
    ).toBeGreaterThan(
      countMatching({ ...base, stylePreferences: ['Romantic'] }, /leather jacket/i),
    );
    expect(countMatching({ ...base, stylePreferences: ['Edgy'] }, edgy)).toBeGreaterThan(0);
  });

  it('follows the persona palette and description', () => {
    const firstHas = (extra: Partial<OutfitRequest>, pattern: RegExp) =>
      seeds.filter((seed) =>
        suggestOutfits(wardrobe, request({ ...extra, seed })).suggestions[0]?.items.some((id) =>
          pattern.test(byId.get(id)?.name ?? ''),
        ),
      ).length;
    const curator = {
      description: 'A gallery curator who loves emerald silk',
      colorPalette: ['emerald', 'jewel tones'],
    };
    const autumn = { description: 'Cosy autumn soul in rust knits', colorPalette: ['earth tones'] };
    const date = { occasion: 'date', temperature: 60 } as const;
    const casual = { occasion: 'casual', temperature: 60 } as const;
    expect(firstHas({ ...date, persona: curator }, /emerald/i)).toBe(10);
    expect(firstHas(date, /emerald/i)).toBeLessThan(10);
    // The rust knit already suits a 60 °F casual day; the persona makes it lead more often still.
    expect(firstHas({ ...casual, persona: autumn }, /rust/i)).toBeGreaterThanOrEqual(8);
    expect(firstHas(casual, /rust/i)).toBeLessThanOrEqual(
      firstHas({ ...casual, persona: autumn }, /rust/i),
    );
  });

  it("leans dressier or more relaxed with the persona's occasions, inside the occasion's band", () => {
    const meanFormality = (occasions: string[]) => {
      const pieces = seeds
        .flatMap(
          (seed) =>
            suggestOutfits(wardrobe, request({ occasion: 'casual', seed, persona: { occasions } }))
              .suggestions,
        )
        .flatMap((s) => s.items.map((id) => byId.get(id) as StylistItem))
        .filter((i) => i.category !== 'accessories');
      return pieces.reduce((sum, i) => sum + readGarment(i).formality, 0) / pieces.length;
    };
    const party = meanFormality(['party', 'club']);
    const plain = meanFormality([]);
    const gym = meanFormality(['gym', 'weekend errands']);
    expect(party).toBeGreaterThan(plain + 0.3);
    expect(gym).toBeLessThan(plain);
  });

  it('names the persona or style match in a tip', () => {
    const persona = { description: 'Lives in black leather', colorPalette: ['black'] };
    const { suggestions } = suggestOutfits(wardrobe, request({ occasion: 'casual', persona }));
    expect(suggestions.some((s) => s.tips.some((t) => /persona/.test(t)))).toBe(true);
    const styled = suggestOutfits(
      wardrobe,
      request({ occasion: 'casual', stylePreferences: ['Classic'] }),
    );
    expect(styled.suggestions.some((s) => s.tips.some((t) => /Classic/.test(t)))).toBe(true);
  });
});

describe('rotation', () => {
  it('prefers the piece worn less and longer ago', () => {
    const tired = item('White Tee', 'tops', 'white', {
      timesWorn: 60,
      lastWorn: new Date(NOW.getTime() - 86_400_000),
    });
    const fresh = item('White Tee', 'tops', 'white', { timesWorn: 0, lastWorn: null });
    const wardrobe = [
      tired,
      fresh,
      item('Blue Jeans', 'bottoms', 'denim'),
      item('White Sneakers', 'shoes', 'white'),
    ];
    let freshFirst = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const top = suggestOutfits(wardrobe, request({ occasion: 'casual', seed, count: 1 }))
        .suggestions[0]?.items[0];
      if (top === fresh.id) freshFirst += 1;
    }
    expect(freshFirst).toBeGreaterThanOrEqual(15);
  });
});

describe('explanations', () => {
  const wardrobe = sampleWardrobe();

  it('writes tips that name the pieces and the reasons', () => {
    const cases: [Partial<OutfitRequest>, RegExp][] = [
      [{ weather: 'rainy', temperature: 60, occasion: 'casual' }, /rain/i],
      [{ temperature: 40, occasion: 'work' }, /40 °F/],
      [{ temperature: 90, occasion: 'casual' }, /90 °F/],
    ];
    for (const [extra, reason] of cases) {
      const { suggestions } = suggestOutfits(wardrobe, request(extra));
      const names = new Map(wardrobe.map((i) => [i.id, i.name]));
      for (const s of suggestions) {
        expect(s.tips.length).toBeGreaterThanOrEqual(2);
        expect(s.tips.length).toBeLessThanOrEqual(4);
        expect(
          s.tips.some((t) => reason.test(t)),
          s.tips.join('\n'),
        ).toBe(true);
        expect(s.tips.some((t) => s.items.some((id) => t.includes(names.get(id) ?? '?')))).toBe(
          true,
        );
        for (const t of s.tips) expect(t).toMatch(/^[A-Z].*[.]$/);
        for (const id of s.items) expect(s.description).toContain(names.get(id));
      }
      expect(new Set(suggestions.flatMap((s) => s.tips)).size).toBeGreaterThan(suggestions.length);
    }
  });

  it('calls out a piece that has never been worn', () => {
    const unworn = item('Olive Cargo Pants', 'bottoms', 'olive', { timesWorn: 0, lastWorn: null });
    const w = [
      item('White Tee', 'tops', 'white'),
      unworn,
      item('White Sneakers', 'shoes', 'white'),
    ];
    const [s] = suggestOutfits(w, request({ occasion: 'casual' })).suggestions;
    expect(
      s?.tips.some((t) => t.includes('Olive Cargo Pants') && /haven't worn|unworn/.test(t)),
    ).toBe(true);
  });

  it('explains the colour rule', () => {
    const w = [
      item('Cobalt Blouse', 'tops', 'cobalt'),
      item('Orange Skirt', 'bottoms', 'orange'),
      item('Black Loafers', 'shoes', 'black'),
    ];
    const [s] = suggestOutfits(w, request({ occasion: 'work' })).suggestions;
    expect(s?.tips).toContain(
      'Cobalt and orange sit opposite each other on the colour wheel, so the Cobalt Blouse and the Orange Skirt make each other stand out.',
    );
  });

  it('rates on a 0–5 scale with one decimal, and rates a clash below a classic pairing', () => {
    for (const s of suggestOutfits(wardrobe, request({ count: 5, occasion: 'casual' }))
      .suggestions) {
      expect(s.styleRating).toBeGreaterThanOrEqual(0);
      expect(s.styleRating).toBeLessThanOrEqual(5);
      expect(Math.round(s.styleRating * 10) / 10).toBe(s.styleRating);
    }
    const rate = (top: string, bottom: string) =>
      suggestOutfits(
        [
          item('Tee', 'tops', top),
          item('Skirt', 'bottoms', bottom),
          item('Black Loafers', 'shoes', 'black'),
        ],
        request({ occasion: 'casual' }),
      ).suggestions[0]?.styleRating ?? 0;
    expect(rate('cobalt', 'orange')).toBeGreaterThan(rate('orange', 'hot pink'));
  });
});
