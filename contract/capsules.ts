import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema, idSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { generateOutfitsBodySchema, generateOutfitsResponseSchema } from './outfits.ts';
import { optionalText, tooLong } from './text-fields.ts';

/** Spec §9: themes and seasons with their labels. */
export const CAPSULE_THEMES = [
  'work',
  'casual',
  'minimalist',
  'travel',
  'athleisure',
  'formal',
] as const;
export type CapsuleTheme = (typeof CAPSULE_THEMES)[number];
export const CAPSULE_THEME_LABELS: Record<CapsuleTheme, string> = {
  work: 'Work Essentials',
  casual: 'Casual Everyday',
  minimalist: 'Minimalist',
  travel: 'Travel',
  athleisure: 'Athleisure',
  formal: 'Formal',
};

export const CAPSULE_SEASONS = ['spring', 'summer', 'fall', 'winter', 'all-season'] as const;
export type CapsuleSeason = (typeof CAPSULE_SEASONS)[number];
export const CAPSULE_SEASON_LABELS: Record<CapsuleSeason, string> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
  'all-season': 'All Season',
};

/** Spec §9: maxItems defaults to 30, from 5 to 50. */
export const CAPSULE_MAX_ITEMS_DEFAULT = 30;
export const CAPSULE_MAX_ITEMS_MIN = 5;
export const CAPSULE_MAX_ITEMS_MAX = 50;
export const CAPSULE_NAME_MAX = 100;
export const CAPSULE_DESCRIPTION_MAX = 1000;
/**
 * The most capsules one account keeps: far more than a person plans, and each card's outfit count
 * is worked out from its pieces, so a list of thousands would cost the instance seconds.
 */
export const MAX_CAPSULES = 100;
export const CAPSULE_LIMIT_MESSAGE = `You can keep up to ${MAX_CAPSULES} capsules. Delete one to make room for a new one.`;
/** How many of a capsule's pieces its card shows as thumbnails. */
export const CAPSULE_PREVIEW_ITEMS = 4;

export const CAPSULE_NAME_REQUIRED_MESSAGE = 'Name is required';
export const TOO_MANY_ITEMS_TITLE = 'Too many items';

/** Spec §5, word for word. */
export const tooManyItemsMessage = (max: number, over: number) =>
  `This capsule can only hold ${max} items. Please remove ${over} items.`;

/** Lowering the limit below what the capsule already holds. */
export const limitBelowCountMessage = (count: number, max: number) =>
  `This capsule holds ${count} items. Remove ${count - max} before lowering its limit to ${max}.`;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || null : v),
      z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).nullish(),
    )
    .transform((v) => v ?? null);

const name = z
  .string({ error: CAPSULE_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, CAPSULE_NAME_REQUIRED_MESSAGE)
  .max(CAPSULE_NAME_MAX, tooLong('Name', CAPSULE_NAME_MAX));

export const maxItemsSchema = z
  .number({ error: 'Maximum items must be a number' })
  .int('Maximum items must be a whole number')
  .min(CAPSULE_MAX_ITEMS_MIN, `Maximum items must be at least ${CAPSULE_MAX_ITEMS_MIN}`)
  .max(CAPSULE_MAX_ITEMS_MAX, `Maximum items must be at most ${CAPSULE_MAX_ITEMS_MAX}`);

// The limit is checked by the server against the capsule's own maxItems; this bound only keeps
// a body from carrying thousands of ids.
const itemIds = z
  .array(idSchema('Each item id'), { error: 'itemIds must be a list of item ids' })
  .max(500, 'Too many item ids')
  .transform((ids) => [...new Set(ids)]);

/** POST /api/capsules (spec §7). A userId is dropped; isActive is the server's. */
export const createCapsuleBodySchema = z.object({
  name,
  description: optionalText('Description', CAPSULE_DESCRIPTION_MAX),
  theme: optionalEnum(CAPSULE_THEMES, 'Theme'),
  season: optionalEnum(CAPSULE_SEASONS, 'Season'),
  maxItems: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), maxItemsSchema.optional())
    .transform((v) => v ?? CAPSULE_MAX_ITEMS_DEFAULT),
  itemIds: itemIds.default([]),
});
export type CreateCapsuleBody = z.input<typeof createCapsuleBodySchema>;
export type CreateCapsuleInput = z.output<typeof createCapsuleBodySchema>;

/** PUT /api/capsules/{id}: the spec sends itemIds; the details can change too. Only sent fields change. */
export const updateCapsuleBodySchema = z.object({
  name: name.optional(),
  description: optionalText('Description', CAPSULE_DESCRIPTION_MAX).optional(),
  theme: optionalEnum(CAPSULE_THEMES, 'Theme').optional(),
  season: optionalEnum(CAPSULE_SEASONS, 'Season').optional(),
  maxItems: maxItemsSchema.optional(),
  itemIds: itemIds.optional(),
});
export type UpdateCapsuleBody = z.input<typeof updateCapsuleBodySchema>;
export type UpdateCapsuleInput = z.output<typeof updateCapsuleBodySchema>;

/** POST /api/capsules/{id}/generate: outfits from the capsule's pieces only. */
export const generateCapsuleOutfitsBodySchema = generateOutfitsBodySchema.pick({
  occasion: true,
  weather: true,
  temperature: true,
  seed: true,
});
export type GenerateCapsuleOutfitsBody = z.input<typeof generateCapsuleOutfitsBodySchema>;

/** A piece shown on a capsule's card. */
export const capsulePreviewItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
});

/** A capsule as every answer shows it (spec §7 fields, plus what its card shows). */
export const capsuleSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  theme: z.string().nullable(),
  season: z.string().nullable(),
  itemIds: z.array(z.string()),
  maxItems: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Complete outfits its pieces make by the stylist's slot rules. */
  outfitCount: z.number().int(),
  /** Its first pieces, for the card's thumbnails. */
  previewItems: z.array(capsulePreviewItemSchema),
});
export type Capsule = z.infer<typeof capsuleSchema>;

/** The capsule API of spec §7 (the writes answer the capsule). A userId query is ignored. */
export const capsulesEndpoints = endpoints({
  'GET /api/capsules': { response: { 200: capsuleSchema.array() } },
  'POST /api/capsules': { body: createCapsuleBodySchema, response: { 201: capsuleSchema } },
  'PUT /api/capsules/:id': {
    params: idParamsSchema,
    body: updateCapsuleBodySchema,
    response: { 200: capsuleSchema },
  },
  'POST /api/capsules/:id/generate': {
    params: idParamsSchema,
    body: generateCapsuleOutfitsBodySchema,
    response: { 200: generateOutfitsResponseSchema },
  },
  'DELETE /api/capsules/:id': { params: idParamsSchema, response: { 204: noContent } },
});
