import {
  classProbabilities,
  loadGarmentModel,
  predictFromProbabilities,
  type GarmentPrediction,
} from './garment-classifier.ts';
import { garmentInput } from './garment-input.ts';

export type { GarmentPrediction } from './garment-classifier.ts';

/** Model identifier recorded in an item's aiTags. */
export const GARMENT_CLASSIFIER_ID = 'fashion-mnist-mlp-int8';

/**
 * Category, subcategory and confidence of a cut-out garment (RGBA image, alpha = garment), from
 * the classifier trained here on Fashion-MNIST. `lowConfidence` means: offer it as a suggestion.
 */
export async function classifyGarment(cutout: Buffer): Promise<GarmentPrediction> {
  const input = await garmentInput(cutout);
  const { mlp, lowConfidenceBelow } = loadGarmentModel();
  return predictFromProbabilities(classProbabilities(mlp, input), lowConfidenceBelow);
}
