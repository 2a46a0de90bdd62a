import { describe, expect, it } from 'vitest';
import type { OutfitAnswer, OutfitRequest, StylistItem } from '../../../stylist/stylist.ts';
import { item, request, sampleWardrobe } from '../../../test/kits/stylist/test-wardrobe.ts';
import { outfitViolations } from './outfit-rules.ts';
import { suggestOutfits } from './suggest-outfits.ts';

// The looks for an occasion described in words obey the stylist's reading of it.

const wardrobe: StylistItem[] = [
  ...sampleWardrobe(),
  item('Hot Pink Satin Top', 'tops', 'hot pink'),
  item('Yellow Floral Blouse', 'tops', 'yellow'),
  item('Orange Linen Shirt', 'tops', 'orange'),
  item('Charcoal Fine Knit', 'tops', 'charcoal'),
  item('Black Tailored Trousers', 'bottoms', 'black'),
  item('Red Mini Skirt', 'bottoms', 'red'),
  item('Leopard Print Midi Dress', 'dresses', 'leopard'),
  item('Fuchsia Silk Kurta', 'tops', 'fuchsia'),
  item('Teal Palazzo Pants', 'bottoms', 'teal'),
  item('Linen Shorts', 'bottoms', 'beige'),
  item('Flip Flops', 'shoes', 'black'),
  item('Black Stiletto Heels', 'shoes', 'black'),
  item('Brown Hiking Boots', 'shoes', 'brown'),
  item('Grey Fleece', 'outerwear', 'grey'),
];
const byId = new Map(wardrobe.map((i) => [i.id, i]));
const SEEDS = [1, 2, 3, 4, 5];

function looks(extra: Partial<OutfitRequest>): { answer: OutfitAnswer; looks: StylistItem[][] }[] {
  return SEEDS.map((seed) => {
    const answer = suggestOutfits(wardrobe, request({ seed, ...extra }));
    return {
      answer,
      looks: answer.suggestions.map((s) => s.items.map((id) => byId.get(id) as StylistItem)),
    };
  });
}

const worn = (look: readonly StylistItem[]) =>
  look.filter((i) => ['tops', 'bottoms', 'dresses', 'outerwear'].includes(i.category));
const names = (look: readonly StylistItem[]) => look.map((i) => i.name);

