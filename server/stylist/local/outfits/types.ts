// Plain input and output shapes of the local outfit engine: no database rows, no HTTP.

// The spec's vocabularies come from the contract, the one place both sides read them.
import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import {
  OCCASIONS,
  STYLE_PREFERENCES,
  WEATHERS,
  type Occasion,
  type StylePreference,
  type Weather,
} from '../../../../contract/outfits.ts';

export { CATEGORIES, OCCASIONS, STYLE_PREFERENCES, WEATHERS };
export type { Category, Occasion, StylePreference, Weather };

/** A wardrobe item as the engine sees it. */
export interface CandidateItem {
  id: string;
  name: string;
  category: Category;
  subcategory: string | null;
  /** A colour name as the user typed it ("Navy", "light blue", "#1f2a44", "floral"). */
  color: string | null;
  tags: string[];
  timesWorn: number;
  lastWorn: Date | null;
  inLaundry: boolean;
  isActive: boolean;
}

/** A style persona (alter ego); every field is optional because the API may send only some. */
export interface Persona {
  description?: string | null;
  personality?: string | null;
  stylePreferences?: string[];
  colorPalette?: string[];
  occasions?: string[];
}

export interface OutfitRequest {
  occasion: Occasion;
  weather: Weather;
  /** °F, 0 to 100. */
  temperature: number;
  stylePreferences: StylePreference[];
  persona?: Persona | null;
  /** Build every suggestion around this item. */
  anchorItemId?: string | null;
  /** Same seed, same answer; a new seed is a Refresh. */
  seed: number;
  /** How many suggestions to aim for (default 3, at most 10). */
  count?: number;
  /** The clock, passed in so answers are reproducible. */
  now: Date;
}

export interface OutfitSuggestion {
  description: string;
  items: string[];
  /** 0 to 5, one decimal. */
  styleRating: number;
  tips: string[];
}

export interface OutfitAnswer {
  suggestions: OutfitSuggestion[];
  /** What to add (or take out of the laundry) when the hard rules cannot be met. */
  missing?: string[];
}
