import type { DiaryEntry } from '@contract/diary.ts';
import { byText, oldestFirst, type ListSorts } from '@/components/list-sort.ts';

export const DIARY_SORTS = {
  // The server's order.
  newest: { label: 'Newest', compare: null },
  oldest: { label: 'Oldest', compare: oldestFirst },
  title: { label: 'Title A–Z', compare: byText((e) => e.title) },
  favourites: {
    label: 'Favourites first',
    compare: (a, b) => Number(b.isFavorite) - Number(a.isFavorite),
  },
} satisfies ListSorts<DiaryEntry, string>;

export type DiarySort = keyof typeof DIARY_SORTS;
export const DIARY_SORT_KEY = 'afc:diary-sort';
