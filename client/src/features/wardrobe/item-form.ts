import {
  CATEGORIES,
  CATEGORY_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PRICE_MAX_CENTS,
  SURE_CATEGORY_CONFIDENCE,
  type Category,
  type DisplayImage,
  type ScanResult,
  type WardrobeItem,
} from '@contract/wardrobe.ts';
import { dollarsToCents, splitList } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';

/** What the add, scan and edit forms hold: text as typed, price in dollars. */
export interface ItemFormValues {
  name: string;
  category: Category | '';
  subcategory: string;
  color: string;
  brand: string;
  size: string;
  price: string;
  tags: string;
}

export const emptyItemForm: ItemFormValues = {
  name: '',
  category: '',
  subcategory: '',
  color: '',
  brand: '',
  size: '',
  price: '',
  tags: '',
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

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

/** The form for an existing item (the detail view edits every field). */
export function formFromItem(item: WardrobeItem): ItemFormValues {
  return {
    name: item.name,
    category: item.category,
    subcategory: item.subcategory ?? '',
    color: item.color ?? '',
    brand: item.brand ?? '',
    size: item.size ?? '',
    price: item.price === null ? '' : (item.price / 100).toFixed(2),
    tags: item.tags.join(', '),
  };
}

function priceIsValid(price: string): boolean {
  if (price.trim() === '') return true;
  const cents = dollarsToCents(price);
  return cents !== null && cents >= 0 && cents <= PRICE_MAX_CENTS;
}

/**
 * Spec §5: a trimmed name and a category are required, each with its own destructive toast.
 * Returns whether the form may be sent.
 */
export function validateItemForm(values: ItemFormValues): values is ItemFormValues & {
  category: Category;
} {
  if (!values.name.trim()) {
    toast({ title: 'Name required', description: NAME_REQUIRED_MESSAGE, variant: 'destructive' });
    return false;
  }
  if (!values.category) {
    toast({
      title: 'Category required',
      description: CATEGORY_REQUIRED_MESSAGE,
      variant: 'destructive',
    });
    return false;
  }
  if (!priceIsValid(values.price)) {
    toast({
      title: 'Invalid price',
      description: `Please enter a price in US dollars between $0 and $${(PRICE_MAX_CENTS / 100).toLocaleString('en-US')}.`,
      variant: 'destructive',
    });
    return false;
  }
  return true;
}

/**
 * The multipart body of POST /api/wardrobe (spec §7): optional text only when filled in, price
 * as integer cents, tags as JSON array text and only when there are some, size only from the
 * scan dialog, and which image to show when the person chose between photo and cut-out.
 */
export function itemFormData(
  values: ItemFormValues,
  image: Blob | null,
  { withSize = false, displayImage }: { withSize?: boolean; displayImage?: DisplayImage } = {},
): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('category', values.category);
  const optional: [string, string][] = [
    ['subcategory', values.subcategory],
    ['color', values.color],
    ['brand', values.brand],
  ];
  if (withSize) optional.push(['size', values.size]);
  for (const [field, value] of optional) {
    if (value.trim()) form.append(field, value.trim());
  }
  const cents = dollarsToCents(values.price);
  if (cents !== null) form.append('price', String(cents));
  const tags = splitList(values.tags);
  if (tags.length > 0) form.append('tags', JSON.stringify(tags));
  if (image) {
    form.append('image', image);
    if (displayImage) form.append('displayImage', displayImage);
  }
  return form;
}

/** The PUT body for the detail view: every editable field, blanks cleared to null. */
export function itemPatch(values: ItemFormValues & { category: Category }) {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    category: values.category,
    subcategory: orNull(values.subcategory),
    color: orNull(values.color),
    brand: orNull(values.brand),
    size: orNull(values.size),
    price: dollarsToCents(values.price),
    tags: splitList(values.tags),
  };
}
