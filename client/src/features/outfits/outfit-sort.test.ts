import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { anOutfit } from '@/test/fixtures/outfits.ts';
import { OUTFIT_SORTS, type OutfitSort } from './outfit-sort.ts';

// Given oldest first, so 'Newest' has to sort rather than keep the order it was given.
const outfits = [
  anOutfit({ name: 'March', createdAt: '2025-03-01T10:00:00.000Z', timesWorn: 2, rating: 4 }),
  anOutfit({ name: 'April', createdAt: '2025-04-01T10:00:00.000Z', timesWorn: 0, rating: null }),
  anOutfit({ name: 'May', createdAt: '2025-05-01T10:00:00.000Z', timesWorn: 2, rating: 4 }),
  anOutfit({ name: 'June', createdAt: '2025-06-01T10:00:00.000Z', timesWorn: 0, rating: 1 }),
];
const names = (sort: OutfitSort) =>
  sortList(outfits, OUTFIT_SORTS, sort).map((outfit) => outfit.name);

describe('the saved outfits sorts', () => {
  it('offer the menu in this order', () => {
    expect(Object.values(OUTFIT_SORTS).map((sort) => sort.label)).toEqual([
      'Newest',
      'Most worn',
      'Least worn',
      'Best rated',
    ]);
  });

  it('put the newest first whatever order they came in', () => {
    expect(names('newest')).toEqual(['June', 'May', 'April', 'March']);
  });

  it('sort by wears both ways, ties newest first', () => {
    expect(names('most-worn')).toEqual(['May', 'March', 'June', 'April']);
    expect(names('least-worn')).toEqual(['June', 'April', 'May', 'March']);
  });

  it('put the best rated first and the unrated last, ties newest first', () => {
    expect(names('best-rated')).toEqual(['May', 'March', 'June', 'April']);
  });
});
