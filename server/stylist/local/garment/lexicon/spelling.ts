// Near-miss spellings ("sneekers", "blazzer", "trowsers") matched to the lexicon's words, for the
// words no table knows. Conservative on purpose: a wrong guess is worse than no guess.

/** Optimal string alignment distance (Levenshtein plus swaps of neighbours), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const prev = rows[i - 1] ?? [];
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** How far a word of this length may be from a known one: short words must match exactly. */
const allowance = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/**
 * The one dictionary word a misspelt word stands for, or null when none is close enough or two
 * different ones are equally close. `sameAs` folds forms of one word ("sandal", "sandals").
 */
export function closestWord(
  word: string,
  dictionary: readonly string[],
  sameAs: (w: string) => string,
): string | null {
  const max = allowance(word.length);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  let tie = false;
  for (const candidate of dictionary) {
    // The first letter is rarely wrong; requiring it keeps "party" from becoming "parka".
    if (candidate[0] !== word[0]) continue;
    const d = editDistance(word, candidate, Math.min(max, bestDistance));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && best !== null && sameAs(candidate) !== sameAs(best)) {
      tie = true;
    }
  }
  return best !== null && !tie && bestDistance <= max ? best : null;
}
