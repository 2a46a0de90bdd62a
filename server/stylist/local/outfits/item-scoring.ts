import type { StylistItem } from '../../stylist.ts';
import {
  BARE_SKIN_AT_OR_BELOW,
  COLD_F,
  COOL_F,
  FREEZING_F,
  HOT_F,
  MILD_F,
  SUN_GEAR_BEST_AT_OR_ABOVE,
  WARM_F,
  WINTER_ACCESSORY_BEST_AT_OR_BELOW,
} from '../climate/climate.ts';
import { isDark } from '../garment/color/color-families.ts';
import type { GarmentTraits, Slot } from '../garment/garment-traits.ts';
import {
  personaMatch,
  styleMatch,
  type PersonaMatch,
  type StyleContext,
  type StyleMatch,
} from '../garment/style-context.ts';
import { avoidedColor, type Conditions } from './occasion-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_PIECE_FIT = 0.75;

// How much each concern weighs in a piece's fit (persona and style only when asked for).
const WEIGHTS = {
  formality: 3,
  weather: 2.5,
  style: 1.5,
  persona: 2,
  rotation: 1,
  occasion: 2.5,
} as const;

export interface Rotation {
  /** 0 (worn a lot, just now) to 1 (never worn). */
  score: number;
  /** Whole days since last worn, null when never worn or unknown. */
  daysSince: number | null;
}

export interface ItemFit {
  /** 0 to 1, the weighted mean of the parts. */
  fit: number;
  formality: number;
  weather: number;
  style: StyleMatch;
  persona: PersonaMatch | null;
  rotation: Rotation;
  /** How well the piece suits an occasion described in words (dark for a funeral); null otherwise. */
  occasion: number | null;
}

