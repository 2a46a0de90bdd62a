/**
 * The wardrobe's plain values: categories and labels, limits, messages and cost per wear. No zod
 * here, so a screen that only shows pieces (the dashboard, the wardrobe grid) builds no schema;
 * `wardrobe.ts` re-exports all of it beside the schemas (decision 012).
 */

/** The six wardrobe categories of spec §9, in display order. */
export const CATEGORIES = [
  'tops',
  'bottoms',
  'dresses',
  'outerwear',
  'shoes',
  'accessories',
] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export const CATEGORY_LABELS: Record<Category, string> = {
  tops: 'Tops',
  bottoms: 'Bottoms',
  dresses: 'Dresses',
  outerwear: 'Outerwear',
  shoes: 'Shoes',
  accessories: 'Accessories',
};

// Limits shared by the forms and the server.
export const ITEM_NAME_MAX = 100;
export const SUBCATEGORY_MAX = 60;
export const COLOR_MAX = 40;
export const BRAND_MAX = 80;
export const SIZE_MAX = 20;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;
/** $1,000,000 in cents: far above any garment, far below the integer column's limit. */
export const PRICE_MAX_CENTS = 100_000_000;

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_MAX_MEGAPIXELS = 40;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
/** Longest edge of the stored photo and of its thumbnail, in pixels. */
export const IMAGE_MAX_EDGE = 2048;
export const THUMBNAIL_EDGE = 480;
/** Image types the server takes in (recognised from the bytes, not the name). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
] as const;

/** How long an upload URL from POST /api/objects/upload accepts a PUT. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** Longest scanToken accepted (the server makes 43-character ones). */
export const SCAN_TOKEN_MAX = 64;

// Multipart bounds for POST /api/wardrobe and /api/wardrobe/scan.
export const MULTIPART_MAX_FIELDS = 20;
export const MULTIPART_FIELD_MAX_BYTES = 8 * 1024;

/** Which of an item's two images it shows: the photo as taken, or the garment cut out of it. */
export const DISPLAY_IMAGES = ['original', 'cutout'] as const;
export type DisplayImage = (typeof DISPLAY_IMAGES)[number];

export const NO_CUTOUT_MESSAGE = 'This item has no cut-out to show';
export const NO_PHOTO_MESSAGE = 'This item has no photo to cut out';

export const NAME_REQUIRED_MESSAGE = 'Please enter a name for your item.';
export const CATEGORY_REQUIRED_MESSAGE = 'Please select a category for your item.';
export const NO_IMAGE_MESSAGE = 'No image selected. Please select an image to scan.';
/** POST /api/wardrobe/scan's 422 for a photo that holds no garment (a wall, a landscape, a face). */
export const NO_GARMENT_MESSAGE =
  'We could not find a garment in this photo. Try one piece on a plain, contrasting background, or fill in the details by hand.';

/**
 * A scanned category at or above this confidence (0–1) is filled in; below it, it is offered as a
 * suggestion. Used for scanners that do not flag unsure guesses themselves (the offline classifier does).
 */
export const SURE_CATEGORY_CONFIDENCE = 0.8;

/** The scan's fields a person checks; `unsure` names those the scanner only guessed. */
export const SCAN_FIELDS = ['name', 'category', 'subcategory', 'color', 'style'] as const;
export type ScanField = (typeof SCAN_FIELDS)[number];

/** Spec §3: price / 100 / timesWorn in dollars, only when both are non-zero; otherwise null. */
export function costPerWear(price: number | null | undefined, timesWorn: number): number | null {
  if (!price || !timesWorn) return null;
  return price / 100 / timesWorn;
}
