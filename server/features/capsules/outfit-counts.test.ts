import { describe, expect, it } from 'vitest';
import type { StylistItem } from '../../stylist/stylist.ts';
import { createOutfitCounts } from './outfit-counts.ts';

const piece = (id: string, fields: Partial<StylistItem> = {}): StylistItem => ({
  id,
  name: `Piece ${id}`,
  category: 'tops',
  subcategory: null,
  color: 'Navy',
  tags: [],
  timesWorn: 0,
  lastWorn: null,
  inLaundry: false,
  isActive: true,
  price: null,
  brand: null,
  ...fields,
});

function countingStylist() {
  const calls: number[] = [];
  return {
    calls,
    stylist: {
      outfitCount: async (items: readonly StylistItem[]) => {
        calls.push(items.length);
        return items.length * 10;
      },
    },
  };
}

describe('outfit counts of capsule cards', () => {
  it('counts the same pieces once, and again when a piece changes', async () => {
    const { calls, stylist } = countingStylist();
    const counts = createOutfitCounts(stylist);
    const pieces = [piece('a'), piece('b')];
    expect(await counts.count(pieces)).toBe(20);
    expect(await counts.count(pieces.map((p) => ({ ...p, timesWorn: 3 })))).toBe(20);
    expect(calls).toEqual([2]);
    await counts.count([piece('a'), piece('b', { color: 'Red' })]);
    await counts.count([piece('a')]);
    expect(calls).toEqual([2, 2, 1]);
  });

  it('answers 0 for no pieces without counting, and forgets the least used first', async () => {
    const { calls, stylist } = countingStylist();
    const counts = createOutfitCounts(stylist);
    expect(await counts.count([])).toBe(0);
    expect(calls).toEqual([]);
    const first = [piece('first')];
    await counts.count(first);
    for (let i = 0; i < 2_000; i += 1) {
      await counts.count([piece(`p${i}`)]);
      if (i === 1_000) await counts.count(first);
    }
    const before = calls.length;
    await counts.count(first);
    expect(calls.length).toBe(before);
    await counts.count([piece('p0')]);
    expect(calls.length).toBe(before + 1);
  });
});
