import type { DiaryEntry, DiarySourceType } from '@contract/diary.ts';

export interface DiaryFilter {
  favoritesOnly: boolean;
  source: DiarySourceType | 'all';
  /** Lower-cased; null shows every tag. */
  tag: string | null;
}

export const NO_FILTER: DiaryFilter = { favoritesOnly: false, source: 'all', tag: null };

export const isFiltered = (filter: DiaryFilter) =>
  filter.favoritesOnly || filter.source !== 'all' || filter.tag !== null;

/** The entries a filter keeps, in their order. */
export function filterEntries(entries: readonly DiaryEntry[], filter: DiaryFilter): DiaryEntry[] {
  return entries.filter(
    (entry) =>
      (!filter.favoritesOnly || entry.isFavorite) &&
      (filter.source === 'all' || entry.sourceType === filter.source) &&
      (filter.tag === null || entry.tags.some((tag) => tag.toLowerCase() === filter.tag)),
  );
}

/** Every tag used, most used first (ties alphabetical), as chips to filter by. */
export function tagsByUse(entries: readonly DiaryEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const tag of entry.tags)
      counts.set(tag.toLowerCase(), (counts.get(tag.toLowerCase()) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([tag]) => tag);
}
