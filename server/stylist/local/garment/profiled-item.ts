import type { StylistItem } from '../../stylist.ts';
import type { FormalityBand } from '../knowledge/knowledge-types.ts';
import { readGarment, type GarmentTraits } from './garment-traits.ts';
import { itemTokens } from './item-tokens.ts';

/** An item with what the outfit engine reads from it. */
export interface ProfiledItem {
  item: StylistItem;
  traits: GarmentTraits;
  /** Singular words and word pairs of the item's texts ("leather", "chelsea boot"). */
  tokens: Set<string>;
  band: FormalityBand;
}

/** casual below 2.75, smart below 3.75, dressy from there (the engine's 1-5 scale). */
export function formalityBand(formality: number): FormalityBand {
  return formality < 2.75 ? 'casual' : formality < 3.75 ? 'smart' : 'dressy';
}

/** Reads an item once for every matcher. */
export function profileItem(item: StylistItem): ProfiledItem {
  const traits = readGarment(item);
  return { item, traits, tokens: itemTokens(item), band: formalityBand(traits.formality) };
}
