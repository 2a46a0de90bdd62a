import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { tooLong } from './text-fields.ts';
import { itemWearHistorySchema } from './wear-history.ts';
import {
  BRAND_MAX,
  CATEGORIES,
  CATEGORY_REQUIRED_MESSAGE,
  COLOR_MAX,
  DISPLAY_IMAGES,
  ITEM_NAME_MAX,
  NAME_REQUIRED_MESSAGE,
  PRICE_MAX_CENTS,
  SCAN_FIELDS,
  SCAN_TOKEN_MAX,
  SIZE_MAX,
  SUBCATEGORY_MAX,
  TAG_MAX,
  TAGS_MAX,
} from './wardrobe-values.ts';

export * from './wardrobe-values.ts';

export const displayImageSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(DISPLAY_IMAGES, { error: "displayImage must be 'original' or 'cutout'" }),
);

const nameSchema = z
  .string({ error: NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(ITEM_NAME_MAX, tooLong('Name', ITEM_NAME_MAX));

export const categorySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(CATEGORIES, { error: CATEGORY_REQUIRED_MESSAGE }),
);

/** Optional text: blank becomes null. Absent stays absent, so partial updates leave it alone. */
const clearableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullable()
    .transform((value) => value || null)
    .optional();

const priceSchema = z
  .number({ error: 'Price must be a number of cents' })
  .int('Price must be a whole number of cents')
  .min(0, 'Price cannot be negative')
  .max(PRICE_MAX_CENTS, `Price must be at most ${PRICE_MAX_CENTS} cents`);

/** Tags: trimmed, blanks dropped, duplicates (ignoring case) dropped, bounded in count and length. */
export const tagListSchema = z
  .array(
    z.string({ error: 'Each tag must be text' }).trim().max(TAG_MAX, tooLong('A tag', TAG_MAX)),
    {
      error: 'Tags must be a list of text',
    },
  )
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.length <= TAGS_MAX, `At most ${TAGS_MAX} tags`);

const textFields = {
  subcategory: clearableText('Subcategory', SUBCATEGORY_MAX),
  color: clearableText('Color', COLOR_MAX),
  brand: clearableText('Brand', BRAND_MAX),
  size: clearableText('Size', SIZE_MAX),
};

/**
 * The text fields of the multipart POST /api/wardrobe. Every value arrives as text: price is
 * integer cents ("2999"), tags a JSON array ('["summer","linen"]'). Unknown fields such as
 * userId are dropped: the owner is always the session user.
 */
export const createItemFieldsSchema = z.object({
  name: nameSchema,
  category: categorySchema,
  ...textFields,
  price: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Price must be a whole number of cents' });
        return z.NEVER;
      }
      return Number(value);
    })
    .pipe(priceSchema.nullable()),
  tags: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Tags must be a JSON array of text' });
        return z.NEVER;
      }
    })
    .pipe(tagListSchema),
  /**
   * Which image to show when a photo is sent. 'cutout' asks for the cut-out even when automatic
   * cut-outs are off; without it the user's preference decides.
   */
  displayImage: displayImageSchema.optional(),
  /**
   * The scanToken of this photo's scan (POST /api/wardrobe/scan): the server reuses that reading
   * instead of running the models again, when the token is the same user's and the photo the same.
   */
  scanToken: z.string().trim().max(SCAN_TOKEN_MAX).optional(),
});
export type CreateItemFields = z.input<typeof createItemFieldsSchema>;
export type CreateItemInput = z.output<typeof createItemFieldsSchema>;

/** PUT /api/wardrobe/:id: any subset of the user-editable fields. Server-managed fields are dropped. */
export const updateItemBodySchema = z.object({
  name: nameSchema.optional(),
  category: categorySchema.optional(),
  ...textFields,
  price: priceSchema.nullable().optional(),
  tags: tagListSchema.optional(),
  inLaundry: z.boolean({ error: 'inLaundry must be true or false' }).optional(),
  /** Switch between the original photo and its cut-out (409 when there is no cut-out). */
  displayImage: displayImageSchema.optional(),
});
export type UpdateItemBody = z.input<typeof updateItemBodySchema>;
export type UpdateItemInput = z.output<typeof updateItemBodySchema>;

