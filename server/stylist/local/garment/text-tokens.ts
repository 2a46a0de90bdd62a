// Words and two-word phrases of free text, with simple plural folding, for keyword tables.

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Lower-case words of a text, split on anything that is not a letter or digit. */
export function words(text: string | null | undefined): string[] {
  if (!text) return [];
  const n = normalize(text);
  return n ? n.split(' ') : [];
}

const keySets = new WeakMap<object, Set<string>>();

// The table's keys as a Set: membership tests run for every word of every item.
function keysOf(table: Readonly<Record<string, unknown>>): Set<string> {
  let set = keySets.get(table);
  if (!set) {
    set = new Set(Object.keys(table));
    keySets.set(table, set);
  }
  return set;
}

/** Finds the key a phrase stands for in a table, trying singular forms ("boots", "dresses"). */
export function lookupPhrase<T>(table: Readonly<Record<string, T>>, phrase: string): string | null {
  const keys = keysOf(table);
  if (keys.has(phrase)) return phrase;
  if (phrase.endsWith('s')) {
    const one = phrase.slice(0, -1);
    if (keys.has(one)) return one;
    if (phrase.endsWith('es')) {
      const two = phrase.slice(0, -2);
      if (keys.has(two)) return two;
    }
  }
  return null;
}

const firstWordsCache = new WeakMap<object, Set<string>>();

// First words of the table's multi-word keys: only these can start a longer phrase.
function firstWords(table: Readonly<Record<string, unknown>>): Set<string> {
  let set = firstWordsCache.get(table);
  if (!set) {
    set = new Set(
      Object.keys(table)
        .filter((k) => k.includes(' '))
        .map((k) => k.slice(0, k.indexOf(' '))),
    );
    firstWordsCache.set(table, set);
  }
  return set;
}

/** Scans words longest-phrase-first and returns the table keys found, in reading order. */
export function findPhrases<T>(
  table: Readonly<Record<string, T>>,
  list: readonly string[],
): string[] {
  const found: string[] = [];
  const starters = firstWords(table);
  for (let i = 0; i < list.length;) {
    let step = 1;
    const maxSpan = starters.has(list[i] ?? '') ? 3 : 1;
    for (let span = maxSpan; span >= 1; span--) {
      if (i + span > list.length) continue;
      const key = lookupPhrase(
        table,
        span === 1 ? (list[i] ?? '') : list.slice(i, i + span).join(' '),
      );
      if (key !== null) {
        found.push(key);
        step = span;
        break;
      }
    }
    i += step;
  }
  return found;
}

/** A crude singular for matching ("loafers" -> "loafer"), leaving "dress" and "bus" alone. */
export const singular = (w: string) =>
  w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') ? w.slice(0, -1) : w;
