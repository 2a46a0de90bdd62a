// The photo set's labels as the bench judges a scan by them: the category each label belongs to
// (the set's README), and the words that name each kind of garment in a suggested name.
const CATEGORY: Record<string, string> = {
  'T-Shirt': 'tops',
  Longsleeve: 'tops',
  Shirt: 'tops',
  Polo: 'tops',
  Undershirt: 'tops',
  Top: 'tops',
  Blouse: 'tops',
  Body: 'tops',
  Pants: 'bottoms',
  Shorts: 'bottoms',
  Skirt: 'bottoms',
  Dress: 'dresses',
  Outwear: 'outerwear',
  Blazer: 'outerwear',
  Hoodie: 'outerwear',
  Shoes: 'shoes',
  Hat: 'accessories',
};

// A name names the kind when one of these words is its noun. Lenient only where people are:
// a long-sleeve top is also a jumper or a sweater, a jacket also a coat.
const NOUNS: Record<string, RegExp> = {
  'T-Shirt': /\b(t-shirt|tee)$/i,
  Longsleeve: /\b(long-sleeve top|long sleeve top|jumper|sweater|pullover|sweatshirt)$/i,
  Shirt: /(^|\s)(shirt)$/i,
  Polo: /\bpolo( shirt)?$/i,
  Undershirt: /\b(tank top|vest|undershirt|camisole)$/i,
  Top: /\b(top|blouse|tank top|camisole)$/i,
  Blouse: /\b(blouse|top)$/i,
  Body: /\b(bodysuit|body)$/i,
  Pants: /\b(trousers|jeans|pants|chinos|joggers|leggings)$/i,
  Shorts: /\bshorts$/i,
  Skirt: /\bskirt$/i,
  Dress: /\bdress$/i,
  Outwear: /\b(jacket|coat|parka|puffer|raincoat|anorak|gilet)$/i,
  Blazer: /\b(blazer|jacket)$/i,
  Hoodie: /\b(hoodie|hooded jacket|sweatshirt)$/i,
  Shoes: /\b(shoes|sneakers|trainers|boots|ankle boots|sandals|heels|loafers|flats|slippers)$/i,
  Hat: /\b(hat|cap|beanie)$/i,
};

/** The category of a photo label, or null for the unlabelled ones ('Not sure', 'Other', 'Skip'). */
export function categoryOfPhotoLabel(label: string): string | null {
  return CATEGORY[label] ?? null;
}

/** Whether a scanned category is right for a label: the set's README lets a hoodie be a top too. */
export function categoryFits(category: string | null, label: string): boolean {
  return category === CATEGORY[label] || (label === 'Hoodie' && category === 'tops');
}

/** Whether a suggested name ('Navy Striped T-Shirt') names the labelled kind of garment. */
export function nameNamesKind(name: string, label: string): boolean {
  return NOUNS[label]?.test(name.trim()) ?? false;
}