describe('looks for an occasion in words', () => {
  it('dress a funeral dark and sober: no bright colours or loud prints, on a dark base', () => {
    const bright =
      /\b(pink|yellow|orange|fuchsia|emerald|teal|red|leopard|floral|rust|light blue)\b/i;
    for (const { answer, looks: found } of looks({ occasionText: 'funeral' })) {
      expect(answer.occasionReading?.understood).toBe(true);
      expect(found.length).toBeGreaterThan(0);
      for (const look of found) {
        for (const piece of worn(look))
          expect(`${piece.name} ${piece.color}`, names(look).join(', ')).not.toMatch(bright);
        const base = look.filter((i) => i.category === 'bottoms' || i.category === 'dresses');
        for (const piece of base) expect(piece.color).toMatch(/black|navy|charcoal|burgundy/);
      }
    }
  });

  it('keep white and black off the clothes at an Indian wedding, and dress modestly', () => {
    for (const { looks: found } of looks({ occasionText: 'Indian wedding' })) {
      expect(found.length).toBeGreaterThan(0);
      for (const look of found) {
        for (const piece of worn(look))
          expect(['white', 'black', 'cream'], piece.name).not.toContain(piece.color);
        expect(names(look)).not.toContain('Red Mini Skirt');
        expect(names(look)).not.toContain('Linen Shorts');
        expect(names(look)).not.toContain('Black Tank Top');
      }
    }
  });

  it('take no wool coat to a beach party at 85 °F, and welcome shorts and sandals', () => {
    const all = looks({ occasionText: 'beach party', temperature: 85 });
    const pieces = all.flatMap(({ looks: found }) => found.flat());
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) expect(piece.category).not.toBe('outerwear');
    expect(pieces.some((p) => /shorts|sandals|flip flops/i.test(p.name))).toBe(true);
    // The same wardrobe for the Formal button keeps shorts and flip-flops home.
    const formal = looks({ occasion: 'formal', temperature: 85 }).flatMap(({ looks: f }) =>
      f.flat(),
    );
    expect(formal.some((p) => /shorts|flip flops/i.test(p.name))).toBe(false);
  });

  it('make a hike then dinner practical: closed flat shoes, no skirt or dress, a layer', () => {
    for (const { looks: found } of looks({ occasionText: 'hiking then dinner', temperature: 65 })) {
      expect(found.length).toBeGreaterThan(0);
      for (const look of found) {
        const shoes = look.find((i) => i.category === 'shoes');
        expect(shoes?.name).not.toMatch(/sandal|flip|heel|pump|suede/i);
        expect(look.some((i) => i.category === 'dresses' || /skirt/i.test(i.name))).toBe(false);
        expect(look.some((i) => i.category === 'outerwear')).toBe(true);
      }
    }
  });

  it('keep loud prints and sandals out of a job interview at a startup', () => {
    for (const { looks: found } of looks({ occasionText: 'job interview at a startup' })) {
      expect(found.length).toBeGreaterThan(0);
      for (const look of found)
        expect(names(look).join(', ')).not.toMatch(/floral|leopard|sandal|flip flop|sunglasses/i);
    }
  });

  it('put flat shoes on a first date at a museum', () => {
    for (const { looks: found } of looks({ occasionText: 'first date at a museum' })) {
      expect(found.length).toBeGreaterThan(0);
      for (const look of found) expect(names(look).join(', ')).not.toMatch(/pumps|stiletto/i);
    }
  });

  it('follow the words, not the button, and name the occasion in the description', () => {
    const [first] = looks({ occasion: 'athletic', occasionText: 'funeral' });
    expect(first?.answer.occasionReading?.occasion).toBe('formal');
    for (const look of first?.looks ?? [])
      expect(names(look).join(', ')).not.toMatch(/running|leggings|hoodie|sneakers/i);
    expect(first?.answer.suggestions[0]?.description).toMatch(/^Dressed for a funeral on /);
  });

  it('answer exactly as the button does for words it cannot read, with an honest reading', () => {
    for (const seed of SEEDS) {
      const plain = suggestOutfits(wardrobe, request({ seed, occasion: 'casual' }));
      const unread = suggestOutfits(
        wardrobe,
        request({ seed, occasion: 'casual', occasionText: 'xyzzy plugh' }),
      );
      expect(plain.occasionReading).toBeUndefined();
      expect(unread.occasionReading).toMatchObject({
        understood: false,
        occasion: 'casual',
        explanation: "Could not read 'xyzzy plugh'; styled for a casual day.",
      });
      const { occasionReading: _reading, ...rest } = unread;
      expect(rest).toEqual(plain);
    }
  });

  it('give the same looks whatever the case and punctuation of the words', () => {
    const a = suggestOutfits(wardrobe, request({ occasionText: 'Indian wedding' }));
    const b = suggestOutfits(wardrobe, request({ occasionText: 'INDIAN WEDDING!' }));
    expect(b.suggestions).toEqual(a.suggestions);
  });

  it('say what to add when the dress code leaves nothing to wear', () => {
    const monochrome = [
      item('White Silk Blouse', 'tops', 'white'),
      item('Black Silk Blouse', 'tops', 'black'),
      item('Navy Tailored Trousers', 'bottoms', 'navy'),
      item('Brown Leather Loafers', 'shoes', 'brown'),
    ];
    const answer = suggestOutfits(monochrome, request({ occasionText: 'Indian wedding' }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing?.join(' ')).toMatch(
      /tops that suit an Indian wedding \(not white or black/,
    );
  });

  it('check any outfit against the reading (as a model’s outfits are checked)', () => {
    const id = (name: string) => wardrobe.find((i) => i.name === name)!.id;
    const look = [
      id('White Oxford Shirt'),
      id('Navy Tailored Trousers'),
      id('Brown Leather Loafers'),
    ];
    expect(outfitViolations(look, wardrobe, request())).toEqual([]);
    expect(outfitViolations(look, wardrobe, request({ occasionText: 'Indian wedding' }))).toEqual([
      'White Oxford Shirt: dress-code',
    ]);
  });
});
