import { OCCASIONS, type Weather } from '../../../../contract/outfits.ts';
import type { StylistItem } from '../../stylist.ts';
import { CAPSULE_DAY } from '../climate/climate.ts';
import {
  MAX_NON_NEUTRAL_COLORS,
  nonNeutralColorKeys,
  pairHarmony,
} from '../garment/color/color-harmony.ts';
import {
  readGarment,
  SLOT_OF_CATEGORY,
  type GarmentTraits,
  type Slot,
} from '../garment/garment-traits.ts';
import { conditionsFor, ineligibility, type Conditions } from '../outfits/occasion-rules.ts';

/** A piece read once: its slot, traits, and the occasions (as a bit mask) it may be worn to. */
export interface ReadPiece {
  item: StylistItem;
  slot: Slot;
  traits: GarmentTraits;
  occasions: number;
}

// Two colours that clash or two prints side by side: the stylist would not put them together.
const CLASH_BELOW = -0.5;

/** Reads each piece under the weather; occasions it breaks a hard rule for are left out of its mask. */
export function readPieces(
  items: readonly StylistItem[],
  weather: { weather: Weather; temperature: number } = CAPSULE_DAY,
): ReadPiece[] {
  const conditions: Conditions[] = OCCASIONS.map((occasion) =>
    conditionsFor({ occasion, ...weather }),
  );
  return items.map((item) => {
    const slot = SLOT_OF_CATEGORY[item.category];
    const traits = readGarment(item);
    let occasions = 0;
    conditions.forEach((c, bit) => {
      if (ineligibility(traits, slot, c) === null) occasions |= 1 << bit;
    });
    return { item, slot, traits, occasions };
  });
}

/** True when the pieces make one look: a shared occasion, no clashing pair, at most three colours. */
export function goTogether(pieces: readonly ReadPiece[]): boolean {
  let shared = -1;
  for (const p of pieces) shared &= p.occasions;
  if (shared === 0) return false;
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) {
      if (pairHarmony(pieces[i]!.traits.color, pieces[j]!.traits.color).score < CLASH_BELOW)
        return false;
    }
  }
  return nonNeutralColorKeys(pieces.map((p) => p.traits.color)).size <= MAX_NON_NEUTRAL_COLORS;
}

const bySlot = (pieces: readonly ReadPiece[], slot: Slot) => pieces.filter((p) => p.slot === slot);

/**
 * Every complete outfit the pieces make by the stylist's slot rules: a top and a bottom, or a
 * dress; shoes; a layer on top or none. Accessories finish a look but do not make a new one.
 * Calls `visit` for each; stops early when it answers false.
 */
export function forEachOutfit(
  pieces: readonly ReadPiece[],
  visit: (outfit: readonly ReadPiece[]) => boolean | void,
  { layerRequired = false }: { layerRequired?: boolean } = {},
): void {
  const tops = bySlot(pieces, 'top');
  const bottoms = bySlot(pieces, 'bottom');
  const shoes = bySlot(pieces, 'shoes');
  const layers: (ReadPiece | null)[] = bySlot(pieces, 'outerwear');
  if (!layerRequired) layers.unshift(null);
  const bases: ReadPiece[][] = bySlot(pieces, 'dress').map((d) => [d]);
  for (const top of tops) {
    for (const bottom of bottoms) if (goTogether([top, bottom])) bases.push([top, bottom]);
  }
  for (const base of bases) {
    for (const shoe of shoes) {
      const dressed = [...base, shoe];
      if (!goTogether(dressed)) continue;
      for (const layer of layers) {
        const outfit = layer ? [...dressed, layer] : dressed;
        if (layer && !goTogether(outfit)) continue;
        if (visit(outfit) === false) return;
      }
    }
  }
}

/** How many outfits the items make (see forEachOutfit), judged on a mild day for any occasion. */
export function countOutfits(items: readonly StylistItem[]): number {
  let count = 0;
  forEachOutfit(readPieces(items), () => {
    count += 1;
  });
  return count;
}
