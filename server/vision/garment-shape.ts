import type { GarmentCategory } from './fashion-classes.ts';
import type { GarmentPrediction } from './garment-classifier.ts';
import type { BoundingBox, GarmentMask } from './mask-cleanup.ts';
import { FOREGROUND_THRESHOLD } from './mask-foreground.ts';

/** One row across the garment's box: how much of it is garment, in how many separate runs. */
export interface ProfileRow {
  fill: number;
  runs: number;
}

/** The silhouette as the refinements read it. */
export interface GarmentShape {
  /** Box width over height. */
  aspect: number;
  /** Rows at 5, 20, 40, 60, 80 and 95 % of the box's height. */
  rows: readonly ProfileRow[];
  /** Share of the box that is garment. */
  fill: number;
  /** Two blobs of about the same size: a pair (shoes). */
  pair: boolean;
}

export const PROFILE_AT = [0.05, 0.2, 0.4, 0.6, 0.8, 0.95] as const;
/** The smaller of two blobs at least this share of the larger is a pair. */
const PAIR_BALANCE = 0.6;
/** Runs shorter than this share of the box width are mask noise, not a sleeve or a leg. */
const MIN_RUN = 0.03;

/** Measures the silhouette of the mask inside `box`; `blobAreas` come largest first. */
export function garmentShapeOf(
  mask: GarmentMask,
  box: BoundingBox,
  blobAreas: readonly number[],
): GarmentShape {
  const { width, data } = mask;
  const on = (x: number, y: number) => (data[y * width + x] as number) >= FOREGROUND_THRESHOLD;
  const rows = PROFILE_AT.map((at) => {
    const y = Math.min(box.top + box.height - 1, Math.floor(box.top + at * box.height));
    let filled = 0;
    let runs = 0;
    let run = 0;
    for (let x = box.left; x <= box.left + box.width; x++) {
      if (x < box.left + box.width && on(x, y)) {
        filled++;
        run++;
      } else {
        if (run >= Math.max(2, MIN_RUN * box.width)) runs++;
        run = 0;
      }
    }
    return { fill: filled / box.width, runs };
  });
  let filled = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) if (on(x, y)) filled++;
  }
  const [first = 0, second = 0] = blobAreas;
  return {
    aspect: box.width / box.height,
    rows,
    fill: filled / (box.width * box.height),
    pair: blobAreas.length === 2 && second >= first * PAIR_BALANCE,
  };
}

/** What the recogniser names: the classifier's answer, corrected by the silhouette. */
export interface GarmentReading {
  category: GarmentCategory;
  /** The noun, lower case ('puffer jacket'), or null when only the category is sure enough. */
  subcategory: string | null;
  /** Title case ('Ankle Boots'), null with subcategory. */
  label: string | null;
  confidence: number;
  lowConfidence: boolean;
}

/** Below this probability for its own class the noun is not offered; the category's word is. */
export const NOUN_SURE = 0.5;

// What people call Fashion-MNIST's classes. 'Pullover' is a word nobody shops by.
const NOUNS: Record<string, string> = {
  't-shirt': 'T-Shirt',
  trousers: 'Trousers',
  pullover: 'Jumper',
  dress: 'Dress',
  coat: 'Coat',
  shirt: 'Shirt',
  sandal: 'Sandals',
  sneaker: 'Sneakers',
  bag: 'Bag',
  'ankle boot': 'Ankle Boots',
};

const named = (noun: string) => ({ subcategory: noun.toLowerCase(), label: noun });
const row = (shape: GarmentShape, i: number) => shape.rows[i] ?? { fill: 0, runs: 0 };

/** Sleeves hanging beside a long body: three runs across the middle rows. */
const hasHangingSleeves = (shape: GarmentShape) =>
  row(shape, 2).runs >= 3 && row(shape, 3).runs >= 3;

/** One piece widening steadily from a broad waist to the hem: a skirt. */
function isSkirtShape(shape: GarmentShape): boolean {
  const fills = shape.rows.map((r) => r.fill);
  const top = fills[0] ?? 0;
  const hem = fills.at(-1) ?? 0;
  const widening = fills.every((fill, i) => i === 0 || fill >= (fills[i - 1] ?? 0) - 0.03);
  return (
    shape.rows.every((r) => r.runs === 1) &&
    widening &&
    top >= 0.45 &&
    hem >= 0.9 &&
    hem - top >= 0.25
  );
}

/** A broad waistband over two short legs. */
const isShortsShape = (shape: GarmentShape) =>
  row(shape, 0).runs === 1 &&
  row(shape, 0).fill >= 0.7 &&
  row(shape, 5).runs === 2 &&
  shape.rows.every((r) => r.runs <= 2) &&
  shape.aspect >= 0.8;

/** Shoes by their side view: a shaft makes a boot, a gap under the arch a heel, a long sole a sneaker. */
function shoeNoun(shape: GarmentShape, prediction: GarmentPrediction): string | null {
  if (shape.aspect < 1.8 && row(shape, 0).fill < 0.3) return 'Ankle Boots';
  if (shape.rows.slice(2).some((r) => r.runs >= 3)) return 'Heels';
  if (row(shape, 4).fill >= 0.75 && row(shape, 5).fill >= 0.75) return 'Sneakers';
  // Straps leave most of a sandal's box empty; a closed shoe fills it.
  if (prediction.subcategory === 'sandal' && shape.fill < 0.5) return 'Sandals';
  return null;
}

/**
 * The classifier's category and noun, checked against the silhouette: Fashion-MNIST takes a long
 * coat for a dress, a skirt for a top and a pair of sandals for trousers, and names every shoe
 * a sandal. A correction keeps the classifier's confidence, so an unsure guess stays unsure.
 */
export function readGarment(prediction: GarmentPrediction, shape: GarmentShape): GarmentReading {
  const { confidence, lowConfidence } = prediction;
  const reading = (
    category: GarmentCategory,
    noun: string | null,
    unsure = lowConfidence,
  ): GarmentReading => ({
    category,
    ...(noun ? named(noun) : { subcategory: null, label: null }),
    confidence,
    lowConfidence: unsure,
  });
  if (shape.pair && prediction.category !== 'shoes') {
    return reading('shoes', shoeNoun(shape, prediction), true);
  }
  if (prediction.category === 'dresses' && hasHangingSleeves(shape)) {
    return reading('outerwear', 'Coat');
  }
  if (
    (prediction.category === 'tops' || prediction.category === 'outerwear') &&
    isSkirtShape(shape)
  ) {
    return reading('bottoms', 'Skirt');
  }
  if (prediction.category === 'tops' && isShortsShape(shape)) return reading('bottoms', 'Shorts');
  if (prediction.category === 'shoes') return reading('shoes', shoeNoun(shape, prediction));

  const sure = prediction.subcategoryConfidence >= NOUN_SURE;
  let noun = sure ? (NOUNS[prediction.subcategory] ?? prediction.subcategoryLabel) : null;
  // A coat cut at the hip is a jacket.
  if (noun === 'Coat' && shape.aspect > 1) noun = 'Jacket';
  return reading(prediction.category, noun);
}
