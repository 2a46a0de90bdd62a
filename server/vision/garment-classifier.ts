import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths.ts';
import {
  FASHION_CLASSES,
  GARMENT_CATEGORIES,
  categoryOfLabel,
  type GarmentCategory,
} from './fashion-classes.ts';
import { decodeMlp, mlpLogits, softmax, type Mlp, type MlpFile } from './garment-mlp.ts';

export const GARMENT_MODEL_PATH = path.join(
  projectRoot,
  'server/vision/models/garment-classifier.json',
);

export interface GarmentModel {
  mlp: Mlp;
  lowConfidenceBelow: number;
}

export interface GarmentPrediction {
  category: GarmentCategory;
  /** Lower-case Fashion-MNIST class within the category, e.g. 'ankle boot'. */
  subcategory: string;
  /** Title-case subcategory for names, e.g. 'Ankle Boot'. */
  subcategoryLabel: string;
  /** Probability of the category (the sum over its classes), 0-1. */
  confidence: number;
  /** Probability of the subcategory itself, 0-1. */
  subcategoryConfidence: number;
  /** True when the UI should offer the category as a suggestion rather than a fact. */
  lowConfidence: boolean;
}

let cached: GarmentModel | undefined;

/** The committed classifier, read and decoded once per process. */
export function loadGarmentModel(): GarmentModel {
  if (!cached) {
    const file = JSON.parse(readFileSync(GARMENT_MODEL_PATH, 'utf8')) as MlpFile;
    cached = { mlp: decodeMlp(file), lowConfidenceBelow: file.lowConfidenceBelow };
  }
  return cached;
}

/** Class probabilities for one 28×28 Fashion-MNIST-style input (784 values in 0-1). */
export function classProbabilities(mlp: Mlp, input: Float32Array): Float32Array {
  return softmax(mlpLogits(mlp, input));
}

/** Picks the category by summed probability, then the likeliest class inside it. */
export function predictFromProbabilities(
  probabilities: Float32Array,
  lowConfidenceBelow: number,
): GarmentPrediction {
  const byCategory = new Map<GarmentCategory, number>(GARMENT_CATEGORIES.map((c) => [c, 0]));
  probabilities.forEach((p, index) => {
    const category = categoryOfLabel(index);
    byCategory.set(category, (byCategory.get(category) ?? 0) + p);
  });
  let category: GarmentCategory = 'tops';
  let confidence = -1;
  for (const [candidate, p] of byCategory) {
    if (p > confidence) {
      category = candidate;
      confidence = p;
    }
  }
  let best = FASHION_CLASSES.find((c) => c.category === category);
  for (const fashionClass of FASHION_CLASSES) {
    if (
      fashionClass.category === category &&
      (probabilities[fashionClass.index] ?? 0) > (probabilities[best?.index ?? 0] ?? 0)
    ) {
      best = fashionClass;
    }
  }
  if (!best) throw new Error(`No class for category ${category}`);
  return {
    category,
    subcategory: best.subcategory,
    subcategoryLabel: best.label,
    confidence,
    subcategoryConfidence: probabilities[best.index] ?? 0,
    lowConfidence: confidence < lowConfidenceBelow,
  };
}
