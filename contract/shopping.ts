import { z } from 'zod';
import { CATEGORIES } from './wardrobe.ts';

/** A suggestion as the stylist writes it, before it is stored (spec §3 shopping_suggestions). */
export const generatedShoppingSuggestionSchema = z.object({
  itemName: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string().nullable(),
  /** Why: names the user's own pieces. */
  reason: z.string().nullable(),
  /** Cents, from the user's own average spend in the category; null shows 'Price varies'. */
  estimatedPrice: z.number().int().nullable(),
  brand: z.string().nullable(),
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
  isViewed: z.boolean(),
  isPurchased: z.boolean(),
  createdAt: z.string(),
});
export type ShoppingSuggestion = z.infer<typeof shoppingSuggestionSchema>;

/** How many suggestions one Generate adds, and how many a user keeps at most. */
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
