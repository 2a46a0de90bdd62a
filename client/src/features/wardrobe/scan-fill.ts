import { SURE_CATEGORY_CONFIDENCE, type Category, type ScanResult } from '@contract/wardrobe.ts';
import type { ItemFormValues } from './item-form-schema.ts';

/**
 * The scanner's confidence (0–1) below which a colour is offered as a suggestion instead of being
 * typed into the form. Categories follow the scan's own lowConfidence flag.
 */
export const COLOR_CONFIDENT = 0.5;

/** Low-confidence guesses from a scan: shown next to their field, applied only on request. */
export interface ScanSuggestions {
  category?: Category;
  /** Goes with the suggested category (an unsure 'tops' guess is an unsure 'pullover' too). */
  subcategory?: string;
  color?: string;
}

/** True when the scan's category is a guess to offer rather than a fact to fill in. */
export function isUnsureCategory(scan: ScanResult): boolean {
  return scan.lowConfidence ?? (scan.confidence.category ?? 0) < SURE_CATEGORY_CONFIDENCE;
}

/**
 * The form after a scan (spec §4): name, category, subcategory, colour, brand, size and style
 * tags come from the scan where it found them; the price is never touched. Guesses the scanner
 * is unsure of are returned as suggestions rather than filled in.
 */
export function applyScan(
  values: ItemFormValues,
  scan: ScanResult,
): { values: ItemFormValues; suggestions: ScanSuggestions } {
  const suggestions: ScanSuggestions = {};
  const next = { ...values };
  const name = scan.detectedName || scan.itemName;
  if (name) next.name = name;

  const unsure = scan.category !== null && isUnsureCategory(scan);
  if (scan.category) {
    if (unsure) suggestions.category = scan.category;
    else next.category = scan.category;
  }
  if (scan.color) {
    const sure =
      (scan.confidence.color ?? 0) >= COLOR_CONFIDENT && !(scan.colors[0]?.approximate ?? false);
    if (sure) next.color = scan.color;
    else suggestions.color = scan.color;
  }
  if (scan.subcategory) {
    if (unsure) suggestions.subcategory = scan.subcategory;
    else next.subcategory = scan.subcategory;
  }
  if (scan.brand) next.brand = scan.brand;
  if (scan.size) next.size = scan.size;
  if (scan.style.length > 0) next.tags = scan.style.join(', ');
  return { values: next, suggestions };
}
