// Rules between the pieces of one look, on top of each piece's own eligibility: a tie goes with a
// collared shirt, and a layer that cannot take rain goes out in the rain only with an umbrella.
import { SUMMER_PIECE_NEEDS_LAYER_AT_OR_BELOW } from '../climate/climate.ts';
import { isDark } from '../garment/color/color-families.ts';
import type { GarmentTraits, Slot } from '../garment/garment-traits.ts';
import type { Conditions } from './occasion-rules.ts';
import type { Piece } from './outfit-quality.ts';
import type { LookRules } from './outfit-search.ts';

interface Worn {
  slot: Slot;
  traits: GarmentTraits;
}

const needsUmbrella = (pieces: readonly Worn[], c: Conditions) =>
  c.rainy && pieces.some((p) => p.slot === 'outerwear' && !p.traits.rainReady);

// Summer-only pieces on a cool day go out under a layer (a sundress with a denim jacket).
const needsLayer = (pieces: readonly Worn[], c: Conditions) =>
  c.temperature <= SUMMER_PIECE_NEEDS_LAYER_AT_OR_BELOW &&
  pieces.some((p) => p.traits.season === 'summer') &&
  !pieces.some((p) => p.slot === 'outerwear');

// Oxfords and brogues go with tailoring, not with a gown or a cocktail dress.
const dressedUp = (pieces: readonly Worn[]) =>
  pieces.some((p) => p.slot === 'dress' && p.traits.formality >= 4);

// A tie goes with a collared shirt, tailored bottoms and proper shoes, not jeans and boat shoes.
const collarFor = (pieces: readonly Worn[]) =>
  !pieces.some((p) => p.slot === 'dress') &&
  pieces.some((p) => p.slot === 'top' && p.traits.collared) &&
  pieces.every((p) => p.slot !== 'bottom' || p.traits.formality >= 3) &&
  pieces.every((p) => p.slot !== 'shoes' || p.traits.formality >= 3.5);

/**
 * The search's rules for one request; `umbrella` says whether an umbrella may be used, and
 * `darkBase` that a sober occasion (a funeral) wants a dark bottom or dress, which the wardrobe has.
 */
export function lookRulesFor(c: Conditions, umbrella: boolean, darkBase = false): LookRules {
  return {
    fits(option: Piece, pieces: readonly Piece[]) {
      const t = option.traits;
      if (darkBase && (option.slot === 'bottom' || option.slot === 'dress') && !isDark(t.color))
        return false;
      if (t.needsCollar && !collarFor(pieces)) return false;
      if (t.laceUp && dressedUp(pieces)) return false;
      if (c.rainy && option.slot === 'outerwear' && !t.rainReady && !umbrella) return false;
      if (option.slot === 'accessory' && needsUmbrella(pieces, c) && !t.rainGear) return false;
      if (option.slot === 'accessory' && needsLayer([...pieces, option], c)) return false;
      return true;
    },
    maySkip: (slot: Slot, pieces: readonly Piece[]) =>
      slot === 'accessory'
        ? !needsUmbrella(pieces, c)
        : slot !== 'outerwear' || !needsLayer(pieces, c),
  };
}

/** The rules between pieces that a whole look breaks, in words (empty when none). */
export function lookProblems(pieces: readonly Worn[], c: Conditions): string[] {
  const problems: string[] = [];
  if (pieces.some((p) => p.traits.needsCollar) && !collarFor(pieces))
    problems.push('a tie needs a collared shirt');
  if (pieces.some((p) => p.traits.laceUp) && dressedUp(pieces))
    problems.push('lace-up shoes do not go with a dressy dress');
  if (needsLayer(pieces, c)) problems.push('a summer piece on a cool day needs a layer');
  if (needsUmbrella(pieces, c) && !pieces.some((p) => p.slot === 'accessory' && p.traits.rainGear))
    problems.push('the layer cannot take rain without an umbrella');
  return problems;
}
