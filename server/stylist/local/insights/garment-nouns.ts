import { GARMENT_KEYWORDS } from '../outfits/garment-knowledge.ts';
import { findPhrases, words } from '../outfits/text-tokens.ts';

// Other names for the same garment.
const SAME: Readonly<Record<string, string>> = {
  't shirt': 'tee',
  tshirt: 'tee',
  jean: 'jeans',
  trouser: 'trousers',
  slacks: 'trousers',
  'dress pants': 'trousers',
  jumper: 'sweater',
  pullover: 'sweater',
  trainer: 'sneaker',
  hoody: 'hoodie',
  'pea coat': 'peacoat',
  welly: 'wellington',
  wellies: 'wellington',
  'rain boot': 'wellington',
  miniskirt: 'mini skirt',
  'button up': 'button down',
  tank: 'tank top',
  'tote bag': 'tote',
};

// The kind of garment where the last word does not say it; otherwise the last word does
// ("chelsea boot" is a boot, "graphic tee" a tee).
const KIND: Readonly<Record<string, string>> = {
  'button down': 'shirt',
  wellington: 'boot',
  peacoat: 'coat',
  overcoat: 'coat',
  topcoat: 'coat',
  raincoat: 'coat',
  sundress: 'dress',
  gown: 'dress',
};

const isNoun = (key: string) => GARMENT_KEYWORDS[key]?.formality !== undefined;

/** Whether a word names a garment the outfit engine knows ("boot"), not a detail ("breton"). */
export const isGarmentNoun = (word: string) => isNoun(word);

/** The garment a phrase names ("cigarette trousers" -> "trousers"), or null. */
export function garmentNounOf(text: string): string | null {
  const keys = findPhrases(GARMENT_KEYWORDS, words(text)).filter(isNoun);
  return keys[keys.length - 1] ?? null;
}

/** The garment's main name: a "t shirt" is a "tee", "slacks" are "trousers". */
export const garmentName = (noun: string) => SAME[noun] ?? noun;

/** The kind of garment: a "chelsea boot" is a boot, a "t shirt" a tee. */
export function garmentFamily(noun: string): string {
  const name = garmentName(noun);
  return KIND[name] ?? name.split(' ').pop() ?? name;
}

/** 1 when the nouns are the same garment, 0.6 when they are the same kind, else 0. */
export function garmentSimilarity(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  if (garmentName(a) === garmentName(b)) return 1;
  return garmentFamily(a) === garmentFamily(b) ? 0.6 : 0;
}
