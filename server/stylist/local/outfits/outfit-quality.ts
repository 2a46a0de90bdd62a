import { pairHarmony, type PairHarmony } from './color-harmony.ts';
import type { GarmentTraits } from './garment-traits.ts';
import type { ItemFit } from './item-scoring.ts';
import type { Slot } from './occasion-rules.ts';
import type { CandidateItem } from './types.ts';

/** A candidate piece, analysed and scored for one slot of one request. */
export interface Piece {
  item: CandidateItem;
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
  /** 0 to 1. */
  score: number;
  meanFit: number;
  /** 0 to 1: 0.6 for an all-neutral outfit, more for classic pairings, less for clashes. */
  harmony: number;
  /** 0 to 1: 1 when the pieces sit at a similar formality. */
  cohesion: number;
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

/** The outfit's true quality (no noise, no penalties), with the colour pairs that explain it. */
export function outfitQuality(pieces: readonly Piece[]): OutfitQuality {
  const pairs: HarmonyPair[] = [];
  const meanFit = pieces.length ? pieces.reduce((s, p) => s + p.score.fit, 0) / pieces.length : 0;
  const harmony = Math.min(1, Math.max(0, HARMONY_BASE + HARMONY_STEP * harmonySum(pieces, pairs)));
  const cohesion = cohesionOf(pieces);
  return { score: combine(meanFit, harmony, cohesion), meanFit, harmony, cohesion, pairs };
}

/** 0 to 5 with one decimal: a 0.75 outfit is a 4.0. */
export function styleRatingOf(quality: OutfitQuality): number {
  const rating = 1 + 4 * quality.score;
  return Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
}
