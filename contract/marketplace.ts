import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema, idSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { BRAND_MAX, CATEGORIES, SIZE_MAX } from './wardrobe.ts';
import { isWebUrl } from './diary.ts';

/** Spec §9. */
export const LISTING_STATUSES = ['active', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_CONDITIONS = ['new', 'like-new', 'good', 'fair', 'poor'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];
export const CONDITION_LABELS: Record<ListingCondition, string> = {
  new: 'New',
  'like-new': 'Like New',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
export const MARKETPLACE_SKELETONS = 6;

export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 2000;
export const CONTACT_MAX = 320;
/** $100,000 in cents. */
export const LISTING_PRICE_MAX_CENTS = 10_000_000;

export const PRICE_MESSAGE = 'Price must be more than $0 and at most $100,000';
export const CONDITION_MESSAGE = `Condition must be one of ${LISTING_CONDITIONS.join(', ')}`;
export const CONTACT_MESSAGE = 'Contact must be an e-mail address or a web link (https://…)';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An e-mail address or an http(s) link: nothing a browser would run. */
export const isContact = (value: string) => EMAIL.test(value) || isWebUrl(value);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => value || null)
    .optional();

const fields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LISTING_TITLE_MAX, `Title must be at most ${LISTING_TITLE_MAX} characters`),
  description: optionalText('Description', LISTING_DESCRIPTION_MAX),
  /** Integer cents. */
  price: z
    .number({ error: PRICE_MESSAGE })
    .int('Price must be a whole number of cents')
    .min(1, PRICE_MESSAGE)
    .max(LISTING_PRICE_MAX_CENTS, PRICE_MESSAGE),
  condition: z.enum(LISTING_CONDITIONS, { error: CONDITION_MESSAGE }),
  size: optionalText('Size', SIZE_MAX),
  brand: optionalText('Brand', BRAND_MAX),
  category: z.enum(CATEGORIES, { error: 'Choose a category' }).nullable().optional(),
  contact: optionalText('Contact', CONTACT_MAX).refine(
    (value) => value === undefined || value === null || isContact(value),
    CONTACT_MESSAGE,
  ),
};

/**
 * The text fields of the multipart POST /api/marketplace. A listing starts from one of the
 * user's wardrobe pieces (`wardrobeItemId`: its photo is reused) or from a fresh photo (`image`).
 * Numbers arrive as text: price is integer cents ("4500").
 */
export const createListingFieldsSchema = z.object({
  ...fields,
  price: z
    .string({ error: PRICE_MESSAGE })
    .trim()
    .regex(/^\d+$/, PRICE_MESSAGE)
    .transform(Number)
    .pipe(fields.price),
  category: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.enum(CATEGORIES, { error: 'Choose a category' }).nullable()),
  wardrobeItemId: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(idSchema('wardrobeItemId').optional()),
});
/** A new listing as the service takes it: from the form (always a condition) or from JSON. */
export type CreateListingInput = Omit<z.output<typeof createListingFieldsSchema>, 'condition'> & {
  condition: z.output<typeof fields.condition> | null;
};

/**
 * POST /api/marketplace as JSON (spec §3's marketplace_listings fields): a listing of a wardrobe
 * piece (its photo is copied) or with no photo; a fresh photo needs the multipart form above.
 * Price is integer cents as a number; null and absent are the same for the optional fields.
 * Server-managed fields (userId, imageUrl, status, views) are ignored.
 */
export const createListingBodySchema = z.object({
  ...fields,
  // Only title and price are required by the spec's marketplace_listings; the app's own form
  // always asks for a condition.
  condition: fields.condition.nullish().transform((value) => value ?? null),
  category: fields.category.transform((value) => value ?? null),
  wardrobeItemId: idSchema('wardrobeItemId')
    .nullish()
    .transform((id) => id ?? undefined),
});
export type CreateListingBody = z.input<typeof createListingBodySchema>;

/** PATCH /api/marketplace/:id: the seller's edits, or `status: "sold"` (with `retireItem`). */
export const updateListingBodySchema = z
  .object({
    ...fields,
    title: fields.title.optional(),
    price: fields.price.optional(),
    condition: fields.condition.optional(),
    status: z.enum(LISTING_STATUSES, { error: 'Status must be active or sold' }).optional(),
    /** With status sold: also retire the wardrobe piece the listing came from. */
    retireItem: z.boolean({ error: 'retireItem must be true or false' }).optional(),
  })
  .strict();
export type UpdateListingBody = z.input<typeof updateListingBodySchema>;
export type UpdateListingInput = z.output<typeof updateListingBodySchema>;

/** GET /api/marketplace: `status` (omitted for All), `mine`, text search, category and size. */
export const listingQuerySchema = z.object({
  status: z.enum(LISTING_STATUSES, { error: 'Status must be active or sold' }).optional(),
  mine: z
    .enum(['true', 'false'], { error: 'mine must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES, { error: 'Unknown category' }).optional(),
  size: z.string().trim().max(SIZE_MAX).optional(),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

export const listingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The seller's username. */
  sellerName: z.string(),
  isMine: z.boolean(),
  wardrobeItemId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  condition: z.enum(LISTING_CONDITIONS).nullable(),
  size: z.string().nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  /** A signed link: listing photos are seen by every signed-in user. */
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  contact: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  views: z.number().int(),
  createdAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;
export const listingListSchema = z.array(listingSchema);

/** Spec §7's marketplace calls plus listing, editing, selling and withdrawing. */
export const marketplaceEndpoints = endpoints({
  'GET /api/marketplace': { query: listingQuerySchema, response: { 200: listingListSchema } },
  'GET /api/marketplace/:id': { params: idParamsSchema, response: { 200: listingSchema } },
  // Multipart with a fresh photo (createListingFieldsSchema), or JSON (createListingBodySchema):
  // the route parses either itself.
  'POST /api/marketplace': {
    reads: 'form',
    json: createListingBodySchema,
    response: { 201: listingSchema },
  },
  'PATCH /api/marketplace/:id': {
    params: idParamsSchema,
    body: updateListingBodySchema,
    response: { 200: listingSchema },
  },
  'DELETE /api/marketplace/:id': { params: idParamsSchema, response: { 204: noContent } },
});
