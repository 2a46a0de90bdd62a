import type { RatingSession } from '@contract/ratings.ts';
import { byText, mostFirst, oldestFirst, type ListSorts } from '@/components/list-sort.ts';

export const SESSION_SORTS = {
  // The server's order.
  newest: { label: 'Newest', compare: null },
  oldest: { label: 'Oldest', compare: oldestFirst },
  'most-votes': { label: 'Most votes', compare: mostFirst((s) => s.voteCount) },
  open: {
    label: 'Open first',
    compare: (a, b) => Number(b.status === 'active') - Number(a.status === 'active'),
  },
  title: { label: 'Title A–Z', compare: byText((s) => s.title) },
} satisfies ListSorts<RatingSession, string>;

export type SessionSort = keyof typeof SESSION_SORTS;
export const SESSION_SORT_KEY = 'afc:rating-session-sort';
