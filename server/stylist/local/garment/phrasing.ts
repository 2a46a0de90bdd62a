// Small wording helpers shared by insights, persona, tips and shopping texts.

import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';

/** An item's name as the user typed it, minus a leading article or possessive. */
export function itemName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.replace(/^(the|my|your|a|an)\s+/i, '') || 'piece';
}

/** "your Navy Chinos". */
export const yours = (name: string) => `your ${itemName(name)}`;

/** "a, b and c". */
export function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 pair of shoes", "3 tops": counts of a category in words. */
function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const CATEGORY_WORDS: Readonly<Record<Category, readonly [string, string]>> = {
  tops: ['top', 'tops'],
  bottoms: ['pair of bottoms', 'bottoms'],
  dresses: ['dress', 'dresses'],
  outerwear: ['coat or jacket', 'coats and jackets'],
  shoes: ['pair of shoes', 'pairs of shoes'],
  accessories: ['accessory', 'accessories'],
};

/** "9 tops", "1 pair of shoes". */
export function categoryCount(n: number, category: Category): string {
  const [one, many] = CATEGORY_WORDS[category];
  return countOf(n, one, many);
}

/** "tops", "shoes": the category as a plural noun. */
export const categoryNoun = (category: Category) =>
  category === 'shoes' ? 'shoes' : CATEGORY_WORDS[category][1];

/** Whether a name reads as plural: "Jeans", "Chelsea Boots" (but not "Dress"). */
export const isPlural = (name: string) => /[^su]s$/i.test(name.trim());

/** "a blazer", "an oversized tee", "ballet flats". */
export function withArticle(phrase: string): string {
  if (isPlural(phrase)) return phrase;
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** "your Navy Chinos, White Tee and Loafers". */
export const yourList = (items: readonly Pick<StylistItem, 'name'>[]) =>
  items.length ? `your ${listOf(items.map((i) => itemName(i.name)))}` : '';

/** Clothes first, accessories last: the order pieces are named in. */
export const byCategory = (a: StylistItem, b: StylistItem) =>
  CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category);

/** "it" or "them", by how the name reads. */
export const itOrThem = (name: string) => (isPlural(name) ? 'them' : 'it');

/** Picks the singular or plural verb for a name: agree("Jeans", "goes", "go") -> "go". */
export const agree = (name: string, singular: string, plural: string) =>
  isPlural(name) ? plural : singular;
