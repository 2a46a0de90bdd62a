// The hard rules: whether a piece may fill a slot of a look, given the occasion and the weather.
// Every temperature line is named in ../climate/climate.ts; the formality bands are knowledge.
import type { Occasion } from '../../../../contract/outfits.ts';
import type { OutfitRequest } from '../../stylist.ts';
import {
  BARE_SKIN_AT_OR_BELOW,
  COLD_AT_OR_BELOW,
  HEAVY_COAT_AT_OR_BELOW,
  LIGHT_LAYER_ONLY_AT_OR_ABOVE,
  NO_HEAVY_KNIT_AT_OR_ABOVE,
  NO_LAYER_AT_OR_ABOVE,
  NO_WARM_COAT_AT_OR_ABOVE,
  NO_WARM_KNIT_AT_OR_ABOVE,
  NO_WINTER_MATERIAL_AT_OR_ABOVE,
  OUTERWEAR_AT_OR_BELOW,
  requestTemperature,
  SWIMWEAR_AT_OR_ABOVE,
  WARM_COAT_AT_OR_BELOW,
  WINTER_ONLY_BELOW,
} from '../climate/climate.ts';
import type { GarmentTraits, Slot } from '../garment/garment-traits.ts';
import { OCCASION_RULES, type OccasionRule } from '../knowledge/occasion-formality.ts';

const WINTER_MATERIALS = new Set([
  'wool',
  'cashmere',
  'fleece',
  'down',
  'tweed',
  'corduroy',
  'flannel',
  'thermal',
  'velvet',
]);

export type Ineligibility =
  | 'rain'
  | 'dry'
  | 'cold'
  | 'heat'
  | 'too-light'
  | 'too-casual'
  | 'too-dressy'
  | 'not-athletic'
  | 'off-occasion'
  | 'unknown';

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
  const temp = requestTemperature(request.temperature);
  const rainy = request.weather === 'rainy';
  return {
    occasion: request.occasion,
    rule: OCCASION_RULES[request.occasion] ?? OCCASION_RULES.casual,
    temperature: temp,
    rainy,
    sunny: request.weather === 'sunny',
    outerwearRequired: temp <= OUTERWEAR_AT_OR_BELOW || rainy,
    outerwearWelcome: rainy || temp < NO_LAYER_AT_OR_ABOVE,
    // A light rain jacket is no coat at 40 °F; a heavy one is needed when it freezes.
    outerwearMinWarmth:
      temp <= HEAVY_COAT_AT_OR_BELOW ? 2.75 : temp <= WARM_COAT_AT_OR_BELOW ? 1.75 : 0,
    outerwearMaxWarmth:
      temp >= LIGHT_LAYER_ONLY_AT_OR_ABOVE ? 1.5 : temp >= NO_WARM_COAT_AT_OR_ABOVE ? 2.5 : 3,
  };
}

const EPS = 1e-9;
const DRESSED_UP: ReadonlySet<Occasion> = new Set(['work', 'formal', 'evening', 'date']);

/** The formality band for a slot under these conditions. */
export function formalityBand(slot: Slot, c: Conditions): { min: number; max: number } {
  const r = c.rule;
  if (slot === 'shoes') return r.shoes;
  if (slot === 'outerwear') return r.outerwear;
  if (slot === 'accessory') return r.accessory;
  return { min: r.min, max: r.max };
}

/** Why the weather rules a piece out for a slot, or null. */
function weatherProblem(t: GarmentTraits, slot: Slot, c: Conditions): Ineligibility | null {
  const temp = c.temperature;
  if (c.rainy && (t.rainUnsafe || t.sunGear)) return 'rain';
  // Rain gear stays home on a dry day: in the sun always; under clouds too, unless the cold
  // calls for a layer and a rain jacket is the layer at hand.
  if (t.rainGear && !c.rainy && (c.sunny || slot !== 'outerwear' || !c.outerwearRequired))
    return 'dry';
  if (t.openShoe && temp <= BARE_SKIN_AT_OR_BELOW) return 'cold';
  if (t.bareLegs && temp <= BARE_SKIN_AT_OR_BELOW) return 'cold';
  if (t.season === 'summer' && temp <= COLD_AT_OR_BELOW) return 'cold';
  if (t.season === 'winter' && temp >= WINTER_ONLY_BELOW) return 'heat';
  if (
    slot !== 'outerwear' &&
    temp >= NO_WINTER_MATERIAL_AT_OR_ABOVE &&
    (t.materials.some((m) => WINTER_MATERIALS.has(m)) || (slot === 'bottom' && t.warmth >= 2))
  )
    return 'heat';
  // When an item's texts disagree, the hard rules take the reading that could break them.
  const warmth = t.warmthRange;
  switch (slot) {
    case 'outerwear':
      if (warmth.max > c.outerwearMaxWarmth + EPS) return 'heat';
      if (warmth.min < c.outerwearMinWarmth - EPS) return 'too-light';
      return null;
    case 'accessory':
      // Warmth on an accessory means cold-weather wear: a wool scarf, gloves.
      if (warmth.max >= 2 && temp >= WINTER_ONLY_BELOW) return 'heat';
      if (warmth.max >= 1.5 && temp >= NO_WARM_KNIT_AT_OR_ABOVE) return 'heat';
      return null;
    case 'top':
    case 'dress':
      if (warmth.max >= 2.5 && temp >= NO_HEAVY_KNIT_AT_OR_ABOVE) return 'heat';
      if (warmth.max >= 2 && temp >= NO_WARM_KNIT_AT_OR_ABOVE) return 'heat';
      return null;
    default:
      return warmth.max >= 2.5 && temp >= NO_LAYER_AT_OR_ABOVE ? 'heat' : null;
  }
}

