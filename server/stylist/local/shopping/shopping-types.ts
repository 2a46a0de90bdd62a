import type { CandidateItem } from '../outfits/types.ts';

/** A wardrobe item with what it cost and who made it, for prices and the usual brand. */
export interface PricedItem extends CandidateItem {
  /** Cents; null or absent when unknown. */
  price?: number | null;
  brand?: string | null;
}
