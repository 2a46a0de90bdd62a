/**
 * The outfit generator's plain values for an occasion described in the user's own words (issue
 * 28): the limit and the vocabulary of the stylist's reading. No zod here, so a screen that only
 * shows a reading builds no schema; `outfits.ts` re-exports all of it beside the schemas
 * (decision 012).
 */

/** The longest occasion a user may describe ("job interview at a startup"). */
export const OCCASION_TEXT_MAX = 120;

/** How dressed up a described occasion is, from training kit to black tie. */
export const OCCASION_FORMALITIES = [
  'sporty',
  'casual',
  'smart-casual',
  'smart',
  'dressy',
  'formal',
] as const;
export type OccasionFormality = (typeof OCCASION_FORMALITIES)[number];

export const OCCASION_FORMALITY_LABELS: Readonly<Record<OccasionFormality, string>> = {
  sporty: 'sporty',
  casual: 'casual',
  'smart-casual': 'smart casual',
  smart: 'smart',
  dressy: 'dressy',
  formal: 'formal',
};

/** What the wearer will be doing there. */
export const OCCASION_ACTIVITIES = [
  'seated',
  'standing',
  'walking',
  'active',
  'outdoors',
  'dancing',
] as const;
export type OccasionActivity = (typeof OCCASION_ACTIVITIES)[number];

/**
 * The rules a described occasion adds to the pieces: sober (dark, muted), festive (colour
 * welcome), modest (legs and shoulders covered), polished (nothing cropped, sheer or sparkly),
 * practical (sturdy closed shoes, nothing delicate), breezy (light; sandals and shorts welcome),
 * flat-shoes (no heels).
 */
export const DRESS_CODES = [
  'sober',
  'festive',
  'modest',
  'polished',
  'practical',
  'breezy',
  'flat-shoes',
] as const;
export type DressCode = (typeof DRESS_CODES)[number];

export const DRESS_CODE_LABELS: Readonly<Record<DressCode, string>> = {
  sober: 'dark and sober',
  festive: 'festive colour welcome',
  modest: 'dress modestly',
  polished: 'polished',
  practical: 'practical pieces and sturdy closed shoes',
  breezy: 'light and breezy, sandals and shorts welcome',
  'flat-shoes': 'comfortable flat shoes',
};

/** Colours (and prints) a described occasion may ask to avoid. */
export const COLOR_FAMILIES = ['white', 'black', 'red', 'bright', 'loud-prints'] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

export const COLOR_FAMILY_LABELS: Readonly<Record<ColorFamily, string>> = {
  white: 'white',
  black: 'black',
  red: 'red',
  bright: 'bright colours',
  'loud-prints': 'loud prints',
};
