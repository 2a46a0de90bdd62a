import type { Occasion, OccasionFormality } from '../../../../contract/outfits.ts';

// How dressed up each occasion is, on the garment model's formality scale: 1 (athletic, lounge)
// to 5 (black tie). The outfit rules keep every piece inside its band; the tips aim at the target.

export interface OccasionRule {
  /** Allowed formality band for tops, bottoms and dresses (hard rule) and the sweet spot. */
  min: number;
  max: number;
  target: number;
  /** The band for shoes, layers and accessories, which read differently ("formal shoes"). */
  shoes: { min: number; max: number };
  outerwear: { min: number; max: number };
  accessory: { min: number; max: number };
}

export const OCCASION_RULES: Readonly<Record<Occasion, OccasionRule>> = {
  work: {
    min: 2,
    max: 4.5,
    target: 3.75,
    shoes: { min: 2.5, max: 5 },
    outerwear: { min: 2, max: 5 },
    accessory: { min: 1.5, max: 5 },
  },
  casual: {
    min: 1,
    max: 4,
    target: 2.25,
    shoes: { min: 1, max: 4.5 },
    outerwear: { min: 1, max: 4 },
    accessory: { min: 1, max: 4.5 },
  },
  evening: {
    min: 2.75,
    max: 5,
    target: 4,
    shoes: { min: 3, max: 5 },
    outerwear: { min: 2.5, max: 5 },
    accessory: { min: 2.5, max: 5 },
  },
  date: {
    min: 2,
    max: 4.75,
    target: 3.25,
    shoes: { min: 2, max: 5 },
    outerwear: { min: 2, max: 5 },
    accessory: { min: 1.5, max: 5 },
  },
  formal: {
    min: 3.5,
    max: 5,
    target: 4.75,
    shoes: { min: 4, max: 5 },
    outerwear: { min: 3.5, max: 5 },
    accessory: { min: 3, max: 5 },
  },
  athletic: {
    min: 1,
    max: 2.5,
    target: 1,
    shoes: { min: 1, max: 2 },
    outerwear: { min: 1, max: 2.5 },
    accessory: { min: 1, max: 2.5 },
  },
};

/**
 * The band of an occasion described in words (outfits/occasion-reading.ts), by how dressed up it
 * reads. Five levels are the buttons' own bands, so "office" and the Work button dress alike;
 * smart casual sits between a casual day and work (a museum date, a startup interview).
 */
export const FORMALITY_RULES: Readonly<Record<OccasionFormality, OccasionRule>> = {
  sporty: OCCASION_RULES.athletic,
  casual: OCCASION_RULES.casual,
  'smart-casual': {
    min: 2,
    max: 4.25,
    target: 3,
    shoes: { min: 2, max: 4.5 },
    outerwear: { min: 1.75, max: 4.5 },
    accessory: { min: 1.5, max: 4.5 },
  },
  smart: OCCASION_RULES.work,
  dressy: OCCASION_RULES.evening,
  formal: OCCASION_RULES.formal,
};
