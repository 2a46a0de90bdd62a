import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';

/** Spec §3: 'celebrity-match', or another value the dashboard shows as a fun fact. */
export const INSIGHT_TYPES = ['celebrity-match', 'fun-fact'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

/** A generated insight before it is stored. */
export const generatedInsightSchema = z.object({
  insightType: z.enum(INSIGHT_TYPES),
  title: z.string(),
  content: z.string(),
  relatedTags: z.array(z.string()),
  /** Said when the built-in stylist answered because the AI provider failed. */
  note: z.string().optional(),
});
export type GeneratedInsight = z.infer<typeof generatedInsightSchema>;

/** A stored insight as every answer shows it (spec §3 fashion_insights). */
export const fashionInsightSchema = z.object({
  id: z.string(),
  userId: z.string(),
  insightType: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  relatedTags: z.array(z.string()),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type FashionInsight = z.infer<typeof fashionInsightSchema>;

/** PATCH /api/fashion-insights/:id: only isRead is the user's to change. */
export const updateInsightBodySchema = z
  .object({ isRead: z.boolean({ error: 'isRead must be true or false' }) })
  .strict();
export type UpdateInsightBody = z.infer<typeof updateInsightBodySchema>;

/** The fashion-insights API of spec §7. */
export const insightsEndpoints = endpoints({
  'GET /api/fashion-insights': { response: { 200: fashionInsightSchema.array() } },
  'POST /api/fashion-insights/generate': { response: { 201: fashionInsightSchema } },
  'PATCH /api/fashion-insights/:id': {
    params: idParamsSchema,
    body: updateInsightBodySchema,
    response: { 200: fashionInsightSchema },
  },
  'DELETE /api/fashion-insights/:id': { params: idParamsSchema, response: { 204: noContent } },
});
