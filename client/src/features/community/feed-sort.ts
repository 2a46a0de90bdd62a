import type { Post } from '@contract/community.ts';
import { mostFirst, newestFirst, type ListSorts } from '@/components/list-sort.ts';

/** Sorts the posts loaded so far; 'Load more' adds the next page and they sort again. */
export const FEED_SORTS = {
  // The chip's own order: newest first, Trending most liked in the last 7 days.
  feed: { label: 'Feed order', compare: null },
  newest: { label: 'Newest', compare: newestFirst },
  'most-liked': { label: 'Most liked', compare: mostFirst((p) => p.likes) },
  'most-commented': { label: 'Most commented', compare: mostFirst((p) => p.comments) },
} satisfies ListSorts<Post, string>;

export type FeedSort = keyof typeof FEED_SORTS;
export const FEED_SORT_KEY = 'afc:feed-sort';
