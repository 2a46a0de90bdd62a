import { garmentFamily, garmentNounOf } from '../garment/garment-nouns.ts';
import { isColourWord } from '../garment/lexicon/lexicon.ts';
import { words } from '../garment/text-tokens.ts';

// The insights treat a blazer as a jacket and a rain mac as a coat, but each answers its own need
// when shopping: a blazer dresses up, a rain jacket keeps dry, a coat keeps warm.
const SHOPPING_KIND: Readonly<Record<string, string>> = {
  blazer: 'blazer',
  'sport coat': 'blazer',
  'suit jacket': 'blazer',
  raincoat: 'rain layer',
  'rain shell': 'rain layer',
};

/**
 * The kind of garment a suggestion or a piece is: "Dark Wash Jeans", "Slim Jeans" and "Blue Denim
 * Jeans" are all "jeans", "White Trainers" and "Leather Sneakers" both "sneaker". The first text
 * that names a garment the lexicon knows decides; otherwise the first text's words without its
 * colours, so two unknown names still compare.
 */
export function shoppingKind(...texts: (string | null | undefined)[]): string {
  for (const text of texts) {
    const noun = text ? garmentNounOf(text) : null;
    if (noun) return SHOPPING_KIND[noun] ?? garmentFamily(noun);
  }
  return words(texts.find(Boolean) ?? '')
    .filter((w) => !isColourWord(w))
    .join(' ');
}
