import type { ColorInfo } from './color-reading.ts';
import { deltaE2000 } from './color-space.ts';
import { wheelDistance } from './color-wheel.ts';

export type HarmonyKind =
  | 'neutral'
  | 'tonal'
  | 'analogous'
  | 'complementary'
  | 'split-complementary'
  | 'triadic'
  | 'clash'
  | 'busy'
  | 'plain';

export interface PairHarmony {
  kind: HarmonyKind;
  /** -1 (clash) to 1 (classic pairing). */
  score: number;
}

// At most this many non-neutral colours in one outfit: the hard colour rule.
export const MAX_NON_NEUTRAL_COLORS = 3;

const NEUTRAL_PAIR: PairHarmony = { kind: 'neutral', score: 0.3 };
const UNKNOWN_PAIR: PairHarmony = { kind: 'plain', score: 0 };

const pairCache = new Map<number, PairHarmony>();

/** How two colours sit together: neutrals go with anything; hues by their place on the wheel. */
export function pairHarmony(x: ColorInfo, y: ColorInfo): PairHarmony {
  if (x.kind !== 'color' || y.kind !== 'color' || !x.labId || !y.labId) return uncachedPair(x, y);
  // Keyed by the exact CIELAB values: two hex colours may share a name but not a harmony.
  const key = x.labId < y.labId ? x.labId * 2 ** 26 + y.labId : y.labId * 2 ** 26 + x.labId;
  let found = pairCache.get(key);
  if (!found) {
    found = uncachedPair(x, y);
    if (pairCache.size > 50_000) pairCache.clear();
    pairCache.set(key, found);
  }
  return found;
}

function uncachedPair(x: ColorInfo, y: ColorInfo): PairHarmony {
  if (x.kind === 'unknown' || y.kind === 'unknown') return UNKNOWN_PAIR;
  if (x.kind === 'neutral' || y.kind === 'neutral') return NEUTRAL_PAIR;
  if (x.kind === 'pattern' && y.kind === 'pattern') return { kind: 'busy', score: -0.9 };
  if (x.kind === 'pattern' || y.kind === 'pattern') return { kind: 'busy', score: -0.15 };
  if (x.key === y.key) return { kind: 'tonal', score: 0.6 };
  if (x.lab && y.lab && deltaE2000(x.lab, y.lab) < 12) return { kind: 'tonal', score: 0.6 };
  const d = wheelDistance(x.wheelHue ?? 0, y.wheelHue ?? 0);
  if (d <= 30) return { kind: 'tonal', score: 0.6 };
  if (d <= 75) return { kind: 'analogous', score: 0.8 };
  if (d >= 160) return { kind: 'complementary', score: 0.9 };
  if (d >= 138) return { kind: 'split-complementary', score: 0.6 };
  if (d >= 108) return { kind: 'triadic', score: 0.4 };
  if (d >= 80 && d <= 105) {
    // Two strong hues a quarter-turn apart fight; muted versions merely disagree.
    const strength = Math.min(1, Math.max(0.35, Math.min(x.chroma, y.chroma) / 45));
    return { kind: 'clash', score: -0.9 * strength };
  }
  return { kind: 'plain', score: 0.1 };
}

/** Distinct non-neutral colours in a set of pieces (prints count one each). */
export function nonNeutralColorKeys(colors: readonly ColorInfo[]): Set<string> {
  const keys = new Set<string>();
  for (const c of colors) if (c.kind === 'color' || c.kind === 'pattern') keys.add(c.key);
  return keys;
}
