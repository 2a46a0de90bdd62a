// The mistakes seen in the running app (issue 14, "Outfits that make sense"), each as a rule over
// an untagged wardrobe named as people name clothes. Every test here failed before the lexicon.
import { describe, expect, it } from 'vitest';
import { OCCASIONS, WEATHERS } from '../../../../contract/outfits.ts';
import type { OutfitRequest, StylistItem } from '../../stylist.ts';
import { item, request } from '../../../test/kits/stylist/test-wardrobe.ts';
import { outfitViolations } from './outfit-rules.ts';
import { suggestOutfits } from './suggest-outfits.ts';

function wardrobe(): StylistItem[] {
  return [
    item('White Shirt', 'tops', 'White'),
    item('Blue Oxford', 'tops', 'Light Blue'),
    item('Grey Jumper', 'tops', 'Grey'),
    item('Striped Tee', 'tops', 'Navy and White'),
    item('Grey Hoodie', 'tops', 'Grey'),
    item('Navy Trousers', 'bottoms', 'Navy'),
    item('Chinos', 'bottoms', 'Beige'),
    item('Jeans', 'bottoms', 'Blue'),
    item('Joggers', 'bottoms', 'Grey'),
    item('Floral Dress', 'dresses', 'Floral'),
    item('Yellow Rain Mac', 'outerwear', 'Yellow'),
    item('Navy Blazer', 'outerwear', 'Navy'),
    item('Black Puffer', 'outerwear', 'Black'),
    item('Windbreaker', 'outerwear', 'Orange'),
    item('Brown Loafers', 'shoes', 'Brown'),
    item('Black Boots', 'shoes', 'Black'),
    item('Trainers', 'shoes', 'White'),
    item('Flip Flops', 'shoes', 'Black'),
    item('Orange Beanie', 'accessories', 'Orange'),
    item('Wool Scarf', 'accessories', 'Grey'),
    item('Green Baseball Cap', 'accessories', 'Green'),
    item('Leather Gloves', 'accessories', 'Black'),
    item('Watch', 'accessories', 'Silver'),
  ];
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function looks(extra: Partial<OutfitRequest>) {
  const w = wardrobe();
  const byId = new Map(w.map((i) => [i.id, i]));
  return SEEDS.flatMap((seed) =>
    suggestOutfits(w, request({ ...extra, seed })).suggestions.map((s) => ({
      ...s,
      names: s.items.map((id) => byId.get(id)?.name ?? id),
    })),
  );
}

describe('issue 14: outfits that make sense', () => {
  it('no Yellow Rain Mac or Orange Beanie for work on a sunny 60 °F day', () => {
    const all = looks({ occasion: 'work', weather: 'sunny', temperature: 60 });
    expect(all.length).toBeGreaterThan(0);
    for (const l of all) expect(l.names.join(', ')).not.toMatch(/Rain Mac|Beanie/);
  });

  it('no Green Baseball Cap for work at 90 °F', () => {
    const all = looks({ occasion: 'work', weather: 'sunny', temperature: 90 });
    expect(all.length).toBeGreaterThan(0);
    for (const l of all) expect(l.names).not.toContain('Green Baseball Cap');
  });

  it('no rain mac or wool scarf with the floral dress for work, sunny, 70 °F', () => {
    const all = looks({ occasion: 'work', weather: 'sunny', temperature: 70 });
    for (const l of all) expect(l.names.join(', ')).not.toMatch(/Rain Mac|Wool Scarf/);
  });

  it('no athletic piece in a work look on a rainy 35 °F day, and a warm layer', () => {
    const all = looks({ occasion: 'work', weather: 'rainy', temperature: 35 });
    expect(all.length).toBeGreaterThan(0);
    for (const l of all) {
      expect(l.names.join(', ')).not.toMatch(/Trainers|Joggers|Windbreaker|Hoodie|Cap/);
      expect(l.names).toContain('Black Puffer');
    }
  });

  it('no winter accessory at 75 °F, whatever the occasion or sky', () => {
    for (const occasion of OCCASIONS)
      for (const weather of WEATHERS)
        for (const l of looks({ occasion, weather, temperature: 75 }))
          expect(l.names.join(', ')).not.toMatch(/Beanie|Wool Scarf|Gloves|Puffer/);
  });

  it('no open shoes in the cold or the rain; trainers for a workout, not for work', () => {
    for (const l of looks({ occasion: 'casual', weather: 'rainy', temperature: 70 }))
      expect(l.names).not.toContain('Flip Flops');
    for (const l of looks({ occasion: 'casual', weather: 'sunny', temperature: 45 }))
      expect(l.names).not.toContain('Flip Flops');
    for (const l of looks({ occasion: 'athletic', weather: 'cloudy', temperature: 65 }))
      expect(l.names).toContain('Trainers');
  });

  it('gives 3 distinct looks whenever the wardrobe has them', () => {
    const w = wardrobe();
    const of = (c: string) => w.filter((i) => i.category === c);
    for (const occasion of OCCASIONS)
      for (const weather of WEATHERS)
        for (let temperature = 0; temperature <= 100; temperature += 10) {
          const r = request({ occasion, weather, temperature });
          // Distinct worn pieces that pass every rule, by brute force over the wardrobe.
          const valid = new Set<string>();
          for (const core of [
            ...of('tops').flatMap((t) => of('bottoms').map((b) => [t, b])),
            ...of('dresses').map((d) => [d]),
          ])
            for (const shoes of of('shoes'))
              for (const layer of [null, ...of('outerwear')]) {
                // No umbrella or tie here, so accessories never decide whether a look is valid.
                const ids = [...core, shoes, layer].flatMap((p) => (p ? [p.id] : []));
                if (outfitViolations(ids, w, r).length === 0) valid.add(ids.join());
              }
          const answer = suggestOutfits(w, r);
          const label = `${occasion} ${weather} ${temperature} °F`;
          expect(answer.suggestions.length, label).toBe(Math.min(3, valid.size));
          if (answer.suggestions.length < 3) expect(answer.missing?.length, label).toBe(1);
        }
  });

  it('says what is missing rather than padding with a bad look', () => {
    const w = wardrobe().filter((i) => i.category !== 'outerwear' || i.name === 'Navy Blazer');
    const answer = suggestOutfits(w, request({ occasion: 'casual', weather: 'rainy' }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing).toEqual([
      'Add a layer for the rain (a rain jacket, trench or parka), or an umbrella',
    ]);
  });

  it('does not guess at a piece it cannot name, and says how to fix that', () => {
    const w = [
      item('Mystery Gift', 'tops', 'Red'),
      item('Navy Trousers', 'bottoms', 'Navy'),
      item('Brown Loafers', 'shoes', 'Brown'),
    ];
    const work = suggestOutfits(w, request({ occasion: 'work' }));
    expect(work.suggestions).toEqual([]);
    expect(work.missing).toEqual([
      'Add a top (or a dress), or rename yours by what they are (like "Grey Jumper") so the stylist can place them',
    ]);
    // A mild, dry, casual day is the one place it may go.
    expect(
      suggestOutfits(w, request({ occasion: 'casual', temperature: 70 })).suggestions,
    ).toHaveLength(1);
  });

  it('rates weak and strong looks apart, best first', () => {
    const ratings: number[] = [];
    for (const occasion of OCCASIONS)
      for (const temperature of [30, 60, 90]) {
        const { suggestions } = suggestOutfits(wardrobe(), request({ occasion, temperature }));
        const list = suggestions.map((s) => s.styleRating);
        expect(list).toEqual([...list].sort((a, b) => b - a));
        ratings.push(...list);
      }
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    const sd = Math.sqrt(ratings.reduce((a, b) => a + (b - mean) ** 2, 0) / ratings.length);
    expect(sd).toBeGreaterThan(0.3);
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThan(1.2);
    expect(ratings.filter((r) => r >= 4.4 && r <= 4.6).length / ratings.length).toBeLessThan(0.4);
  });

  it("names only the look's own pieces and colours, even when the persona text names others", () => {
    const w = wardrobe();
    const persona = {
      description: 'Sharp and practical',
      colorPalette: ['navy'],
      // The stylist's own writing about the persona, quoting pieces it may not pick.
      personality: 'From your wardrobe, your Green Baseball Cap and Yellow Rain Mac suit it best.',
    };
    for (const occasion of OCCASIONS)
      for (const weather of WEATHERS) {
        const r = request({ occasion, weather, temperature: 50, persona });
        for (const s of suggestOutfits(w, r).suggestions) {
          const look = s.items.map((id) => w.find((i) => i.id === id) as StylistItem);
          const own = look
            .map((i) => `${i.name} ${i.color}`)
            .join(' ')
            .toLowerCase();
          const text = [s.description, ...s.tips].join(' ');
          for (const colour of ['green', 'yellow', 'orange', 'navy', 'grey', 'brown'])
            if (new RegExp(`\\b${colour}\\b`, 'i').test(text)) expect(own, text).toContain(colour);
          for (const other of w.filter((i) => !s.items.includes(i.id)))
            expect(
              text.replace(/the [A-Z][\w ]+/g, (m) =>
                look.some((i) => m.includes(i.name)) ? '' : m,
              ),
            ).not.toContain(other.name);
        }
      }
  });
});
