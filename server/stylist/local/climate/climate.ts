// Every temperature line the local stylist draws, in °F, the API's unit. Requests come in whole
// degrees from 0 to 100 (the contract rounds them), so "below 85" and "at or below 84" are one line.
//
// The skills do not all mean the same thing by "cold", and that is deliberate: each line sits where
// the advice it gates starts to be true. The outfits' hard rules keep a summer piece home from
// 50 °F, before a coat is needed (55 °F); the daily tip only talks about the cold once a warm coat
// and a knit are needed (45 °F), so it does not nag on a merely cool day; packing packs light
// pieces last where the outfits leave summer pieces home. Each line is named once, here; moving one
// changes that skill's answers (see the stylist benches), so unify two only when the benches agree.
import {
  DEFAULT_TEMPERATURE,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  type Weather,
} from '../../../../contract/outfits.ts';

// ---- The scale: the bands the skills share ---------------------------------------------------

/** Freezing: only a heavy coat (a puffer, a parka, a wool coat) will do. */
export const FREEZING_F = 32;
/** Cold: a warm coat, a knit, closed shoes; winter accessories earn their place. */
export const COLD_F = 45;
/** Cool: a layer is needed; winter-only pieces (beanies, winter boots) still belong. */
export const COOL_F = 55;
/** Mild: a light layer at most; heavy coats stay home, summer pieces go out under a layer. */
export const MILD_F = 65;
/** Warm: warm knits stay home; a layer, if any, is a light one. */
export const WARM_F = 75;
/** Hot: clothes of winter materials stay home whatever their cut; the lightest pieces are ideal. */
export const HOT_F = 85;

/** The temperature a request means: clamped to the API's range; the API's default when absent. */
export function requestTemperature(temperature: number): number {
  return Number.isFinite(temperature)
    ? Math.min(TEMPERATURE_MAX, Math.max(TEMPERATURE_MIN, temperature))
    : DEFAULT_TEMPERATURE;
}

// ---- Outfits: the hard rules (outfits/occasion-rules.ts, outfits/look-rules.ts) -----------------

/** A layer is required at or below this (and in the rain). */
export const OUTERWEAR_AT_OR_BELOW = COOL_F;
/** At or below this the layer must be a heavy coat (warmth 2.75 of 3). */
export const HEAVY_COAT_AT_OR_BELOW = FREEZING_F;
/** At or below this the layer must be a warm one (warmth 1.75 of 3). */
export const WARM_COAT_AT_OR_BELOW = COLD_F;
/** From here up a heavy coat (puffer, parka, wool coat) stays home. */
export const NO_WARM_COAT_AT_OR_ABOVE = MILD_F;
/** From here up only a light layer goes (warmth 1.5 of 3 at most). */
export const LIGHT_LAYER_ONLY_AT_OR_ABOVE = WARM_F;
/** From here up a dry day gets no layer at all unless one is asked for (built around). */
export const NO_LAYER_AT_OR_ABOVE = 80;
/**
 * What the outfits (and the OpenAI prompt) call cold: at or below, summer-only pieces stay home.
 * Above COLD_F: a sundress or linen shorts are out of place before a coat is needed.
 */
export const COLD_AT_OR_BELOW = 50;
/** Up to this a summer-only piece goes out only under a layer (a sundress with a denim jacket). */
export const SUMMER_PIECE_NEEDS_LAYER_AT_OR_BELOW = MILD_F;
/** Open shoes and bare legs (shorts) stay home at or below this. */
export const BARE_SKIN_AT_OR_BELOW = 60;
/** Winter accessories (beanies, gloves, wool scarves) and winter boots only below this. */
export const WINTER_ONLY_BELOW = COOL_F;
/** The heaviest tops and dresses (a chunky knit, a sweater dress) stay home from here up. */
export const NO_HEAVY_KNIT_AT_OR_ABOVE = 70;
/** Warm knits, fleeces and warm accessories stay home from here up. */
export const NO_WARM_KNIT_AT_OR_ABOVE = WARM_F;
/** From here up, clothes of winter materials (a wool mini skirt) and warm trousers stay home. */
export const NO_WINTER_MATERIAL_AT_OR_ABOVE = HOT_F;
/** Swimwear joins a casual look only on a sunny day this warm: a day that needs no layer. */
export const SWIMWEAR_AT_OR_ABOVE = NO_LAYER_AT_OR_ABOVE;

// ---- Outfits: scoring, tips and messages (item-scoring, outfit-tips, missing-pieces) -----------

/** Winter accessories fit best at or below this; less so up to COLD_F. */
export const WINTER_ACCESSORY_BEST_AT_OR_BELOW = 35;
/** Sunglasses and sun hats fit best on a sunny day from this up. */
export const SUN_GEAR_BEST_AT_OR_ABOVE = 60;
/** The look's tip says how to layer at or below this: the day a layer is required. */
export const LAYERING_TIP_AT_OR_BELOW = OUTERWEAR_AT_OR_BELOW;
/** The look's tip says what keeps it light from here up: the day that needs no layer. */
export const LIGHT_TIP_AT_OR_ABOVE = NO_LAYER_AT_OR_ABOVE;

// ---- Tips: the daily style tip (tips/weather-tips.ts) ------------------------------------------

/**
 * What the daily tip calls cold: at or below, it urges a warm coat and a knit. COLD_F rather than
 * the outfits' 50 °F: a tip is one sentence a day, kept for the days it changes what to wear.
 */
export const TIP_COLD_AT_OR_BELOW = COLD_F;
/**
 * What the daily tip calls hot: from here up, it says to keep it light. Between the no-layer line
 * (80 °F) and HOT_F, for the same reason: the tip speaks of heat only when it is properly hot.
 */
export const TIP_HOT_AT_OR_ABOVE = 82;

// ---- Packing (packing/) --------------------------------------------------------------------------

/** On a trip this cold or colder, light pieces are packed last: where summer pieces stay home. */
export const PACK_LIGHT_LAST_AT_OR_BELOW = COLD_AT_OR_BELOW;
/** On a trip this warm or warmer, warm pieces are packed last: where warm knits stay home. */
export const PACK_WARM_LAST_AT_OR_ABOVE = NO_WARM_KNIT_AT_OR_ABOVE;
/** The day a capsule's outfits are counted on when no weather is given: mild and dry. */
export const CAPSULE_DAY: Readonly<{ weather: Weather; temperature: number }> = {
  weather: 'cloudy',
  temperature: MILD_F,
};

// ---- The forecast's check of a planned outfit (forecast/) -----------------------------------------

/** A day whose hours out go this low wants a jacket or coat in the planned look: the outfits' line. */
export const FORECAST_LAYER_AT_OR_BELOW = OUTERWEAR_AT_OR_BELOW;
/** A day this cold at its coolest hour out is no day for open shoes or bare legs. */
export const FORECAST_COLD_AT_OR_BELOW = COLD_AT_OR_BELOW;
/** A day this hot at its warmest hour out is no day for a warm coat or a heavy knit. */
export const FORECAST_HOT_AT_OR_ABOVE = HOT_F;
