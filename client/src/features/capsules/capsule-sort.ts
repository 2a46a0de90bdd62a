import type { Capsule } from '@contract/capsules.ts';
import { byText, mostFirst, oldestFirst, type ListSorts } from '@/components/list-sort.ts';

export const CAPSULE_SORTS = {
  // The server's order.
  newest: { label: 'Newest', compare: null },
  oldest: { label: 'Oldest', compare: oldestFirst },
  name: { label: 'Name A–Z', compare: byText((c) => c.name) },
  'most-pieces': { label: 'Most pieces', compare: mostFirst((c) => c.itemIds.length) },
  'most-outfits': { label: 'Most outfits', compare: mostFirst((c) => c.outfitCount) },
} satisfies ListSorts<Capsule, string>;

export type CapsuleSort = keyof typeof CAPSULE_SORTS;
export const CAPSULE_SORT_KEY = 'afc:capsule-sort';