export interface ScoringContext {
  conditions: Conditions;
  style: StyleContext;
  /** Formality to aim at: the occasion's, nudged by the persona. */
  formalityTarget: number;
  /** Mean wear count of the candidates, the yardstick for "rarely worn". */
  meanTimesWorn: number;
  now: Date;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Warmth a piece in this slot ideally has at this temperature (0 to 3). */
export function idealWarmth(slot: Slot, temp: number): number {
  if (slot === 'outerwear')
    return temp <= FREEZING_F
      ? 3
      : temp <= COLD_F
        ? 2.75
        : temp <= COOL_F
          ? 2
          : temp <= MILD_F
            ? 1.5
            : temp <= WARM_F
              ? 1.25
              : 1;
  if (slot === 'shoes')
    return temp <= COLD_F ? 2 : temp <= BARE_SKIN_AT_OR_BELOW ? 1.25 : temp <= WARM_F ? 1 : 0.5;
  return temp <= FREEZING_F
    ? 2.25
    : temp <= COLD_F
      ? 2
      : temp <= COOL_F
        ? 1.75
        : temp <= MILD_F
          ? 1.25
          : temp <= WARM_F
            ? 1
            : temp < HOT_F
              ? 0.5
              : 0.25;
}

function weatherFit(traits: GarmentTraits, slot: Slot, c: Conditions): number {
  const temp = c.temperature;
  if (slot === 'accessory') {
    if (traits.rainGear) return c.rainy ? 1 : 0.2;
    if (traits.sunGear) return c.sunny && temp >= SUN_GEAR_BEST_AT_OR_ABOVE ? 1 : 0.4;
    // Beanies, gloves and wool scarves are for properly cold days.
    if (traits.warmth >= 2)
      return temp <= WINTER_ACCESSORY_BEST_AT_OR_BELOW ? 1 : temp <= COLD_F ? 0.7 : 0.35;
    return 0.6;
  }
  let fit = clamp01(1 - Math.abs(traits.warmth - idealWarmth(slot, temp)) / 2.5);
  if (c.rainy && (slot === 'shoes' || slot === 'outerwear'))
    fit = clamp01(fit + (traits.rainReady ? 0.3 : -0.25));
  // Rain gear on a dry, cloudy day is allowed but not what a stylist reaches for first.
  if (!c.rainy && traits.rainGear) fit = clamp01(fit - 0.4);
  return fit;
}

const FESTIVE_MATERIALS = new Set(['silk', 'satin', 'velvet']);
const FESTIVE_WORDS = new Set(['sequin', 'sequins', 'sequined', 'glitter', 'embellished', 'lace']);
const METALLICS = new Set(['gold', 'silver', 'bronze']);
const STURDY = new Set([
  'denim',
  'jean',
  'jeans',
  'cargo',
  'fleece',
  'canvas',
  'leather',
  'waterproof',
]);

/**
 * How well a piece answers what an occasion in words prefers, 0 to 1, or null when it prefers
 * nothing here: dark colours for a sober one, colour for a festive one, light pieces for a breezy
 * one, sturdy shoes for a practical one, and shoes and bags away from the colours to avoid.
 */
export function occasionFit(traits: GarmentTraits, slot: Slot, c: Conditions): number | null {
  const d = c.demands;
  if (!d) return null;
  const parts: number[] = [];
  const color = traits.color;
  if (d.codes.has('sober'))
    parts.push(
      isDark(color) ? 1 : color.kind === 'neutral' ? 0.7 : color.kind === 'unknown' ? 0.6 : 0.35,
    );
  if (d.codes.has('festive') && slot !== 'shoes')
    parts.push(
      color.kind === 'color' ||
        color.kind === 'pattern' ||
        traits.materials.some((m) => FESTIVE_MATERIALS.has(m)) ||
        traits.words.some((w) => FESTIVE_WORDS.has(w))
        ? 1
        : METALLICS.has(color.key)
          ? 0.8
          : color.kind === 'unknown'
            ? 0.5
            : 0.45,
    );
  if (d.codes.has('breezy') && slot !== 'accessory')
    parts.push(
      traits.materials.includes('linen') || traits.openShoe ? 1 : clamp01(1 - traits.warmth / 2.5),
    );
  if (d.codes.has('practical')) {
    if (slot === 'shoes')
      parts.push(traits.activewear || traits.garment?.includes('boot') ? 1 : 0.55);
    else if (slot !== 'accessory')
      parts.push(traits.activewear || traits.words.some((w) => STURDY.has(w)) ? 0.9 : 0.6);
  }
  if (d.avoid.size && (slot === 'shoes' || slot === 'accessory'))
    parts.push(avoidedColor(traits, c) ? 0.1 : 0.8);
  return parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : null;
}

/** Rotation: favour pieces worn less than the wardrobe's average and not worn lately. */
export function rotationOf(item: StylistItem, meanTimesWorn: number, now: Date): Rotation {
  const worn = Math.max(0, item.timesWorn || 0);
  const usage = 1 / (1 + worn / (1 + meanTimesWorn));
  let daysSince: number | null = null;
  let recency = worn === 0 ? 1 : 0.8;
  if (item.lastWorn) {
    daysSince = Math.max(0, Math.floor((now.getTime() - item.lastWorn.getTime()) / DAY_MS));
    recency = clamp01(daysSince / 45);
  }
  return { score: 0.5 * usage + 0.5 * recency, daysSince };
}

/** Scores one eligible piece for a slot; done once per piece and request. */
export function scoreItem(
  item: StylistItem,
  traits: GarmentTraits,
  slot: Slot,
  ctx: ScoringContext,
): ItemFit {
  const spread = slot === 'accessory' ? 4 : 2.5;
  const formality = clamp01(1 - Math.abs(traits.formality - ctx.formalityTarget) / spread);
  const weather = weatherFit(traits, slot, ctx.conditions);
  const style = styleMatch(traits, ctx.style.preferences);
  const persona = ctx.style.persona ? personaMatch(traits, ctx.style.persona) : null;
  const rotation = rotationOf(item, ctx.meanTimesWorn, ctx.now);
  const occasion = occasionFit(traits, slot, ctx.conditions);

  let total =
    WEIGHTS.formality * formality + WEIGHTS.weather * weather + WEIGHTS.rotation * rotation.score;
  let weight = WEIGHTS.formality + WEIGHTS.weather + WEIGHTS.rotation;
  if (ctx.style.preferences.length) {
    total += WEIGHTS.style * style.score;
    weight += WEIGHTS.style;
  }
  const p = ctx.style.persona;
  if (persona && p && (p.palette.length || p.styles.length || p.words.size)) {
    total += WEIGHTS.persona * persona.score;
    weight += WEIGHTS.persona;
  }
  if (occasion !== null) {
    total += WEIGHTS.occasion * occasion;
    weight += WEIGHTS.occasion;
  }
  // A piece the lexicon cannot name is used only when the pieces it knows run out.
  const known = traits.garment === null ? UNKNOWN_PIECE_FIT : 1;
  return { fit: (known * total) / weight, formality, weather, style, persona, rotation, occasion };
}
