import { describe, expect, it } from 'vitest';
import type { GeneratedInsight } from '../../../../contract/insights.ts';
import type { StylistItem } from '../../stylist.ts';
import { FASHION_FACTS } from '../knowledge/fashion-facts.ts';
import { STYLE_ARCHETYPES } from '../knowledge/style-archetypes.ts';
import { item, sampleWardrobe } from '../../../test/kits/stylist/test-wardrobe.ts';
import { bohemianWardrobe, minimalistWardrobe } from '../../../test/kits/stylist/test-wardrobes.ts';
import { isGeneralFact } from './fact-match.ts';
import { generateInsight, MIN_ITEMS_FOR_MATCH } from './generate-insight.ts';

const factByTitle = new Map(FASHION_FACTS.map((f) => [f.title, f]));
const figureOf = (title: string) =>
  STYLE_ARCHETYPES.find((a) => title === `Your style match: ${a.figure}`);

/** Insights one after another, each given the titles of those before it. */
function series(items: readonly StylistItem[], n: number, seed = 1): GeneratedInsight[] {
  const history: string[] = [];
  const out: GeneratedInsight[] = [];
  for (let i = 0; i < n; i++) {
    const insight = generateInsight(items, history, seed + i);
    history.push(insight.title);
    out.push(insight);
  }
  return out;
}

const namesAnItem = (text: string, items: readonly StylistItem[]) =>
  items.some((i) => text.includes(i.name));

describe('generateInsight', () => {
  it('explains a celebrity match with the user’s own colours and pieces', () => {
    const wardrobe = minimalistWardrobe();
    const matches = series(wardrobe, 30).filter((i) => i.insightType === 'celebrity-match');
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      const archetype = figureOf(m.title);
      expect(archetype, m.title).toBeDefined();
      expect(m.content).toContain(archetype?.figure ?? '?');
      expect(namesAnItem(m.content, wardrobe), m.content).toBe(true);
      expect(m.content).toMatch(/black|grey|charcoal|white/);
      expect(m.relatedTags.length).toBeGreaterThan(0);
    }
  });

  it('offers the nearest archetype first: minimalist for black and grey basics, never for boho', () => {
    const first = (items: readonly StylistItem[]) => {
      for (let seed = 0; seed < 50; seed++) {
        const insight = generateInsight(items, [], seed);
        if (insight.insightType === 'celebrity-match') return figureOf(insight.title);
      }
      return undefined;
    };
    expect(first(minimalistWardrobe())?.styles).toContain('Minimalist');
    const boho = first(bohemianWardrobe());
    expect(boho?.styles).toContain('Bohemian');
    expect(boho?.styles).not.toContain('Minimalist');
  });

  it('gives fun facts about what the user owns, naming the pieces', () => {
    const wardrobe = sampleWardrobe();
    const facts = series(wardrobe, 40).filter((i) => i.insightType === 'fun-fact');
    expect(facts.length).toBeGreaterThan(10);
    for (const f of facts) {
      const fact = factByTitle.get(f.title);
      expect(fact, f.title).toBeDefined();
      expect(f.content.startsWith(fact?.text ?? '?')).toBe(true);
      expect(namesAnItem(f.content, wardrobe), f.content).toBe(true);
    }
  });

  it('never repeats a title until every relevant insight has been given', () => {
    const wardrobe = minimalistWardrobe();
    const long = series(wardrobe, 200);
    const titles = long.map((i) => i.title);
    const firstRepeat = titles.findIndex((t, i) => titles.indexOf(t) !== i);
    expect(firstRepeat).toBeGreaterThan(10);
    const pool = new Set(titles.slice(0, firstRepeat));
    // After the first repeat, nothing new appears: the pool was exhausted.
    expect(titles.slice(firstRepeat).every((t) => pool.has(t))).toBe(true);
    // And the repeat is the one given longest ago.
    expect(titles[firstRepeat]).toBe(titles[0]);
  });

  it('is deterministic for a seed and varies with it', () => {
    const wardrobe = sampleWardrobe();
    const history = ['Why it is called a trench coat'];
    expect(generateInsight(wardrobe, history, 42)).toEqual(generateInsight(wardrobe, history, 42));
    const titles = new Set(
      Array.from({ length: 20 }, (_, s) => generateInsight(wardrobe, history, s).title),
    );
    expect(titles.size).toBeGreaterThan(2);
  });

  it('gives an empty wardrobe a general fact, never a match', () => {
    for (let seed = 0; seed < 30; seed++) {
      const insight = generateInsight([], [], seed);
      expect(insight.insightType).toBe('fun-fact');
      const fact = factByTitle.get(insight.title);
      expect(fact && isGeneralFact(fact), insight.title).toBe(true);
    }
  });

  it('needs a few pieces before it claims a celebrity match', () => {
    const few = [item('Black Turtleneck', 'tops', 'black'), item('Blue Jeans', 'bottoms', 'denim')];
    expect(few.length).toBeLessThan(MIN_ITEMS_FOR_MATCH);
    const types = new Set(series(few, 15).map((i) => i.insightType));
    expect(types).toEqual(new Set(['fun-fact']));
  });

  it('ignores inactive pieces', () => {
    const retired = minimalistWardrobe().map((i) => ({ ...i, isActive: false }));
    const insight = generateInsight(retired, [], 3);
    expect(insight.insightType).toBe('fun-fact');
    expect(namesAnItem(insight.content, retired)).toBe(false);
  });
});
