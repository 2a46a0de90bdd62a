import type { Category } from '../../../../contract/wardrobe.ts';
import type { GarmentNoun } from '../garment/lexicon/lexicon-types.ts';
import { readPhrases } from '../garment/lexicon/lexicon.ts';

/** The plain word for a piece of the category, when the scan is not sure of its noun. */
export const CATEGORY_NOUNS: Record<Category, string> = {
  tops: 'Top',
  bottoms: 'Bottoms',
  dresses: 'Dress',
  // 'Black Jacket' is what people say of any short outer layer; 'Black Outerwear' nobody says.
  outerwear: 'Jacket',
  shoes: 'Shoes',
  accessories: 'Accessory',
};

// Formality on the lexicon's scale (1 athletic or lounge … 5 black tie), as style words.
const SMART_CASUAL_FROM = 2.75;
const CLASSIC_FROM = 3.5;
const FORMAL_FROM = 4.5;

function nounOf(text: string): GarmentNoun | null {
  for (const found of readPhrases(text)) {
    const sense = found.senses.find((s) => s.noun);
    if (sense?.noun) return sense.noun;
  }
  return null;
}

/**
 * Style tags from what a garment noun is (the garment lexicon): a hoodie is casual and sporty, a
 * blazer classic and smart, sneakers casual and sporty. None for a noun the lexicon does not know.
 */
export function styleTagsOf(noun: string): string[] {
  const nature = nounOf(noun);
  if (!nature) return [];
  const tags: string[] = [];
  const { formality } = nature;
  if (formality < SMART_CASUAL_FROM || nature.sport) tags.push('casual');
  if (nature.sport) tags.push('sporty');
  if (formality >= SMART_CASUAL_FROM && formality < CLASSIC_FROM) tags.push('smart casual');
  if (formality >= CLASSIC_FROM) tags.push('classic', 'smart');
  if (formality >= FORMAL_FROM) tags.push('formal');
  if (nature.season === 'summer') tags.push('summer');
  if (nature.season === 'winter') tags.push('winter');
  return [...new Set(tags)];
}
