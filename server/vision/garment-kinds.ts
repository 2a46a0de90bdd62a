/**
 * What people call each kind of garment the model knows. The kinds are the photo set's labels
 * (its 'Outwear' is any jacket or coat, its 'Undershirt' a vest or tank top) plus four accessories
 * learnt from drawn garments; the names are what a person would type in the form.
 */
interface KindName {
  /** The noun of the suggested name and the form's subcategory. */
  noun: string;
  /** The noun when the cloth is denim ('Jeans', 'Denim Jacket'); absent where denim is rare. */
  denim?: string;
}

const KIND_NAMES: Record<string, KindName> = {
  'T-Shirt': { noun: 'T-Shirt' },
  Longsleeve: { noun: 'Long-Sleeve Top' },
  Shirt: { noun: 'Shirt', denim: 'Denim Shirt' },
  Polo: { noun: 'Polo Shirt' },
  Undershirt: { noun: 'Tank Top' },
  Top: { noun: 'Top' },
  Blouse: { noun: 'Blouse' },
  Body: { noun: 'Bodysuit' },
  Pants: { noun: 'Trousers', denim: 'Jeans' },
  Shorts: { noun: 'Shorts', denim: 'Denim Shorts' },
  Skirt: { noun: 'Skirt', denim: 'Denim Skirt' },
  Dress: { noun: 'Dress', denim: 'Denim Dress' },
  Outwear: { noun: 'Jacket', denim: 'Denim Jacket' },
  Blazer: { noun: 'Blazer' },
  Hoodie: { noun: 'Hoodie' },
  // Not a kind the model reads: the broader name of a hoodie or a jacket (BROADER_NAMES).
  'Hooded Jacket': { noun: 'Hooded Jacket' },
  Shoes: { noun: 'Shoes' },
  Hat: { noun: 'Hat' },
  Bag: { noun: 'Bag' },
  Scarf: { noun: 'Scarf' },
  Belt: { noun: 'Belt' },
  Sunglasses: { noun: 'Sunglasses' },
};

/** The noun for a kind ('Trousers'; 'Jeans' when `denim`). Unknown kinds keep their own word. */
export function nounOfKind(kind: string, denim = false): string {
  const name = KIND_NAMES[kind];
  if (!name) return kind;
  return denim && name.denim ? name.denim : name.noun;
}

/** Whether a kind has a denim form worth naming. */
export function kindCanBeDenim(kind: string): boolean {
  return KIND_NAMES[kind]?.denim !== undefined;
}

/**
 * Names right for several kinds the model tells apart less surely than a person would: a hooded
 * zip jacket is 'Outwear' to some of the photo set's senders and 'Hoodie' to others, a blazer is a
 * jacket, a blouse a top. `name` is the kind whose noun says it ('Outwear' is 'Jacket').
 */
const BROADER_NAMES: { name: string; covers: string[] }[] = [
  { name: 'Hooded Jacket', covers: ['Hoodie', 'Outwear'] },
  { name: 'Outwear', covers: ['Outwear', 'Blazer'] },
  { name: 'Top', covers: ['Top', 'Blouse'] },
];

/**
 * Below this probability a kind is named by its broader name when one holds more probability.
 * Chosen on the calibration split (decision 014), never on the validation split.
 */
export const BROADER_NAME_BELOW = 0.7;

/**
 * The kind whose noun names the piece, and the probability that the noun is right: the likeliest
 * kind itself when it is sure enough, else the broader name whose kinds together hold the most
 * probability ('Hooded Jacket' for a piece read 55 % hoodie, 40 % jacket).
 */
export function namingKind(
  kind: string,
  probabilityOf: (kind: string) => number,
): { kind: string; confidence: number } {
  let best = { kind, confidence: probabilityOf(kind) };
  if (best.confidence >= BROADER_NAME_BELOW) return best;
  for (const { name, covers } of BROADER_NAMES) {
    if (!covers.includes(kind)) continue;
    const confidence = covers.reduce((sum, k) => sum + probabilityOf(k), 0);
    if (confidence > best.confidence) best = { kind: name, confidence };
  }
  return best;
}
