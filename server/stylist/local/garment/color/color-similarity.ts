import { words } from '../text-tokens.ts';
import type { ColorInfo } from './color-reading.ts';
import { deltaE2000 } from './color-space.ts';

// CIEDE2000 distance at which two colours stop counting as alike at all.
const UNLIKE_AT = 25;
const PRINT_WORDS = new Set(['print', 'printed', 'pattern', 'patterned']);

const printWords = (c: ColorInfo) => words(c.label).filter((w) => !PRINT_WORDS.has(w));

// The colour reader hands out one object per colour text, so identity is a cheap cache key.
const cache = new WeakMap<ColorInfo, WeakMap<ColorInfo, number>>();

/** How alike two colours look, 0 to 1: the same name, or close in CIELAB; prints by their motif. */
export function colorSimilarity(a: ColorInfo, b: ColorInfo): number {
  let row = cache.get(a);
  if (!row) {
    row = new WeakMap();
    cache.set(a, row);
  }
  const cached = row.get(b);
  if (cached !== undefined) return cached;
  const value = similarity(a, b);
  row.set(b, value);
  return value;
}

function similarity(a: ColorInfo, b: ColorInfo): number {
  if (a.kind === 'unknown' || b.kind === 'unknown') return 0;
  if (a.kind === 'pattern' || b.kind === 'pattern') {
    if (a.kind !== b.kind) return 0;
    const motif = new Set(printWords(a));
    return printWords(b).some((w) => motif.has(w)) ? 1 : 0.4;
  }
  if (a.key === b.key) return 1;
  if (!a.lab || !b.lab) return 0;
  return Math.max(0, 1 - deltaE2000(a.lab, b.lab) / UNLIKE_AT);
}
