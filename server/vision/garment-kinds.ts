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
