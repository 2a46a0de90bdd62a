import { MAX_NON_NEUTRAL_COLORS } from '../garment/color/color-harmony.ts';
import type { Slot } from '../garment/garment-traits.ts';
import { rankScore, type Piece } from './outfit-quality.ts';

/** One slot of a template, with the few best options the search may use. */
export interface SlotPlan {
  slot: Slot;
  required: boolean;
  options: Piece[];
  /** True when an option is neutral (or of unknown colour): the slot never adds a colour. */
  hasNeutral: boolean;
  /** The non-neutral colour keys among the options. */
  colorKeys: Set<string>;
}

const OPTIONS_PER_SLOT = 14;
const BEAM_WIDTH = 48;

const colorKeyOf = (p: Piece): string | null => {
  const c = p.traits.color;
  return c.kind === 'color' || c.kind === 'pattern' ? c.key : null;
};

/**
 * Keeps the best-ranked options of a slot, plus what guarantees that the colour rule can be met
 * whenever the whole pool allows: the best neutral, or else the best piece of every colour.
 */
export function planSlot(
  slot: Slot,
  required: boolean,
  ranked: readonly Piece[],
  mustOffer?: (p: Piece) => boolean,
): SlotPlan {
  const options = ranked.slice(0, OPTIONS_PER_SLOT);
  // A piece another rule may call for (an umbrella in the rain) is always among the options.
  if (mustOffer && !options.some(mustOffer)) {
    const wanted = ranked.find(mustOffer);
    if (wanted) options.push(wanted);
  }
  const isNeutral = (p: Piece) => colorKeyOf(p) === null;
  if (!options.some(isNeutral)) {
    const neutral = ranked.find(isNeutral);
    if (neutral) options.push(neutral);
    else {
      const present = new Set(options.map(colorKeyOf));
      for (const p of ranked) {
        const key = colorKeyOf(p);
        if (!present.has(key)) {
          present.add(key);
          options.push(p);
        }
      }
    }
  }
  const colorKeys = new Set<string>();
  let hasNeutral = false;
  for (const p of options) {
    const key = colorKeyOf(p);
    if (key === null) hasNeutral = true;
    else colorKeys.add(key);
  }
  return { slot, required, options, hasNeutral, colorKeys };
}

/** Can `sets` each be given one colour using at most `budget` colours in total? */
function coverable(sets: readonly Set<string>[], budget: number): boolean {
  if (sets.length === 0) return true;
  if (budget <= 0) return false;
  if (sets.length <= budget) return true;
  const [first, ...rest] = sets;
  if (!first) return true;
  // Only colours shared with another slot can do better than an arbitrary one.
  let triedUnshared = false;
  for (const key of first) {
    const shared = rest.some((s) => s.has(key));
    if (!shared) {
      if (triedUnshared) continue;
      triedUnshared = true;
    }
    if (
      coverable(
        rest.filter((s) => !s.has(key)),
        budget - 1,
      )
    )
      return true;
  }
  return false;
}

/** Whether the remaining required slots can be filled without passing the colour limit. */
export function completable(used: readonly string[], remaining: readonly SlotPlan[]): boolean {
  const pending: Set<string>[] = [];
  for (const plan of remaining) {
    if (!plan.required || plan.hasNeutral) continue;
    if (used.some((k) => plan.colorKeys.has(k))) continue;
    pending.push(plan.colorKeys);
  }
  return coverable(pending, MAX_NON_NEUTRAL_COLORS - used.length);
}

/** Rules between pieces: a tie wants a collar, a layer that cannot take rain wants an umbrella. */
export interface LookRules {
  /** Whether the option may join these pieces. */
  fits(option: Piece, pieces: readonly Piece[]): boolean;
  /** Whether these pieces may leave this optional slot empty. */
  maySkip(slot: Slot, pieces: readonly Piece[]): boolean;
}

const ANYTHING_GOES: LookRules = { fits: () => true, maySkip: () => true };

interface Partial {
  pieces: Piece[];
  colors: string[];
  score: number;
}

/**
 * Beam search over the slots: every kept partial outfit can still be completed within the colour
 * rule, so the search finds a valid outfit whenever the options allow one.
 */
export function searchOutfits(
  plans: readonly SlotPlan[],
  rules: LookRules = ANYTHING_GOES,
): Piece[][] {
  if (plans.some((p) => p.required && p.options.length === 0)) return [];
  if (!completable([], plans)) return [];
  let beam: Partial[] = [{ pieces: [], colors: [], score: 0 }];
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i];
    if (!plan) continue;
    const rest = plans.slice(i + 1);
    const next: Partial[] = [];
    for (const partial of beam) {
      if (!plan.required && rules.maySkip(plan.slot, partial.pieces)) next.push(partial);
      for (const option of plan.options) {
        if (!rules.fits(option, partial.pieces)) continue;
        const key = colorKeyOf(option);
        let colors = partial.colors;
        if (key !== null && !colors.includes(key)) {
          if (colors.length >= MAX_NON_NEUTRAL_COLORS) continue;
          colors = [...colors, key];
          if (!completable(colors, rest)) continue;
        }
        const pieces = [...partial.pieces, option];
        next.push({ pieces, colors, score: rankScore(pieces) });
      }
    }
    next.sort((x, y) => y.score - x.score || idsOf(x).localeCompare(idsOf(y)));
    beam = next.slice(0, BEAM_WIDTH);
  }
  return beam.map((p) => p.pieces);
}

const idsOf = (p: Partial) => p.pieces.map((x) => x.item.id).join(',');
