// Which insights someone has already been given, so none repeats until every relevant one has.

interface Given {
  count: number;
  /** Position of the latest time it was given in the history. */
  last: number;
}

export type HistoryIndex = ReadonlyMap<string, Given>;

const keyOf = (title: string) => title.trim().toLowerCase();

/** Indexes insight titles already given, oldest first. */
export function indexHistory(history: readonly string[]): HistoryIndex {
  const index = new Map<string, Given>();
  history.forEach((title, position) => {
    const key = keyOf(title);
    index.set(key, { count: (index.get(key)?.count ?? 0) + 1, last: position });
  });
  return index;
}

export const wasGiven = (index: HistoryIndex, title: string) => index.has(keyOf(title));

/** When everything has been given: the least given, then the longest ago, then the first listed. */
export function leastRecent<T extends { title: string }>(
  pool: readonly T[],
  index: HistoryIndex,
): T | null {
  let best: T | null = null;
  let bestGiven: Given = { count: Number.POSITIVE_INFINITY, last: Number.POSITIVE_INFINITY };
  for (const candidate of pool) {
    const given = index.get(keyOf(candidate.title)) ?? { count: 0, last: -1 };
    if (
      given.count < bestGiven.count ||
      (given.count === bestGiven.count && given.last < bestGiven.last)
    ) {
      best = candidate;
      bestGiven = given;
    }
  }
  return best;
}
