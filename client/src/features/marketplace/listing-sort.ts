import type { Listing } from '@contract/marketplace.ts';
import { mostFirst, newestFirst, oldestFirst, type ListSorts } from '@/components/list-sort.ts';

const cheapestFirst = (a: Listing, b: Listing) => a.price - b.price;

export const LISTING_SORTS = {
  // The server's order.
  newest: { label: 'Newest', compare: null },
  oldest: { label: 'Oldest', compare: oldestFirst },
  'price-low': {
    label: 'Price low–high',
    compare: (a, b) => cheapestFirst(a, b) || newestFirst(a, b),
  },
  'price-high': {
    label: 'Price high–low',
    compare: (a, b) => cheapestFirst(b, a) || newestFirst(a, b),
  },
  'most-viewed': { label: 'Most viewed', compare: mostFirst((l) => l.views) },
} satisfies ListSorts<Listing, string>;

export type ListingSort = keyof typeof LISTING_SORTS;
export const LISTING_SORT_KEY = 'afc:listing-sort';
