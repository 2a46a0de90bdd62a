import type { StylistItem } from '../../stylist.ts';
import { pairHarmony, type PairHarmony } from '../garment/color/color-harmony.ts';
import type { GarmentTraits, Slot } from '../garment/garment-traits.ts';
import type { ItemFit } from './item-scoring.ts';

/** A candidate piece, analysed and scored for one slot of one request. */
export interface Piece {
  item: StylistItem;
  traits: GarmentTraits;
  slot: Slot;
  score: ItemFit;
  /** The fit plus seeded noise. */
  baseRank: number;
  /** The base rank minus a penalty for pieces already suggested: what the search ranks by. */
  rank: number;
}

export interface HarmonyPair {
  a: Piece;
  b: Piece;
  harmony: PairHarmony;
}

export interface OutfitQuality {
  /** 0 to 1: what the style rating reads. */
  score: number;
  meanFit: number;
  /** 0 to 1: 0.6 for an all-neutral outfit, more for classic pairings, less for clashes. */
  harmony: number;
  /** 0 to 1: 1 when the pieces sit at a similar formality. */
  cohesion: number;
  /** 0 to 1: how close the pieces sit to the occasion's sweet spot (the weakest one counts). */
  occasion: number;
  /** 0 to 1: how well the pieces suit the temperature and the sky (the weakest one counts). */
  weather: number;
  /** 0 to 1: the asked-for styles and persona, or null when none was asked for. */
  style: number | null;
  pairs: HarmonyPair[];
}

const HARMONY_BASE = 0.6;
const HARMONY_STEP = 0.25;

function cohesionOf(pieces: readonly Piece[]): number {
  let lo = 5;
  let hi = 1;
  for (const p of pieces) {
    if (p.slot === 'accessory') continue;
    lo = Math.min(lo, p.traits.formality);
    hi = Math.max(hi, p.traits.formality);
  }
  if (hi < lo) return 1;
  return 1 - Math.min(1, Math.max(0, (hi - lo - 1.5) / 2.5));
}

function harmonySum(pieces: readonly Piece[], pairs: HarmonyPair[] | null): number {
  let sum = 0;
  for (let i = 0; i < pieces.length; i++) {
    const a = pieces[i];
    if (!a || a.traits.color.kind === 'neutral' || a.traits.color.kind === 'unknown') continue;
    for (let j = i + 1; j < pieces.length; j++) {
      const b = pieces[j];
      if (!b || b.traits.color.kind === 'neutral' || b.traits.color.kind === 'unknown') continue;
      const harmony = pairHarmony(a.traits.color, b.traits.color);
      sum += harmony.score;
      pairs?.push({ a, b, harmony });
    }
  }
  return sum;
}

const combine = (meanFit: number, harmony: number, cohesion: number) =>
  0.6 * meanFit + 0.25 * harmony + 0.15 * cohesion;

/** The search's ranking score for a (partial) outfit, from the pieces' ranks. */
export function rankScore(pieces: readonly Piece[]): number {
  let sum = 0;
  for (const p of pieces) sum += p.rank;
  const harmony = Math.min(1, Math.max(0, HARMONY_BASE + HARMONY_STEP * harmonySum(pieces, null)));
  return combine(pieces.length ? sum / pieces.length : 0, harmony, cohesionOf(pieces));
}

// A look is as good as its weakest piece as much as its average one.
const meanAndWorst = (values: readonly number[]) =>
  values.length
    ? 0.6 * (values.reduce((a, b) => a + b, 0) / values.length) + 0.4 * Math.min(...values)
    : 0;

/** The outfit's true quality (no noise, no penalties), with the colour pairs that explain it. */
export function outfitQuality(pieces: readonly Piece[], withStyle = false): OutfitQuality {
  const pairs: HarmonyPair[] = [];
  const meanFit = pieces.length ? pieces.reduce((s, p) => s + p.score.fit, 0) / pieces.length : 0;
  const harmony = Math.min(1, Math.max(0, HARMONY_BASE + HARMONY_STEP * harmonySum(pieces, pairs)));
  const cohesion = cohesionOf(pieces);
  const worn = pieces.filter((p) => p.slot !== 'accessory');
  const occasion = meanAndWorst(worn.map((p) => p.score.formality));
  const weather = meanAndWorst(worn.map((p) => p.score.weather));
  // One piece that carries the asked-for style or persona counts; more of them count more.
  const matches = pieces.map((p) => Math.max(p.score.style.score, p.score.persona?.score ?? 0));
  const style =
    withStyle && matches.length
      ? 0.6 * Math.max(...matches) + (0.4 * matches.reduce((a, b) => a + b, 0)) / matches.length
      : null;
  // A finishing accessory is the difference between dressed and put together.
  const polish = pieces.some((p) => p.slot === 'accessory') ? 1 : 0.5;
  const parts: [number, number][] = [
    [occasion, 0.3],
    [weather, 0.2],
    [harmony, 0.25],
    [cohesion, 0.15],
    [polish, 0.1],
  ];
  if (style !== null) parts.push([style, 0.2]);
  const total = parts.reduce((s, [, w]) => s + w, 0);
  const score = parts.reduce((s, [v, w]) => s + v * w, 0) / total;
  return { score, meanFit, harmony, cohesion, occasion, weather, style, pairs };
}

// The quality scores that read as 1 and 5 stars: most real looks land between them.
const RATING_FLOOR = 0.3;
const RATING_CEILING = 0.9;

/** 1 to 5 with one decimal, spread over the range real looks reach. */
export function styleRatingOf(quality: OutfitQuality): number {
  const stretched = (quality.score - RATING_FLOOR) / (RATING_CEILING - RATING_FLOOR);
  const rating = 1 + 4 * stretched;
  return Math.round(Math.min(5, Math.max(1, rating)) * 10) / 10;
}
