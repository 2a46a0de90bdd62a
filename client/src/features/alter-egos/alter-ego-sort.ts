import type { AlterEgo } from '@contract/alter-egos.ts';
import { byText, oldestFirst, type ListSorts } from '@/components/list-sort.ts';

export const ALTER_EGO_SORTS = {
  // The server's order.
  newest: { label: 'Newest', compare: null },
  oldest: { label: 'Oldest', compare: oldestFirst },
  name: { label: 'Name A–Z', compare: byText((a) => a.name) },
  active: { label: 'Active first', compare: (a, b) => Number(b.isActive) - Number(a.isActive) },
} satisfies ListSorts<AlterEgo, string>;

export type AlterEgoSort = keyof typeof ALTER_EGO_SORTS;
export const ALTER_EGO_SORT_KEY = 'afc:alter-ego-sort';
