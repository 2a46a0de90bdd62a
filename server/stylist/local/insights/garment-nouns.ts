import { GARMENT_KEYWORDS } from '../outfits/garment-knowledge.ts';
import { findPhrases, words } from '../outfits/text-tokens.ts';

// Names for one kind of garment; anything else is grouped by its last word ("chelsea boot" -> boot).
const FAMILY: Readonly<Record<string, string>> = {
  't shirt': 'tee',
  tshirt: 'tee',
  'graphic tee': 'tee',
  'band tee': 'tee',
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
  miniskirt: 'skirt',
  'button up': 'button down',
  tank: 'tank top',
  'tote bag': 'tote',
};

const isNoun = (key: string) => GARMENT_KEYWORDS[key]?.formality !== undefined;

/** The garment a phrase names ("cigarette trousers" -> "trousers"), or null. */
export function garmentNounOf(text: string): string | null {
  const keys = findPhrases(GARMENT_KEYWORDS, words(text)).filter(isNoun);
  return keys[keys.length - 1] ?? null;
}

/** The garment's family, so a "chelsea boot" counts as a boot and a "t shirt" as a tee. */
export function garmentFamily(noun: string): string {
  const direct = FAMILY[noun];
  if (direct) return direct;
  const last = noun.split(' ').pop() ?? noun;
  return FAMILY[last] ?? last;
}

/** 1 when the nouns are the same garment, 0.6 when they are the same kind, else 0. */
export function garmentSimilarity(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  if (a === b || FAMILY[a] === b || FAMILY[b] === a) return 1;
  return garmentFamily(a) === garmentFamily(b) ? 0.6 : 0;
}

/** Whether a word names a garment the outfit engine knows ("boot"), not a detail ("breton"). */
export const isGarmentNoun = (word: string) => isNoun(word);
