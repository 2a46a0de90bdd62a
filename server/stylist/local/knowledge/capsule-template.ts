import type { Category } from '../../../../contract/wardrobe.ts';

/** One essential of a versatile capsule wardrobe, and what counts as owning it. */
export interface CapsuleEssential {
  /** Stable, kebab-case. */
  id: string;
  /** The piece in words, without a colour: "Button-Down Shirt". */
  name: string;
  category: Category;
  /** Garment words (singular) of an item that fills this essential. */
  keywords: readonly string[];
  /** 1 (athletic, lounge) to 5 (black tie), the outfit engine's scale. */
  formality: number;
  /** The neutral colours that make it most versatile, best first. */
  colors: readonly string[];
  /** How a colour is said in the piece's name when not by its own name ("denim" jeans are "Dark Wash"). */
  colorWords?: Readonly<Record<string, string>>;
  /** How central it is to the capsule, 1 to 3. */
  priority: number;
  /** Only suggested to people who already wear the category. */
  optional?: true;
  /** Categories it is worn with, to find the user's pieces it pairs with. */
  pairsWith: readonly Category[];
  description: string;
}

// A versatile, mostly neutral capsule that can dress most days from casual to smart.
export const CAPSULE_TEMPLATE: readonly CapsuleEssential[] = [
  {
    id: 'tee',
    name: 'Crew-Neck T-Shirt',
    category: 'tops',
    keywords: ['t shirt', 'tee', 'tshirt'],
    formality: 2,
    colors: ['white', 'black', 'grey'],
    priority: 3,
    pairsWith: ['bottoms', 'outerwear'],
    description: 'A plain, well-cut cotton tee: the base layer under jackets, knits and shirts.',
  },
  {
    id: 'button-down',
    name: 'Button-Down Shirt',
    category: 'tops',
    keywords: ['shirt', 'button down', 'button up', 'oxford shirt', 'dress shirt', 'blouse'],
    formality: 3.5,
    colors: ['white', 'light blue'],
    priority: 3,
    pairsWith: ['bottoms', 'outerwear'],
    description: 'A crisp cotton shirt that works tucked into trousers or open over a tee.',
  },
  {
    id: 'knit',
    name: 'Knit Sweater',
    category: 'tops',
    keywords: ['sweater', 'jumper', 'pullover', 'turtleneck', 'cardigan', 'cable knit'],
    formality: 3,
    colors: ['grey', 'navy', 'camel', 'cream'],
    priority: 2,
    pairsWith: ['bottoms', 'outerwear'],
    description:
      'A fine wool or cotton knit to layer over shirts or wear alone when it cools down.',
  },
  {
    id: 'dark-jeans',
    name: 'Jeans',
    category: 'bottoms',
    keywords: ['jeans', 'jean'],
    formality: 2,
    colors: ['denim', 'black'],
    colorWords: { denim: 'dark wash' },
    priority: 3,
    pairsWith: ['tops', 'shoes'],
    description: 'Straight or slim jeans in a dark, even wash, smart enough for dinner.',
  },
  {
    id: 'trousers',
    name: 'Tailored Trousers',
    category: 'bottoms',
    keywords: ['trouser', 'slacks', 'dress pants', 'chino', 'khakis', 'pants'],
    formality: 4,
    colors: ['navy', 'black', 'grey', 'camel'],
    priority: 3,
    pairsWith: ['tops', 'shoes'],
    description: 'Trousers with a clean crease that take you to the office and out to dinner.',
  },
  {
    id: 'dress',
    name: 'Simple Dress',
    category: 'dresses',
    keywords: ['dress', 'sundress', 'gown', 'jumpsuit'],
    formality: 3.5,
    colors: ['black', 'navy'],
    priority: 1,
    optional: true,
    pairsWith: ['shoes', 'outerwear'],
    description: 'A simple dress in a dark neutral that can be dressed up or down.',
  },
  {
    id: 'blazer',
    name: 'Blazer',
    category: 'outerwear',
    keywords: ['blazer', 'sport coat', 'suit jacket'],
    formality: 4,
    colors: ['navy', 'black', 'grey'],
    priority: 2,
    pairsWith: ['tops', 'bottoms'],
    description: 'An unstructured blazer that sharpens jeans and completes trousers.',
  },
  {
    id: 'coat',
    name: 'Trench Coat',
    category: 'outerwear',
    keywords: ['trench', 'coat', 'overcoat', 'peacoat', 'wool coat', 'mac', 'raincoat', 'parka'],
    formality: 3.5,
    colors: ['beige', 'camel', 'navy', 'black'],
    priority: 2,
    pairsWith: ['tops', 'bottoms'],
    description: 'A water-resistant trench or a wool coat for cold and rainy days.',
  },
  {
    id: 'sneakers',
    name: 'Leather Sneakers',
    category: 'shoes',
    keywords: ['sneaker', 'trainer'],
    formality: 2,
    colors: ['white', 'black'],
    priority: 3,
    pairsWith: ['bottoms', 'dresses'],
    description: 'Minimal low-top leather sneakers that go with jeans, chinos and dresses.',
  },
  {
    id: 'boots',
    name: 'Leather Ankle Boots',
    category: 'shoes',
    keywords: ['boot'],
    formality: 3,
    colors: ['black', 'brown'],
    priority: 2,
    pairsWith: ['bottoms', 'dresses'],
    description: 'Smooth leather ankle boots for cold and wet days, casual or smart.',
  },
  {
    id: 'loafers',
    name: 'Leather Loafers',
    category: 'shoes',
    keywords: [
      'loafer',
      'oxford',
      'derby',
      'brogue',
      'flat',
      'ballet flat',
      'pump',
      'heel',
      'mule',
    ],
    formality: 4,
    colors: ['black', 'brown', 'tan'],
    priority: 2,
    pairsWith: ['bottoms', 'dresses'],
    description: 'Leather loafers (or flats) that make trousers and skirts office-ready.',
  },
  {
    id: 'belt',
    name: 'Leather Belt',
    category: 'accessories',
    keywords: ['belt'],
    formality: 3,
    colors: ['black', 'brown'],
    priority: 1,
    pairsWith: ['bottoms'],
    description: 'A plain leather belt with a simple buckle to finish trousers and jeans.',
  },
  {
    id: 'bag',
    name: 'Crossbody Bag',
    category: 'accessories',
    keywords: ['bag', 'crossbody', 'tote', 'handbag', 'purse', 'backpack', 'clutch'],
    formality: 3,
    colors: ['black', 'tan', 'brown'],
    priority: 1,
    pairsWith: ['outerwear', 'dresses'],
    description: 'A structured crossbody bag big enough for the essentials, hands free.',
  },
];
