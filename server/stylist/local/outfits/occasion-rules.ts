import type { GarmentTraits } from './garment-traits.ts';
import type { Category, Occasion, OutfitRequest } from './types.ts';

export type Slot = 'top' | 'bottom' | 'dress' | 'outerwear' | 'shoes' | 'accessory';

export const SLOT_OF_CATEGORY: Readonly<Record<Category, Slot>> = {
  tops: 'top',
  bottoms: 'bottom',
  dresses: 'dress',
  outerwear: 'outerwear',
  shoes: 'shoes',
  accessories: 'accessory',
};

export interface OccasionRule {
  /** Allowed formality band (hard rule) and the sweet spot inside it. */
  min: number;
  max: number;
  target: number;
}

export const OCCASION_RULES: Readonly<Record<Occasion, OccasionRule>> = {
  work: { min: 2, max: 5, target: 3.75 },
  casual: { min: 1, max: 4, target: 2.25 },
  evening: { min: 2.75, max: 5, target: 4 },
  date: { min: 2, max: 5, target: 3.25 },
  formal: { min: 3.75, max: 5, target: 4.75 },
  athletic: { min: 1, max: 2, target: 1 },
};

// Weather thresholds in °F.
export const OUTERWEAR_AT_OR_BELOW = 55;
export const NO_WARM_COAT_AT_OR_ABOVE = 85;
// From here up, a dry day gets no layer at all unless one is asked for (built around).
export const NO_LAYER_AT_OR_ABOVE = 80;
export const COLD_AT_OR_BELOW = 55;

export type Ineligibility =
  'rain' | 'cold' | 'heat' | 'too-light' | 'too-casual' | 'too-dressy' | 'not-athletic';

export interface Conditions {
  occasion: Occasion;
  rule: OccasionRule;
  temperature: number;
  rainy: boolean;
  sunny: boolean;
  outerwearRequired: boolean;
  /** Whether an optional layer may be added at all. */
  outerwearWelcome: boolean;
  /** Outerwear must be at least this warm (warmth scale 0 to 3). */
  outerwearMinWarmth: number;
  /** Outerwear may be at most this warm. */
  outerwearMaxWarmth: number;
}

/** Derives the hard-rule thresholds for one request. */
export function conditionsFor(
  request: Pick<OutfitRequest, 'occasion' | 'weather' | 'temperature'>,
): Conditions {
  const t = Number.isFinite(request.temperature)
    ? Math.min(100, Math.max(0, request.temperature))
    : 70;
  const rainy = request.weather === 'rainy';
  return {
    occasion: request.occasion,
    rule: OCCASION_RULES[request.occasion] ?? OCCASION_RULES.casual,
    temperature: t,
    rainy,
    sunny: request.weather === 'sunny',
    outerwearRequired: t <= OUTERWEAR_AT_OR_BELOW || rainy,
    outerwearWelcome: rainy || t < NO_LAYER_AT_OR_ABOVE,
    outerwearMinWarmth: t <= 32 ? 2.5 : t <= 45 ? 2 : 0,
    outerwearMaxWarmth: t >= NO_WARM_COAT_AT_OR_ABOVE ? 1.5 : t >= 75 ? 2 : 3,
  };
}

const EPS = 1e-9;

/** The formality band for a slot: accessories and outerwear come off or go with anything more easily. */
export function formalityBand(slot: Slot, c: Conditions): { min: number; max: number } {
  const { min, max } = c.rule;
  if (c.occasion === 'athletic') return { min, max: slot === 'accessory' ? 2.5 : max };
  if (slot === 'accessory') return { min: min - 1, max: max + 1 };
  if (slot === 'outerwear') return { min: min - 1, max };
  return { min, max };
}

const ATHLETIC_ONLY: ReadonlySet<Slot> = new Set(['bottom', 'dress', 'shoes']);
// Outerwear you can train in: activewear, or lounge layers like a hoodie or fleece.
const ATHLETIC_LAYER_MAX_FORMALITY = 1.5;

/** Why a piece may not fill a slot under these conditions, or null when it may. */
export function ineligibility(
  traits: GarmentTraits,
  slot: Slot,
  c: Conditions,
): Ineligibility | null {
  if (c.rainy && traits.rainUnsafe) return 'rain';
  if (c.temperature <= COLD_AT_OR_BELOW && traits.coldUnsafe) return 'cold';
  // When an item's texts disagree, the hard rules take the reading that could break them.
  const warmth = traits.warmthRange;
  if (slot === 'outerwear') {
    if (warmth.max > c.outerwearMaxWarmth + EPS) return 'heat';
    if (warmth.min < c.outerwearMinWarmth - EPS) return 'too-light';
  } else if (c.temperature >= NO_WARM_COAT_AT_OR_ABOVE && warmth.max >= 2.5) {
    return 'heat';
  }
  const band = formalityBand(slot, c);
  const formality = traits.formalityRange;
  if (c.occasion === 'athletic' && !traits.activewear) {
    if (ATHLETIC_ONLY.has(slot)) return 'not-athletic';
    if (slot === 'outerwear' && formality.max > ATHLETIC_LAYER_MAX_FORMALITY + EPS) {
      return 'not-athletic';
    }
  }
  if (formality.min < band.min - EPS) return 'too-casual';
  if (formality.max > band.max + EPS) return 'too-dressy';
  return null;
}
