import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../contract/wardrobe.ts';
import type { StylistItem } from '../stylist.ts';
import { retryAfterSeconds } from './provider-errors.ts';
import { scanAnswerSchema } from './scan-item.ts';
import { strictJsonSchema } from './structured-request.ts';
import { outfitsAnswerSchema } from './suggest-outfits.ts';
import { sampleItems } from './wardrobe-data.ts';
import { shoppingAnswerSchema } from './shopping-suggestions.ts';

const piece = (n: number, category: StylistItem['category']): StylistItem => ({
  id: `item-${String(n).padStart(5, '0')}`,
  name: `Piece ${n}`,
  category,
  subcategory: null,
  color: null,
  tags: [],
  timesWorn: 0,
  lastWorn: null,
  inLaundry: false,
  isActive: true,
  price: null,
  brand: null,
});

describe('sampleItems', () => {
  // 2,000 tops and 10 of each other category: a plain slice would send tops only.
  const big = [
    ...Array.from({ length: 2000 }, (_, n) => piece(n, 'tops')),
    ...CATEGORIES.filter((c) => c !== 'tops').flatMap((category, k) =>
      Array.from({ length: 10 }, (_, n) => piece(10_000 + k * 100 + n, category)),
    ),
  ];

  it('sends a small wardrobe whole', () => {
    expect(sampleItems(big.slice(0, 40), 1)).toHaveLength(40);
  });

  it('caps a large wardrobe, keeps every category, and always keeps the anchor', () => {
    const anchor = big[1999]!.id;
    const sample = sampleItems(big, 1, 150, [anchor]);
    expect(sample).toHaveLength(150);
    expect(new Set(sample.map((item) => item.id)).size).toBe(150);
    for (const category of CATEGORIES)
      expect(sample.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(10);
    expect(sample.map((item) => item.id)).toContain(anchor);
  });

  it('is stable for a seed and changes with it', () => {
    const ids = (seed: number) => sampleItems(big, seed, 150).map((item) => item.id);
    expect(ids(5)).toEqual(ids(5));
    expect(ids(6)).not.toEqual(ids(5));
  });
});

describe('retryAfterSeconds', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('reads seconds, milliseconds and HTTP dates, and defaults when absent or unreadable', () => {
    expect(retryAfterSeconds(headers({ 'retry-after': '20' }))).toBe(20);
    expect(retryAfterSeconds(headers({ 'retry-after-ms': '1200', 'retry-after': '20' }))).toBe(2);
    const now = Date.parse('2026-03-15T12:00:00Z');
    expect(
      retryAfterSeconds(headers({ 'retry-after': 'Sun, 15 Mar 2026 12:01:30 GMT' }), now),
    ).toBe(90);
    expect(retryAfterSeconds(headers({}))).toBe(30);
    expect(retryAfterSeconds(headers({ 'retry-after': 'soon' }))).toBe(30);
    expect(retryAfterSeconds(undefined)).toBe(30);
    expect(retryAfterSeconds(headers({ 'retry-after': '999999' }))).toBe(3600);
  });
});

describe('strictJsonSchema', () => {
  type Node = Record<string, unknown>;
  /** OpenAI's strict mode: every object lists all its properties as required and allows no others. */
  function assertStrict(node: unknown, path = '$'): void {
    if (!node || typeof node !== 'object') return;
    const schema = node as Node;
    if (schema.type === 'object') {
      const keys = Object.keys((schema.properties as Node | undefined) ?? {});
      expect(schema.additionalProperties, path).toBe(false);
      expect([...((schema.required as string[] | undefined) ?? [])].sort(), path).toEqual(
        keys.sort(),
      );
    }
    for (const [key, value] of Object.entries(schema)) assertStrict(value, `${path}.${key}`);
  }

  it.each([
    ['scan', scanAnswerSchema],
    ['outfits', outfitsAnswerSchema],
    ['shopping', shoppingAnswerSchema],
  ])('makes the %s answer schema strict-mode ready', (_name, schema) => {
    const json = strictJsonSchema(schema);
    expect(json.$schema).toBeUndefined();
    assertStrict(json);
  });
});
