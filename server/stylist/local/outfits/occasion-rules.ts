// The hard rules: whether a piece may fill a slot of a look, given the occasion and the weather.
// Every temperature line is named in ../climate/climate.ts; the formality bands are knowledge.
import type {
  ColorFamily,
  DressCode,
  Occasion,
  OccasionActivity,
} from '../../../../contract/outfits.ts';
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
import { colorFamilies, isDark } from '../garment/color/color-families.ts';
import type { GarmentTraits, Slot } from '../garment/garment-traits.ts';
import {
  FORMALITY_RULES,
  OCCASION_RULES,
  type OccasionRule,
} from '../knowledge/occasion-formality.ts';
import { readOccasion } from './occasion-reading.ts';

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
  | 'dress-code'
  | 'unknown';

/**
 * What an occasion described in words asks of the pieces beyond its formality band (see
 * occasion-reading.ts): colours to avoid, dress codes, a layer. Null for the six buttons, and for
 * words the stylist could not read (the looks are then the button's, unchanged).
 */
export interface OccasionDemands {
  /** How the occasion is named in tips and messages: "an Indian wedding", "a hike, then dinner". */
  phrase: string;
  avoid: ReadonlySet<ColorFamily>;
  codes: ReadonlySet<DressCode>;
  activities: ReadonlySet<OccasionActivity>;
  layers: boolean;
}

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
  /** What an occasion in the user's own words asks for; null for a button. */
  demands: OccasionDemands | null;
}

/** Derives the hard-rule thresholds for one request. */
export function conditionsFor(
  request: Pick<OutfitRequest, 'occasion' | 'weather' | 'temperature' | 'occasionText'>,
): Conditions {
  const temp = requestTemperature(request.temperature);
  const rainy = request.weather === 'rainy';
  // Words the stylist understood stand in for the button: their nearest occasion, their own
  // formality band and their demands. Words it could not read leave the button as it is.
  const read = request.occasionText?.trim()
    ? readOccasion(request.occasionText, request.occasion)
    : null;
  const reading = read?.reading.understood ? read.reading : null;
  return {
    occasion: reading?.occasion ?? request.occasion,
    rule: reading
      ? FORMALITY_RULES[reading.formality]
      : (OCCASION_RULES[request.occasion] ?? OCCASION_RULES.casual),
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
    demands:
      reading && read
        ? {
            phrase: read.phrase,
            avoid: new Set(reading.avoidColors),
            codes: new Set(reading.dressCodes),
            activities: new Set(reading.activities),
            layers: reading.layers,
          }
        : null,
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
  // A breezy occasion (a beach wedding, a pool party) welcomes beachwear, shorts and sandals.
  const breezy = !!c.demands?.codes.has('breezy') && !c.demands.codes.has('modest');
  if (t.swim && !((o === 'casual' || breezy) && c.sunny && c.temperature >= SWIMWEAR_AT_OR_ABOVE))
    return 'off-occasion';
  if (t.gymOnly && o !== 'athletic') return 'off-occasion';
  // Slippers and pyjamas stay at home, whatever the occasion.
  if (t.indoor) return 'off-occasion';
  // Sunglasses and sun hats belong to daytime; a formal look or a night out goes without.
  if (t.sunGear && (o === 'evening' || o === 'formal')) return 'off-occasion';
  if (DRESSED_UP.has(o)) {
    // Caps and beanies, beachwear, trainers and sportswear never go to work, a date or a dinner.
    if (t.sport || t.headwear === 'cap' || t.headwear === 'winter' || (t.beach && !breezy))
      return 'off-occasion';
    if (t.bareLegs && o !== 'date' && !breezy) return 'off-occasion';
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

// Pieces that show a lot of skin: out for a modest dress code (with shorts and other bare legs).
const REVEALING_GARMENTS = new Set([
  'crop top',
  'camisole',
  'halter',
  'tank top',
  'singlet',
  'corset',
  'mini skirt',
  'mini dress',
  'bodycon',
  'slip dress',
  'bikini top',
  'swimsuit',
]);
const REVEALING_WORDS = new Set([
  'strapless',
  'backless',
  'sheer',
  'plunge',
  'plunging',
  'cutout',
  'mesh',
  'mini',
  'spaghetti',
  'bandeau',
]);
// Heels: out where the occasion means walking, grass or a trail.
const HEELED_GARMENTS = new Set(['court shoe', 'heeled sandal', 'wedge']);
const HEEL_WORDS = new Set([
  'heel',
  'heels',
  'heeled',
  'stiletto',
  'stilettos',
  'platform',
  'wedges',
]);
// Clothes too fine for a trail or a kids' party: sequins and sparkle besides the delicate fabrics.
const FINERY_WORDS = new Set(['sequin', 'sequins', 'sequined', 'sequinned', 'glitter', 'beaded']);
// The slots a colour rule speaks of: what is worn; shoes and small things only score lower.
const COLOR_RULED: ReadonlySet<Slot> = new Set(['top', 'bottom', 'dress', 'outerwear']);

/** Whether a shoe has a heel (court shoes, heeled sandals, stilettos). */
const isHeeled = (t: GarmentTraits) =>
  (t.garment !== null && HEELED_GARMENTS.has(t.garment)) || t.words.some((w) => HEEL_WORDS.has(w));
const isRevealing = (t: GarmentTraits, slot: Slot) =>
  t.bareLegs ||
  t.swim ||
  (slot !== 'shoes' &&
    slot !== 'accessory' &&
    ((t.garment !== null && REVEALING_GARMENTS.has(t.garment)) ||
      t.words.some((w) => REVEALING_WORDS.has(w))));

/** Why an occasion's dress code (read from the user's words) rules a piece out, or null. */
function dressCodeProblem(t: GarmentTraits, slot: Slot, c: Conditions): Ineligibility | null {
  const d = c.demands;
  if (!d) return null;
  if (d.avoid.size && COLOR_RULED.has(slot)) {
    for (const family of colorFamilies(t.color, t.words))
      if (d.avoid.has(family)) return 'dress-code';
  }
  // Sober: colour only in its dark shades (burgundy, bottle green); neutrals of any lightness.
  if (d.codes.has('sober') && COLOR_RULED.has(slot) && t.color.kind === 'color' && !isDark(t.color))
    return 'dress-code';
  if (d.codes.has('modest') && isRevealing(t, slot)) return 'dress-code';
  if (d.codes.has('polished') && (t.noWork || t.openShoe || t.sunGear)) return 'dress-code';
  if (d.codes.has('practical')) {
    if (t.delicate || t.words.some((w) => FINERY_WORDS.has(w))) return 'dress-code';
    if (slot === 'shoes' && (isHeeled(t) || (t.openShoe && !d.codes.has('breezy'))))
      return 'dress-code';
    // On a trail or a field: trousers or shorts, not a skirt or a dress.
    if (
      d.activities.has('active') &&
      d.activities.has('outdoors') &&
      (slot === 'dress' || (slot === 'bottom' && !!t.garment?.includes('skirt')))
    )
      return 'dress-code';
  }
  if (d.codes.has('flat-shoes') && slot === 'shoes' && isHeeled(t)) return 'dress-code';
  return null;
}

/** Whether a piece is of a colour family the occasion asks to avoid (for scoring shoes and bags). */
export const avoidedColor = (t: GarmentTraits, c: Conditions): boolean => {
  const avoid = c.demands?.avoid;
  if (!avoid?.size) return false;
  for (const family of colorFamilies(t.color, t.words)) if (avoid.has(family)) return true;
  return false;
};

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
  const dressCode = dressCodeProblem(traits, slot, c);
  if (dressCode) return dressCode;
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
