import { describe, expect, it } from 'vitest';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { bohemianWardrobe, minimalistWardrobe } from '../../../test/kits/stylist/test-wardrobes.ts';
import { rankArchetypes } from './archetype-match.ts';
import { wardrobeProfile } from './wardrobe-profile.ts';
import { wardrobeSignal } from './wardrobe-signal.ts';

const ranked = (items: Parameters<typeof wardrobeProfile>[0]) =>
  rankArchetypes(wardrobeSignal(wardrobeProfile(items)));

describe('rankArchetypes', () => {
  it('gives a black-and-grey minimalist wardrobe a minimalist archetype', () => {
    const [best] = ranked(minimalistWardrobe());
    expect(best?.archetype.styles).toContain('Minimalist');
    expect(best?.sharedColors).toContain('black');
  });

  it('gives a colourful bohemian wardrobe a bohemian archetype, and no minimalist one near the top', () => {
    const top = ranked(bohemianWardrobe()).slice(0, 3);
    expect(top[0]?.archetype.styles).toContain('Bohemian');
    for (const m of top) expect(m.archetype.styles).not.toContain('Minimalist');
  });

  it('moves with the palette: the same black basics in bright colours stop matching black-clad icons', () => {
    const inBlack = ranked(minimalistWardrobe());
    const recoloured = minimalistWardrobe().map((i, n) => ({
      ...i,
      color: ['hot pink', 'yellow', 'orange', 'cobalt'][n % 4] ?? null,
    }));
    const inColour = ranked(recoloured);
    const rankOf = (list: typeof inBlack, id: string) =>
      list.findIndex((m) => m.archetype.id === id);
    expect(rankOf(inColour, 'johnny-cash')).toBeGreaterThan(rankOf(inBlack, 'johnny-cash'));
    expect(rankOf(inColour, 'solange-knowles')).toBeLessThan(rankOf(inBlack, 'solange-knowles'));
  });

  it('moves with formality: a tuxedo wardrobe ranks evening icons above streetwear', () => {
    const dressy = [
      item('Black Tuxedo', 'outerwear', 'black'),
      item('White Dress Shirt', 'tops', 'white'),
      item('Black Bow Tie', 'accessories', 'black'),
      item('Black Oxford Shoes', 'shoes', 'black'),
      item('Black Tailored Trousers', 'bottoms', 'black'),
    ];
    const list = ranked(dressy);
    const rankOf = (id: string) => list.findIndex((m) => m.archetype.id === id);
    expect(rankOf('marlene-dietrich')).toBeLessThan(rankOf('billie-eilish'));
    expect(rankOf('janelle-monae')).toBeLessThan(5);
  });

  it('names only the wardrobe’s own pieces as shared pieces', () => {
    const wardrobe = minimalistWardrobe();
    const ids = new Set(wardrobe.map((i) => i.id));
    for (const m of ranked(wardrobe)) {
      for (const p of m.sharedPieces) expect(ids.has(p.item.id)).toBe(true);
    }
    const jobs = ranked(wardrobe).find((m) => m.archetype.id === 'steve-jobs');
    expect(jobs?.sharedPieces.map((p) => p.item.name)).toContain('Black Turtleneck');
  });

  it('does not depend on the order of the items', () => {
    const a = ranked(minimalistWardrobe()).map((m) => [m.archetype.id, m.score]);
    const b = ranked(minimalistWardrobe().reverse()).map((m) => [m.archetype.id, m.score]);
    expect(b).toEqual(a);
  });
});
