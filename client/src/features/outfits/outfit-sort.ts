import type { Outfit } from '@contract/outfits.ts';
import {
  fewestFirst,
  mostFirst,
  newestFirst,
  thenBy,
  type ListSorts,
} from '@/components/list-sort.ts';

const wears = (outfit: Outfit) => outfit.timesWorn;
const rating = (outfit: Outfit) => outfit.rating;

/** The saved outfits' sorts, in menu order; ties fall back to newest first. */
export const OUTFIT_SORTS = {
  newest: { label: 'Newest', compare: newestFirst },
  'most-worn': { label: 'Most worn', compare: thenBy(mostFirst(wears), newestFirst) },
  'least-worn': { label: 'Least worn', compare: thenBy(fewestFirst(wears), newestFirst) },
  // Unrated outfits go last: no rating is not the same as a poor one.
  'best-rated': { label: 'Best rated', compare: thenBy(mostFirst(rating), newestFirst) },
} satisfies ListSorts<Outfit, string>;

export type OutfitSort = keyof typeof OUTFIT_SORTS;
export const OUTFIT_SORT_KEY = 'afc:outfit-sort';
