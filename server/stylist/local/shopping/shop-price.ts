import type { Category } from '../../../../contract/wardrobe.ts';

// Shops price below $100 at x4.99 and x9.99 ($24.99, $49.99) and from $100 at whole dollars
// ending in 9 ($129, $229): an estimate that reads like a price tag, not like an average.
const CHEAPEST = 499;
const CENTS_POINT_STEP = 500;
const DOLLAR_POINTS_FROM = 10_000;
const DOLLAR_POINT_STEP = 1000;

/** The shop price point nearest to an amount in cents; null for no amount (shows 'Price varies'). */
export function shopPrice(cents: number | null | undefined): number | null {
  if (typeof cents !== 'number' || !Number.isFinite(cents) || cents <= 0) return null;
  const below = Math.max(
    CHEAPEST,
    Math.min(
      DOLLAR_POINTS_FROM - 1,
      Math.round((cents + 1) / CENTS_POINT_STEP) * CENTS_POINT_STEP - 1,
    ),
  );
  if (cents < DOLLAR_POINTS_FROM) return below;
  const above = Math.round((cents + 100) / DOLLAR_POINT_STEP) * DOLLAR_POINT_STEP - 100;
  const point = Math.max(DOLLAR_POINTS_FROM + DOLLAR_POINT_STEP - 100, above);
  // $100 to $104 is nearer $99.99 than $109.
  return cents - below <= point - cents ? below : point;
}

// What a mid-market piece of each kind costs when the user has priced nothing like it (cents).
const KIND_PRICE: Readonly<Record<string, number>> = {
  tee: 2500,
  tank: 2000,
  shirt: 5000,
  top: 3500,
  sweater: 6500,
  cardigan: 6500,
  hoodie: 5000,
  jeans: 7500,
  trousers: 7000,
  shorts: 4000,
  skirt: 5500,
  dress: 8500,
  blazer: 16000,
  jacket: 12000,
  coat: 19000,
  'rain layer': 9000,
  sneaker: 9500,
  boot: 15000,
  'dress shoe': 13000,
  loafer: 12000,
  sandal: 6000,
  heel: 11000,
  belt: 4000,
  bag: 9000,
  crossbody: 9000,
  tote: 8000,
  backpack: 7000,
  watch: 15000,
  scarf: 4000,
  hat: 3000,
};

const CATEGORY_PRICE: Readonly<Record<Category, number>> = {
  tops: 4000,
  bottoms: 7000,
  dresses: 8500,
  outerwear: 14000,
  shoes: 11000,
  accessories: 5000,
};

/** A sensible price for a kind ("boot") when the user's own spend says nothing (cents). */
export const defaultPrice = (category: Category, kind: string): number =>
  KIND_PRICE[kind] ?? CATEGORY_PRICE[category];
