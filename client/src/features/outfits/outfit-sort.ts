import type { Outfit } from '@contract/outfits.ts';
import { useState } from 'react';

export const OUTFIT_SORTS = {
  newest: 'Newest',
  'most-worn': 'Most worn',
  'least-worn': 'Least worn',
  'best-rated': 'Best rated',
} as const;

export type OutfitSort = keyof typeof OUTFIT_SORTS;

/** Newest is the server's own order, so the list looks as it always did until a choice is made. */
export const DEFAULT_OUTFIT_SORT: OutfitSort = 'newest';

const STORAGE_KEY = 'afc:outfit-sort';

export function isOutfitSort(value: unknown): value is OutfitSort {
  return typeof value === 'string' && Object.hasOwn(OUTFIT_SORTS, value);
}

const byNewest = (a: Outfit, b: Outfit) => b.createdAt.localeCompare(a.createdAt);

const COMPARE: Record<OutfitSort, (a: Outfit, b: Outfit) => number> = {
  newest: byNewest,
  'most-worn': (a, b) => b.timesWorn - a.timesWorn || byNewest(a, b),
  'least-worn': (a, b) => a.timesWorn - b.timesWorn || byNewest(a, b),
  // Unrated outfits go last: no rating is not the same as a poor one.
  'best-rated': (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || byNewest(a, b),
};

/** A sorted copy; ties fall back to newest first so the order is stable between renders. */
export function sortOutfits(outfits: readonly Outfit[], sort: OutfitSort): Outfit[] {
  return [...outfits].sort(COMPARE[sort]);
}

// Storage may be off (private mode): the sort then lasts for the visit only.
function storedSort(): OutfitSort {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isOutfitSort(value) ? value : DEFAULT_OUTFIT_SORT;
  } catch {
    return DEFAULT_OUTFIT_SORT;
  }
}

/** The saved outfits' sort, remembered in this browser across visits. */
export function useOutfitSort() {
  const [sort, setSort] = useState<OutfitSort>(storedSort);
  const choose = (next: OutfitSort) => {
    setSort(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // See storedSort.
    }
  };
  return [sort, choose] as const;
}
