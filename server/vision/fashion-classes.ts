/** The six wardrobe categories of the spec, in its order. */
export const GARMENT_CATEGORIES = [
  'tops',
  'bottoms',
  'dresses',
  'outerwear',
  'shoes',
  'accessories',
] as const;
export type GarmentCategory = (typeof GARMENT_CATEGORIES)[number];

export interface FashionClass {
  /** Fashion-MNIST label index (0-9). */
  index: number;
  /** Stable lower-case subcategory, as the scan stores it. */
  subcategory: string;
  /** Title-case form for display and suggested names ('Navy Trousers'). */
  label: string;
  category: GarmentCategory;
}

// Fashion-MNIST's labels in its own order; coat is the only outerwear class and bag the only accessory.
export const FASHION_CLASSES: readonly FashionClass[] = [
  { index: 0, subcategory: 't-shirt', label: 'T-Shirt', category: 'tops' },
  { index: 1, subcategory: 'trousers', label: 'Trousers', category: 'bottoms' },
  { index: 2, subcategory: 'pullover', label: 'Pullover', category: 'tops' },
  { index: 3, subcategory: 'dress', label: 'Dress', category: 'dresses' },
  { index: 4, subcategory: 'coat', label: 'Coat', category: 'outerwear' },
  { index: 5, subcategory: 'sandal', label: 'Sandal', category: 'shoes' },
  { index: 6, subcategory: 'shirt', label: 'Shirt', category: 'tops' },
  { index: 7, subcategory: 'sneaker', label: 'Sneaker', category: 'shoes' },
  { index: 8, subcategory: 'bag', label: 'Bag', category: 'accessories' },
  { index: 9, subcategory: 'ankle boot', label: 'Ankle Boot', category: 'shoes' },
];

/** The category a Fashion-MNIST label belongs to. */
export function categoryOfLabel(index: number): GarmentCategory {
  const fashionClass = FASHION_CLASSES[index];
  if (!fashionClass) throw new RangeError(`No Fashion-MNIST label ${index}`);
  return fashionClass.category;
}
