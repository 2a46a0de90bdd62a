import { costPerWear } from '@contract/wardrobe-values.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { byText, fewestFirst, mostFirst, type ListSorts } from '@/components/list-sort.ts';

/** The wardrobe's sorts, in menu order. Ties keep the server's order, newest first. */
export const WARDROBE_SORTS = {
  // The server's order (spec: newest first).
  newest: { label: 'Newest', compare: null },
  name: { label: 'Name A–Z', compare: byText((item) => item.name) },
  'most-worn': { label: 'Most worn', compare: mostFirst((item) => item.timesWorn) },
  'least-worn': { label: 'Least worn', compare: fewestFirst((item) => item.timesWorn) },
  // Pieces without a price or a wear have no cost per wear: last.
  'cost-per-wear': {
    label: 'Lowest cost per wear',
    compare: fewestFirst((item) => costPerWear(item.price, item.timesWorn)),
  },
  price: { label: 'Price high–low', compare: mostFirst((item) => item.price) },
} satisfies ListSorts<WardrobeItem, string>;

export type WardrobeSort = keyof typeof WARDROBE_SORTS;
export const WARDROBE_SORT_KEY = 'afc:wardrobe-sort';
