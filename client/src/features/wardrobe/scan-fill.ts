import {
  SURE_CATEGORY_CONFIDENCE,
  type Category,
  type ScanField,
} from '@contract/wardrobe-values.ts';
import type { ScanResult } from '@contract/wardrobe.ts';
import type { ItemFormValues } from './item-form-schema.ts';

/** The form field each scanned field fills (style tags go into the tags field). */
const FORM_FIELD: Record<ScanField, keyof ItemFormValues> = {
  name: 'name',
  category: 'category',
  subcategory: 'subcategory',
  color: 'color',
  style: 'tags',
};

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
  /** An unsure name ('Black Jacket' when the AI is not sure it is a jacket). */
  name?: string;
  /** Unsure style tags, comma separated. */
  tags?: string;
}

/** The form fields a scan only guessed: marked 'Please confirm' until the person decides. */
export function unsureFields(scan: ScanResult): (keyof ItemFormValues)[] {
  const unsure = new Set<ScanField>(scan.unsure ?? []);
  if (scan.category !== null && isUnsureCategory(scan)) unsure.add('category');
  return [...unsure].map((field) => FORM_FIELD[field]);
}

/** True when the scan's category is a guess to offer rather than a fact to fill in. */
export function isUnsureCategory(scan: ScanResult): boolean {
  return scan.lowConfidence ?? (scan.confidence.category ?? 0) < SURE_CATEGORY_CONFIDENCE;
}

/**
 * The form after a scan (spec §4): name, category, subcategory, colour, brand, size and style
 * tags come from the scan where it found them; the price is never touched. Guesses the scanner
 * is unsure of (its `unsure` list, or a low-confidence category) are returned as suggestions
 * rather than filled in.
 */
export function applyScan(
  values: ItemFormValues,
  scan: ScanResult,
): { values: ItemFormValues; suggestions: ScanSuggestions } {
  const suggestions: ScanSuggestions = {};
  const next = { ...values };
  const guessed = new Set(unsureFields(scan));
  const name = scan.detectedName || scan.itemName;
  if (name && guessed.has('name')) suggestions.name = name;
  else if (name) next.name = name;

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
  if (scan.style.length > 0) {
    if (guessed.has('tags')) suggestions.tags = scan.style.join(', ');
    else next.tags = scan.style.join(', ');
  }
  return { values: next, suggestions };
}
