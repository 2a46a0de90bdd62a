import type { CandidateItem, Category } from '../outfits/types.ts';

/** A wardrobe item with what it cost, for spend-based price estimates. */
export interface PricedItem extends CandidateItem {
  /** Cents; null or absent when unknown. */
  price?: number | null;
}

/** A shopping suggestion as the API stores it (spec §3 shopping_suggestions, minus server fields). */
export interface ShoppingSuggestion {
  itemName: string;
  category: Category;
  description: string;
  reason: string;
  /** Cents: the user's own average spend in the category; null shows 'Price varies'. */
  estimatedPrice: number | null;
  brand: null;
  tags: string[];
}
