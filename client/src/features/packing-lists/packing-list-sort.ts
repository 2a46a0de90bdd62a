import type { PackingList } from '@contract/packing-lists.ts';
import { byText, newestFirst, type ListSorts } from '@/components/list-sort.ts';

/** Latest trip first; lists without dates go last either way. */
const latestTripFirst = (a: PackingList, b: PackingList) => {
  if (a.startDate === null || b.startDate === null)
    return Number(a.startDate === null) - Number(b.startDate === null);
  return b.startDate.localeCompare(a.startDate);
};

export const PACKING_LIST_SORTS = {
  // The server's order: soonest trip first, undated lists after.
  'trip-soonest': { label: 'Soonest trip', compare: null },
  'trip-latest': { label: 'Latest trip', compare: latestTripFirst },
  newest: { label: 'Newest', compare: newestFirst },
  name: { label: 'Trip name A–Z', compare: byText((l) => l.tripName) },
} satisfies ListSorts<PackingList, string>;

export type PackingListSort = keyof typeof PACKING_LIST_SORTS;
export const PACKING_LIST_SORT_KEY = 'afc:packing-list-sort';
