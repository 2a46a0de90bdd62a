import type { StylePreference } from '../../../../contract/outfits.ts';
import type { Category } from '../../../../contract/wardrobe.ts';

/** Where a wardrobe sits between lounge and black tie, in three bands. */
export const FORMALITY_BANDS = ['casual', 'smart', 'dressy'] as const;
export type FormalityBand = (typeof FORMALITY_BANDS)[number];

/** A public figure's documented signature look, described in our own words. */
export interface StyleArchetype {
  /** Stable, kebab-case. */
  id: string;
  figure: string;
  /** The look's name, e.g. "Gamine Classic". */
  name: string;
  /** Colour names the outfit engine reads ("navy", "camel", "leopard print"). */
  palette: readonly string[];
  /** 1 (athletic, lounge) to 5 (black tie), the outfit engine's scale. */
  formality: number;
  /** Garments the look is known for; each names a garment the engine recognises. */
  signaturePieces: readonly string[];
  styles: readonly StylePreference[];
  /** The look in a sentence or a noun phrase ("slim, cropped trousers…"), shown capitalised. */
  description: string;
}

export const FACT_TOPICS = [
  'history',
  'textiles',
  'care',
  'sustainability',
  'color',
  'design',
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

/** A checkable fashion fact, tagged so it can be matched to what someone owns. */
export interface FashionFact {
  /** Stable, kebab-case. */
  id: string;
  /** Short and unique: the insight's title, and how history recognises it. */
  title: string;
  text: string;
  /** Colour names the fact is about (read by the engine's colour reader). */
  colors: readonly string[];
  categories: readonly Category[];
  /** Garment words (singular) that make the fact relevant when owned. */
  garments: readonly string[];
  /** Materials or details named in items ("denim", "wool", "suede"). */
  materials: readonly string[];
  formality: readonly FormalityBand[];
  topics: readonly FactTopic[];
  /** The fact is about the garments in these colours (a black dress), not any of them. */
  colorBound?: true;
}
