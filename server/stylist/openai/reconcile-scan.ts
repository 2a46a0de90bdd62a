import type { ScanField, ScanResult } from '../../../contract/wardrobe.ts';

/** Said with the answer when the vision model and the built-in scanner name different categories. */
export const DISAGREEMENT_NOTE =
  'The AI model and the built-in scanner disagree on what this is: please confirm the category.';

const GUESSED_WITH_CATEGORY: readonly ScanField[] = ['category', 'subcategory', 'name', 'style'];

/**
 * The vision model's reading reconciled with the built-in scanner's. The built-in category is
 * calibrated on real photos (one it calls sure was right at least 97 % of the time on photos it
 * never trained on); a model's own confidence is not, so a sure local reading is a second opinion
 * that counts:
 * - no sure local category (none found, unsure, failed): the model's answer stands;
 * - both name the same category: the model's answer (its words, brand and size are richer), and
 *   the category is sure;
 * - they disagree: neither is taken as fact. The local reading (category, noun and name) is offered
 *   for the person to confirm, with the model's brand and size, and a note saying why.
 */
export function reconcileScan(model: ScanResult, local: ScanResult | null): ScanResult {
  if (!local?.category || local.lowConfidence) return model;
  if (model.category === local.category) {
    return {
      ...model,
      confidence: {
        ...model.confidence,
        category: Math.max(model.confidence.category ?? 0, local.confidence.category ?? 0),
      },
      lowConfidence: false,
      unsure: (model.unsure ?? []).filter((field) => field !== 'category'),
    };
  }
  return {
    ...local,
    brand: model.brand ?? local.brand,
    size: model.size ?? local.size,
    lowConfidence: true,
    unsure: [...new Set([...(local.unsure ?? []), ...GUESSED_WITH_CATEGORY])],
    provider: model.provider,
    note: DISAGREEMENT_NOTE,
  };
}
