import { describe, expect, it } from 'vitest';
import { STYLE_PREFERENCES } from '../../../../contract/outfits.ts';
import { CATEGORIES } from '../../../../contract/wardrobe.ts';
import { readColor } from '../garment/color/color-reading.ts';
import { garmentNounOf } from '../garment/garment-nouns.ts';
import { isGeneralFact, rankFacts } from '../insights/fact-match.ts';
import { wardrobeProfile } from '../insights/wardrobe-profile.ts';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import { CAPSULE_TEMPLATE } from './capsule-template.ts';
import { FASHION_FACTS } from './fashion-facts.ts';
import { FACT_TOPICS, FORMALITY_BANDS } from './knowledge-types.ts';
import { STYLE_ARCHETYPES } from './style-archetypes.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const duplicates = (list: readonly string[]) => list.filter((v, i) => list.indexOf(v) !== i);

describe('style archetypes', () => {
  it('has at least 30, with unique kebab-case ids and unique figures', () => {
    expect(STYLE_ARCHETYPES.length).toBeGreaterThanOrEqual(30);
    expect(STYLE_ARCHETYPES.every((a) => KEBAB.test(a.id))).toBe(true);
    expect(duplicates(STYLE_ARCHETYPES.map((a) => a.id))).toEqual([]);
    expect(duplicates(STYLE_ARCHETYPES.map((a) => a.figure))).toEqual([]);
  });

  it('uses only the six style preferences and the 1-5 formality scale', () => {
    for (const a of STYLE_ARCHETYPES) {
      expect(a.styles.length, a.id).toBeGreaterThan(0);
      for (const s of a.styles) expect(STYLE_PREFERENCES, a.id).toContain(s);
      expect(a.formality, a.id).toBeGreaterThanOrEqual(1);
      expect(a.formality, a.id).toBeLessThanOrEqual(5);
    }
  });

  it('names palette colours the colour reader knows', () => {
    for (const a of STYLE_ARCHETYPES) {
      expect(a.palette.length, a.id).toBeGreaterThanOrEqual(2);
      for (const c of a.palette) expect(readColor(c).kind, `${a.id}: ${c}`).not.toBe('unknown');
    }
  });

  it('names signature pieces the garment reader recognises', () => {
    for (const a of STYLE_ARCHETYPES) {
      expect(a.signaturePieces.length, a.id).toBeGreaterThanOrEqual(3);
      for (const p of a.signaturePieces) expect(garmentNounOf(p), `${a.id}: ${p}`).not.toBeNull();
    }
  });

  it('describes each look in a phrase ending with a full stop', () => {
    for (const a of STYLE_ARCHETYPES) {
      expect(a.description, a.id).toMatch(/^[A-Za-z].{20,}\.$/);
      expect(a.name.length, a.id).toBeGreaterThan(3);
    }
  });

  it('covers every style preference with several archetypes', () => {
    for (const s of STYLE_PREFERENCES) {
      expect(STYLE_ARCHETYPES.filter((a) => a.styles.includes(s)).length, s).toBeGreaterThanOrEqual(
        4,
      );
    }
  });
});

describe('fashion facts', () => {
  it('has at least 60, with unique kebab-case ids and unique titles', () => {
    expect(FASHION_FACTS.length).toBeGreaterThanOrEqual(60);
    expect(FASHION_FACTS.every((f) => KEBAB.test(f.id))).toBe(true);
    expect(duplicates(FASHION_FACTS.map((f) => f.id))).toEqual([]);
    expect(duplicates(FASHION_FACTS.map((f) => f.title.toLowerCase()))).toEqual([]);
  });

  it('uses only known topics, categories and formality bands', () => {
    for (const f of FASHION_FACTS) {
      expect(f.topics.length, f.id).toBeGreaterThan(0);
      for (const t of f.topics) expect(FACT_TOPICS, f.id).toContain(t);
      for (const c of f.categories) expect(CATEGORIES, f.id).toContain(c);
      for (const b of f.formality) expect(FORMALITY_BANDS, f.id).toContain(b);
      for (const c of f.colors) expect(readColor(c).kind, `${f.id}: ${c}`).not.toBe('unknown');
      for (const w of [...f.garments, ...f.materials])
        expect(w, f.id).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(f.text, f.id).toMatch(/^[A-Z'‘"].{30,}\.$/);
      if (f.colorBound) expect(f.colors.length * f.garments.length, f.id).toBeGreaterThan(0);
    }
  });

  it('keeps general facts for empty wardrobes', () => {
    expect(FASHION_FACTS.filter(isGeneralFact).length).toBeGreaterThanOrEqual(5);
  });

  it('can match every specific fact to a wardrobe that owns its garment, material or colour', () => {
    for (const f of FASHION_FACTS.filter((x) => !isGeneralFact(x))) {
      const garment = f.garments[0];
      const material = f.materials[0];
      const name = garment ?? (material ? `${material} piece` : 'piece');
      const owned = item(name, f.categories[0] ?? 'accessories', f.colors[0] ?? null);
      const ids = rankFacts(wardrobeProfile([owned])).map((m) => m.fact.id);
      expect(ids, `${f.id} for "${name}" in ${f.colors[0] ?? 'no colour'}`).toContain(f.id);
    }
  });
});

describe('capsule template', () => {
  it('has unique ids, recognised keywords and readable, mostly neutral colours', () => {
    expect(duplicates(CAPSULE_TEMPLATE.map((e) => e.id))).toEqual([]);
    expect(new Set(CAPSULE_TEMPLATE.map((e) => e.category)).size).toBe(CATEGORIES.length);
    for (const e of CAPSULE_TEMPLATE) {
      for (const k of e.keywords) expect(garmentNounOf(k), `${e.id}: ${k}`).not.toBeNull();
      expect(readColor(e.colors[0]).kind, e.id).toBe('neutral');
      for (const c of e.colors) expect(readColor(c).kind, `${e.id}: ${c}`).not.toBe('unknown');
      expect(e.priority).toBeGreaterThanOrEqual(1);
      expect(e.priority).toBeLessThanOrEqual(3);
    }
  });
});