// Plain shorts will do for a workout; denim, chino or cargo shorts will not.
const NOT_FOR_TRAINING = new Set(['denim', 'jean', 'chino', 'cargo', 'linen', 'tailored', 'khaki']);
const plainShorts = (t: GarmentTraits) =>
  t.garment === 'shorts' && !t.materials.length && !t.words.some((w) => NOT_FOR_TRAINING.has(w));

/** Why the occasion rules a piece out for a slot (besides its formality), or null. */
function occasionProblem(t: GarmentTraits, slot: Slot, c: Conditions): Ineligibility | null {
  const o = c.occasion;
  if (t.swim && !(o === 'casual' && c.sunny && c.temperature >= SWIMWEAR_AT_OR_ABOVE))
    return 'off-occasion';
  if (t.gymOnly && o !== 'athletic') return 'off-occasion';
  // Slippers and pyjamas stay at home, whatever the occasion.
  if (t.indoor) return 'off-occasion';
  // Sunglasses and sun hats belong to daytime; a formal look or a night out goes without.
  if (t.sunGear && (o === 'evening' || o === 'formal')) return 'off-occasion';
  if (DRESSED_UP.has(o)) {
    // Caps and beanies, beachwear, trainers and sportswear never go to work, a date or a dinner.
    if (t.sport || t.headwear === 'cap' || t.headwear === 'winter' || t.beach)
      return 'off-occasion';
    if (t.bareLegs && o !== 'date') return 'off-occasion';
    if (o === 'work' && t.noWork) return 'off-occasion';
  }
  if (o === 'athletic') {
    const sporty = t.sport === 'athletic' || t.sport === 'sporty';
    if (slot === 'shoes' && !sporty) return 'not-athletic';
    if ((slot === 'bottom' || slot === 'dress') && t.sport !== 'athletic' && t.sport !== 'lounge')
      if (!plainShorts(t)) return 'not-athletic';
    // A layer to train in: sportswear, a fleece or hoodie, rain gear, or a warm coat to get
    // there on a cold day (a denim jacket, a blazer or a leather jacket is none of these).
    const forRain = t.rainGear || (t.rainReady && t.formalityRange.max <= 2);
    if (slot === 'outerwear' && !t.sport && !forRain && t.warmthRange.min < 2.75)
      return 'not-athletic';
    if (t.delicate) return 'not-athletic';
    // Train in a tee or a hoodie, not a button-up shirt; a cap or visor, not a straw hat.
    if (slot === 'top' && t.collared) return 'not-athletic';
    if (t.headwear === 'sun' || t.headwear === 'hat') return 'not-athletic';
  }
  return null;
}

/**
 * Why a piece may not fill a slot, as `ineligibility` says, except that the piece the user asked
 * to build around goes even when the stylist cannot name it (the user knows what it is).
 */
export function pieceIneligibility(
  traits: GarmentTraits,
  slot: Slot,
  c: Conditions,
  isAnchor: boolean,
): Ineligibility | null {
  const reason = ineligibility(traits, slot, c);
  return reason === 'unknown' && isAnchor ? null : reason;
}

/** Why a piece may not fill a slot under these conditions, or null when it may. */
export function ineligibility(
  traits: GarmentTraits,
  slot: Slot,
  c: Conditions,
): Ineligibility | null {
  // A piece the stylist cannot name is not guessed at: an accessory (a keyring, a lanyard) is
  // left out; clothes only go into casual looks on a mild, dry day, where little can go wrong.
  if (traits.garment === null) {
    if (slot === 'accessory' || c.occasion !== 'casual' || c.rainy) return 'unknown';
    if (c.temperature <= OUTERWEAR_AT_OR_BELOW || c.temperature >= NO_LAYER_AT_OR_ABOVE)
      return 'unknown';
  }
  const weather = weatherProblem(traits, slot, c);
  if (weather) return weather;
  const occasion = occasionProblem(traits, slot, c);
  if (occasion) return occasion;
  const band = formalityBand(slot, c);
  const formality = traits.formalityRange;
  if (formality.min < band.min - EPS) return 'too-casual';
  if (formality.max > band.max + EPS) return 'too-dressy';
  return null;
}

/** Whether a layer can be worn in the rain on its own (else it needs an umbrella). */
export const layerTakesRain = (t: GarmentTraits) => t.rainReady;

/** Whether a piece is an umbrella or other rain accessory. */
export const isRainAccessory = (t: GarmentTraits, slot: Slot) => slot === 'accessory' && t.rainGear;
