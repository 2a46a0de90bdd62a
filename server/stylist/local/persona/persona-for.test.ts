import { describe, expect, it } from 'vitest';
import type { PersonaInput } from '../../stylist.ts';
import { STYLE_ARCHETYPES } from '../knowledge/style-archetypes.ts';
import { sampleWardrobe } from '../../../test/kits/stylist/test-wardrobe.ts';
import { bohemianWardrobe, minimalistWardrobe } from '../../../test/kits/stylist/test-wardrobes.ts';
import { personaFor } from './persona-for.ts';

const bossMode: PersonaInput = {
  name: 'Boss Mode',
  description: 'Powerful, polished and sharp for the boardroom',
  stylePreferences: ['Classic', 'Minimalist'],
  colorPalette: ['navy', 'black', 'camel'],
  occasions: ['work', 'meeting'],
};
const festival: PersonaInput = {
  name: 'Festival Me',
  description: 'free-spirited, flowy layers and fringe',
  stylePreferences: ['Bohemian'],
  colorPalette: ['rust', 'mustard', 'earth tones'],
  occasions: ['festival', 'weekend'],
};
const nightRebel: PersonaInput = {
  name: 'Night Rebel',
  description: 'leather and black everything',
  stylePreferences: ['Edgy'],
  colorPalette: ['black', 'red'],
  occasions: ['party'],
};

const archetypeOf = (figure: string | null) => STYLE_ARCHETYPES.find((a) => a.figure === figure);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe('personaFor', () => {
  it('writes two to four sentences built from the inputs', () => {
    for (const persona of [bossMode, festival, nightRebel]) {
      const { personality } = personaFor(persona);
      expect(sentences(personality), personality).toBeGreaterThanOrEqual(2);
      expect(sentences(personality), personality).toBeLessThanOrEqual(4);
      expect(personality).toContain(persona.name);
      for (const color of persona.colorPalette ?? []) expect(personality).toContain(color);
      for (const style of persona.stylePreferences ?? []) {
        expect(personality.toLowerCase()).toContain(style.toLowerCase());
      }
    }
  });

  it('matches a celebrity archetype that shares the persona’s styles', () => {
    const cases: [PersonaInput, string][] = [
      [bossMode, 'Minimalist'],
      [festival, 'Bohemian'],
      [nightRebel, 'Edgy'],
    ];
    for (const [persona, style] of cases) {
      const { celebrityMatch, personality } = personaFor(persona);
      const archetype = archetypeOf(celebrityMatch);
      expect(archetype, persona.name).toBeDefined();
      expect(archetype?.styles, persona.name).toContain(style);
      expect(personality).toContain(celebrityMatch ?? '?');
    }
    expect(archetypeOf(personaFor(bossMode).celebrityMatch)?.styles).not.toContain('Bohemian');
  });

  it('names the user’s pieces that suit the persona, and only theirs', () => {
    const wardrobe = sampleWardrobe();
    const { personality } = personaFor(nightRebel, wardrobe);
    const named = wardrobe.filter((i) => personality.includes(i.name));
    expect(named.length).toBeGreaterThan(0);
    for (const i of named) expect(i.color?.toLowerCase()).toMatch(/black|red/);
  });

  it('says when nothing in the wardrobe fits yet', () => {
    const { personality } = personaFor(festival, minimalistWardrobe());
    expect(personality).toMatch(/Nothing in your wardrobe fits Festival Me yet/);
    expect(minimalistWardrobe().some((i) => personality.includes(i.name))).toBe(false);
    const boho = personaFor(festival, bohemianWardrobe()).personality;
    expect(bohemianWardrobe().some((i) => boho.includes(i.name))).toBe(true);
  });

  it('gives no celebrity match to a persona that is only a name', () => {
    const result = personaFor({ name: 'Mystery' });
    expect(result.celebrityMatch).toBeNull();
    expect(result.personality).toContain('Mystery');
    expect(sentences(result.personality)).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic', () => {
    expect(personaFor(bossMode, sampleWardrobe())).toEqual(personaFor(bossMode, sampleWardrobe()));
  });
});
