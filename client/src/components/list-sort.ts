import { useState } from 'react';

/** One way to order a list: its name on screen and how two entries compare. */
export interface ListSort<T> {
  label: string;
  /** Null keeps the order the server sent (each list's default). */
  compare: ((a: T, b: T) => number) | null;
}

export type ListSorts<T, S extends string> = Readonly<Record<S, ListSort<T>>>;

/** A sorted copy. The sort is stable, so ties keep the server's order. */
export function sortList<T, S extends string>(
  entries: readonly T[],
  sorts: ListSorts<T, S>,
  sort: S,
): T[] {
  const { compare } = sorts[sort];
  return compare ? entries.toSorted(compare) : [...entries];
}

/** Newest first by an ISO timestamp (ISO strings sort as text). */
export const newestFirst = <T extends { createdAt: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt);

export const oldestFirst = <T extends { createdAt: string }>(a: T, b: T) =>
  a.createdAt.localeCompare(b.createdAt);

/** A–Z by a text, ignoring case and accents. */
export const byText =
  <T>(text: (entry: T) => string) =>
  (a: T, b: T) =>
    text(a).localeCompare(text(b), undefined, { sensitivity: 'base' });

/** By a number one way or the other; entries without one go last either way. */
const byNumber =
  <T>(value: (entry: T) => number | null, direction: 1 | -1) =>
  (a: T, b: T) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return Number(x === null) - Number(y === null);
    return (x - y) * direction;
  };

/** Largest first by a number (entries without one last). */
export const mostFirst = <T>(value: (entry: T) => number | null) => byNumber(value, -1);

/** Smallest first by a number (entries without one last). */
export const fewestFirst = <T>(value: (entry: T) => number | null) => byNumber(value, 1);

/** By the first comparison, ties settled by the next. */
export const thenBy =
  <T>(...compares: ((a: T, b: T) => number)[]) =>
  (a: T, b: T) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

const isSort = <S extends string>(
  sorts: Readonly<Record<S, unknown>>,
  value: unknown,
): value is S => typeof value === 'string' && Object.hasOwn(sorts, value);

function stored<S extends string>(key: string, sorts: Readonly<Record<S, unknown>>, fallback: S) {
  try {
    const value = window.localStorage.getItem(key);
    return isSort(sorts, value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A list's chosen sort, remembered in this browser under `key` (like the wardrobe's and the
 * saved outfits'). Storage may be off (private mode): the choice then lasts for the visit.
 */
export function useListSort<S extends string>(
  key: string,
  sorts: Readonly<Record<S, unknown>>,
  fallback: S,
) {
  const [sort, setSort] = useState<S>(() => stored(key, sorts, fallback));
  const choose = (next: string) => {
    if (!isSort(sorts, next)) return;
    setSort(next);
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // See above.
    }
  };
  return [sort, choose] as const;
}
