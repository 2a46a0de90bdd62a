import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { CATEGORIES } from './wardrobe.ts';

/**
 * The colours a suggestion is drawn in, as shops name them (sRGB). The stylist snaps a piece's
 * colour to the nearest one and stores it as the suggestion's first tag.
 */
export const SUGGESTION_COLORS = {
  white: '#f4f2ec',
  cream: '#efe6cc',
  beige: '#dccdaa',
  camel: '#b98f5e',
  tan: '#c9a57a',
  brown: '#6f4e37',
  grey: '#8c8c8c',
  charcoal: '#3d4650',
  black: '#1c1c1e',
  navy: '#233052',
  'light blue': '#a9c4e2',
  denim: '#3f5f8c',
  blue: '#2f62b8',
  olive: '#6b6b3a',
  green: '#2f7a4f',
  burgundy: '#7a1f33',
  red: '#c0283a',
  pink: '#eaa2bc',
  orange: '#e07a32',
  yellow: '#e8c547',
  purple: '#6d4c9c',
} as const;
export type SuggestionColor = keyof typeof SUGGESTION_COLORS;
const suggestionColorSchema = z.enum(
  Object.keys(SUGGESTION_COLORS) as [SuggestionColor, ...SuggestionColor[]],
);

export const isSuggestionColor = (tag: string): tag is SuggestionColor =>
  Object.hasOwn(SUGGESTION_COLORS, tag);

/** A suggestion as the stylist writes it, before it is stored (spec §3 shopping_suggestions). */
export const generatedShoppingSuggestionSchema = z.object({
  itemName: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string().nullable(),
  /** Why: names the user's own pieces. */
  reason: z.string().nullable(),
  /** Cents, from the user's own average spend in the category; null shows 'Price varies'. */
  estimatedPrice: z.number().int().nullable(),
  /** The brand the user buys most in the category, never one made up; or null. */
  brand: z.string().nullable(),
  /** The piece's colour, null for a print or when unknown; stored as the first tag. */
  color: suggestionColorSchema.nullable(),
  tags: z.array(z.string()),
});
export type GeneratedShoppingSuggestion = z.infer<typeof generatedShoppingSuggestionSchema>;

/** A stored suggestion as every answer shows it. */
export const shoppingSuggestionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  itemName: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  reason: z.string().nullable(),
  estimatedPrice: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  retailLink: z.string().nullable(),
  brand: z.string().nullable(),
  tags: z.array(z.string()),
  /** Additive to spec §3: the colour the card draws the piece in (its first colour tag). */
  color: suggestionColorSchema.nullable().optional(),
  isViewed: z.boolean(),
  isPurchased: z.boolean(),
  createdAt: z.string(),
});
export type ShoppingSuggestion = z.infer<typeof shoppingSuggestionSchema>;

/** How many suggestions one Generate adds at most, and how many a user keeps at most. */
export const SUGGESTIONS_PER_GENERATE = 5;
export const SUGGESTIONS_KEPT_MAX = 200;

const NO_REVERSE = 'A suggestion cannot be marked unviewed or unpurchased';
const EITHER = 'Send either {"isViewed": true} or {"isPurchased": true}';

/**
 * PUT /api/shopping-suggestions/:id (spec §4, §7): either {isViewed: true} or {isPurchased: true}.
 * There is no reverse transition, so false is refused.
 */
export const updateShoppingSuggestionBodySchema = z
  .object({
    isViewed: z.boolean({ error: 'isViewed must be true' }).optional(),
    isPurchased: z.boolean({ error: 'isPurchased must be true' }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const key of ['isViewed', 'isPurchased'] as const) {
      if (body[key] === false) ctx.addIssue({ code: 'custom', path: [key], message: NO_REVERSE });
    }
    if ((body.isViewed === undefined) === (body.isPurchased === undefined)) {
      ctx.addIssue({ code: 'custom', message: EITHER });
    }
  })
  .transform((body): { isViewed: true } | { isPurchased: true } =>
    body.isPurchased ? { isPurchased: true } : { isViewed: true },
  );
export type UpdateShoppingSuggestionBody = z.input<typeof updateShoppingSuggestionBodySchema>;
export type UpdateShoppingSuggestionInput = z.output<typeof updateShoppingSuggestionBodySchema>;

/** What the 'add it to your wardrobe' dialog is prefilled with once an item is purchased. */
export const wardrobePrefillSchema = z.object({
  name: z.string(),
  category: z.enum(CATEGORIES),
  /** Cents, or null. */
  price: z.number().int().nullable(),
  brand: z.string().nullable(),
});
export type WardrobePrefill = z.infer<typeof wardrobePrefillSchema>;

/** The PUT answer: the suggestion, plus the wardrobe prefill when it was just purchased. */
export const updateShoppingSuggestionResponseSchema = shoppingSuggestionSchema.extend({
  addToWardrobe: wardrobePrefillSchema.optional(),
});
export type UpdateShoppingSuggestionResponse = z.infer<
  typeof updateShoppingSuggestionResponseSchema
>;

/** The shopping-suggestions API of spec §7. */
export const shoppingEndpoints = endpoints({
  'GET /api/shopping-suggestions': { response: { 200: shoppingSuggestionSchema.array() } },
  'POST /api/shopping-suggestions/generate': {
    response: { 201: shoppingSuggestionSchema.array() },
  },
  'PUT /api/shopping-suggestions/:id': {
    params: idParamsSchema,
    body: updateShoppingSuggestionBodySchema,
    response: { 200: updateShoppingSuggestionResponseSchema },
  },
  'DELETE /api/shopping-suggestions/:id': { params: idParamsSchema, response: { 204: noContent } },
});
