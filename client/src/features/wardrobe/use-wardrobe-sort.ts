import { useState } from 'react';
import { DEFAULT_SORT, isWardrobeSort, type WardrobeSort } from './wardrobe-sort.ts';

const STORAGE_KEY = 'afc:wardrobe-sort';

// Storage may be off (private mode): the sort then lasts for the visit only.
function storedSort(): WardrobeSort {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isWardrobeSort(value) ? value : DEFAULT_SORT;
  } catch {
    return DEFAULT_SORT;
  }
}

function storeSort(sort: WardrobeSort): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, sort);
  } catch {
    // See storedSort.
  }
}

/** The wardrobe's sort, remembered in this browser across visits. */
export function useWardrobeSort() {
  const [sort, setSort] = useState<WardrobeSort>(storedSort);
  const choose = (next: WardrobeSort) => {
    setSort(next);
    storeSort(next);
  };
  return [sort, choose] as const;
}