const hexSchema = z.string().regex(/^#[0-9a-f]{6}$/);

/** One colour read from a photo: the palette name and swatch, the colour actually seen, its share. */
export const itemColorSchema = z.object({
  name: z.string(),
  /** The palette swatch of `name`. */
  hex: hexSchema,
  /** The average colour of the pixels that were given this name. */
  observedHex: hexSchema,
  /** Fraction (0–1) of the garment's pixels in this colour. */
  share: z.number(),
  /** True when the colour is far from every palette name, so the name is only the nearest one. */
  approximate: z.boolean(),
});
export type ItemColor = z.infer<typeof itemColorSchema>;

/** What the server's photo analysis found, kept with the item (spec: aiTags; 'AI Tagged' badge). */
export const itemAiTagsSchema = z.object({
  provider: z.string(),
  colors: z.array(z.string()),
  category: z.enum(CATEGORIES).nullable(),
  subcategory: z.string().nullable(),
  style: z.array(z.string()),
  analyzedAt: z.string(),
  /** The models that read the photo, e.g. u2netp and the garment classifier (absent on older items). */
  models: z.array(z.string()).optional(),
  /** 0–1: how sure the scanner was of the category; null when it found none. */
  confidence: z.number().nullable().optional(),
  /** True when the category was only a guess. */
  lowConfidence: z.boolean().optional(),
});
export type ItemAiTags = z.infer<typeof itemAiTagsSchema>;

/** A wardrobe item as every answer shows it. Dates are ISO-8601 strings; price is cents. */
export const wardrobeItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  subcategory: z.string().nullable(),
  color: z.string().nullable(),
  /** Colours read from the photo, dominant first; null without a photo. */
  colors: z.array(itemColorSchema).nullable(),
  brand: z.string().nullable(),
  size: z.string().nullable(),
  price: z.number().int().nullable(),
  /** The image the item shows (the original photo or its cut-out, see displayImage). */
  imageUrl: z.string().nullable(),
  /** The shown image's thumbnail (about 480 px). */
  thumbnailUrl: z.string().nullable(),
  displayImage: z.enum(DISPLAY_IMAGES),
  /** The photo as taken (upright, metadata stripped), whichever image is shown. */
  originalImageUrl: z.string().nullable(),
  originalThumbnailUrl: z.string().nullable(),
  /** The garment alone on a transparent background; null when there is no cut-out. */
  cutoutImageUrl: z.string().nullable(),
  cutoutThumbnailUrl: z.string().nullable(),
  tags: z.array(z.string()),
  timesWorn: z.number().int(),
  lastWorn: z.string().nullable(),
  aiTags: itemAiTagsSchema.nullable(),
  /**
   * True while the photo is still being read after the upload answered (cut-out, colours,
   * category); the item changes once more when it is done. Absent or false otherwise.
   */
  analysing: z.boolean().optional(),
  inLaundry: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type WardrobeItem = z.infer<typeof wardrobeItemSchema>;

/** The scan's cut-out, small enough to travel in the answer and show at once. */
export const scanCutoutSchema = z.object({
  /** A transparent WebP as a data: URL. */
  dataUrl: z.string().startsWith('data:image/webp;base64,'),
  width: z.number().int(),
  height: z.number().int(),
});
export type ScanCutout = z.infer<typeof scanCutoutSchema>;

/**
 * POST /api/wardrobe/scan. Spec §3: detectedName/itemName, category, subcategory, color, brand,
 * size, style. Anything the scanner could not detect is null (or empty), never guessed.
 */
export const scanResultSchema = z.object({
  detectedName: z.string(),
  /** Same as detectedName; the spec's client reads either. */
  itemName: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  subcategory: z.string().nullable(),
  color: z.string().nullable(),
  colors: z.array(itemColorSchema),
  brand: z.string().nullable(),
  size: z.string().nullable(),
  style: z.array(z.string()),
  /** 0–1 per detected field; null where nothing was detected. */
  confidence: z.object({
    category: z.number().nullable(),
    color: z.number().nullable(),
    name: z.number().nullable().optional(),
    subcategory: z.number().nullable().optional(),
    style: z.number().nullable().optional(),
  }),
  /** True when the category is a guess the scanner is unsure of: offer it, don't fill it in. */
  lowConfidence: z.boolean().optional(),
  /** The fields that are only guesses: the form asks the user to confirm them. */
  unsure: z.array(z.enum(SCAN_FIELDS)).optional(),
  /** Send with POST /api/wardrobe (same photo, same user) so the photo is not read twice. */
  scanToken: z.string().optional(),
  /** The garment cut out of its background (the API always answers it: null when none was found). */
  cutout: scanCutoutSchema.nullable().optional(),
  /** Which scanner answered, e.g. 'local' or 'openai'. */
  provider: z.string(),
  /** Why the answer is not the configured provider's, e.g. the AI model timed out and the built-in scanner answered. */
  note: z.string().optional(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** PUT /api/wardrobe/:id/image: attach what was PUT to an upload URL. */
export const attachImageBodySchema = z.object({
  imageURL: z
    .string({ error: 'imageURL is required' })
    .trim()
    .min(1, 'imageURL is required')
    .max(2048),
});
export type AttachImageBody = z.infer<typeof attachImageBodySchema>;

const itemById = { params: idParamsSchema, response: { 200: wardrobeItemSchema } } as const;

/** The wardrobe API of spec §7 plus wear logging. A userId query parameter is ignored. */
export const wardrobeEndpoints = endpoints({
  'GET /api/wardrobe': { response: { 200: wardrobeItemSchema.array() } },
  // Multipart: the form's text fields (createItemFieldsSchema) are parsed once the photo is read.
  'POST /api/wardrobe': { reads: 'form', response: { 201: wardrobeItemSchema } },
  'POST /api/wardrobe/scan': { reads: 'form', response: { 200: scanResultSchema } },
  'PUT /api/wardrobe/:id': { ...itemById, body: updateItemBodySchema },
  'DELETE /api/wardrobe/:id': { params: idParamsSchema, response: { 204: noContent } },
  'PUT /api/wardrobe/:id/image': { ...itemById, body: attachImageBodySchema },
  'POST /api/wardrobe/:id/cutout': itemById,
  'POST /api/wardrobe/:id/wear': itemById,
  // Read-only and outside spec §7: the item detail's wear chart (the item itself has no dates).
  'GET /api/wardrobe/:id/wears': {
    params: idParamsSchema,
    response: { 200: itemWearHistorySchema },
  },
  'DELETE /api/wardrobe/:id/wear': itemById,
});
