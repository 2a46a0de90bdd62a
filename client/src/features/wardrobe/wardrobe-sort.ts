import { costPerWear } from '@contract/wardrobe-values.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';

export const WARDROBE_SORTS = [
  ['newest', 'Newest'],
  ['name', 'Name A–Z'],
  ['most-worn', 'Most worn'],
  ['least-worn', 'Least worn'],
  ['cost-per-wear', 'Lowest cost per wear'],
  ['price', 'Price high–low'],
] as const;

export type WardrobeSort = (typeof WARDROBE_SORTS)[number][0];

export const DEFAULT_SORT: WardrobeSort = 'newest';

export function isWardrobeSort(value: unknown): value is WardrobeSort {
  return WARDROBE_SORTS.some(([sort]) => sort === value);
}

type Compare = (a: WardrobeItem, b: WardrobeItem) => number;

const byName: Compare = (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Items without the number go last whichever way the numbers run. */
function missingLast(value: (item: WardrobeItem) => number | null, direction: 1 | -1): Compare {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return (x - y) * direction;
  };
}

const COMPARE: Record<Exclude<WardrobeSort, 'newest'>, Compare> = {
  name: byName,
  'most-worn': (a, b) => b.timesWorn - a.timesWorn,
  'least-worn': (a, b) => a.timesWorn - b.timesWorn,
  'cost-per-wear': missingLast((item) => costPerWear(item.price, item.timesWorn), 1),
  price: missingLast((item) => item.price, -1),
};

/**
 * The items in the chosen order. 'Newest' keeps the server's order (spec: newest first);
 * the others are stable, so ties stay newest first.
 */
export function sortItems(items: readonly WardrobeItem[], sort: WardrobeSort): WardrobeItem[] {
  if (sort === 'newest') return [...items];
  return items.toSorted(COMPARE[sort]);
}
