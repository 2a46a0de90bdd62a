import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { CATEGORIES } from './wardrobe.ts';
import {
  OCCASIONS,
  WEATHERS,
  occasionSchema,
  temperatureSchema,
  weatherSchema,
} from './outfits.ts';

const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/ai/style-tip?weather&occasion[&temperature] (spec §7); a userId parameter is ignored. */
export const styleTipQuerySchema = z.object({
  weather: z.preprocess(blankIsAbsent, weatherSchema.optional()),
  occasion: z.preprocess(blankIsAbsent, occasionSchema.optional()),
  /** °F, as query text ('55'). */
  temperature: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankIsAbsent(v)),
    temperatureSchema.optional(),
  ),
});
export type StyleTipQuery = z.input<typeof styleTipQuerySchema>;
export type StyleTipInput = z.output<typeof styleTipQuerySchema>;

/** Today's tip, with the occasion and weather 'Try This Look' opens the generator with. */
export const styleTipSchema = z.object({
  tip: z.string(),
  occasion: z.enum(OCCASIONS),
  weather: z.enum(WEATHERS),
  /** Said when the built-in stylist answered because the AI provider failed. */
  note: z.string().optional(),
});
export type StyleTip = z.infer<typeof styleTipSchema>;

export const FORMALITY_LEVELS = [
  'athletic',
  'casual',
  'smart casual',
  'business',
  'formal',
] as const;
export type FormalityLevel = (typeof FORMALITY_LEVELS)[number];

const shareOf = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({ key: z.enum(keys), count: z.number().int(), share: z.number() });

const wornItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  timesWorn: z.number().int(),
  lastWorn: z.string().nullable(),
});

/** GET /api/ai/style-profile: the wardrobe at a glance. Shares run 0 to 1 of the active items. */
export const styleProfileSchema = z.object({
  totalItems: z.number().int(),
  /** Up to five, most frequent first. */
  dominantColors: z.array(
    z.object({
      color: z.string(),
      count: z.number().int(),
      share: z.number(),
      neutral: z.boolean(),
    }),
  ),
  categoryMix: z.array(shareOf(CATEGORIES)),
  formalityMix: z.array(shareOf(FORMALITY_LEVELS)),
  /** Up to three, most worn first. */
  mostWorn: z.array(wornItemSchema),
  /** Up to three, least worn first. */
  leastWorn: z.array(wornItemSchema),
});
export type StyleProfile = z.infer<typeof styleProfileSchema>;

/** Per user and per kind of generation; over either limit the answer is 429 with Retry-After. */
export const GENERATION_RATE_LIMIT_MESSAGE = 'Generation rate limit reached';

/** GET /api/ai/style-tip and /api/ai/style-profile (spec §7); a userId parameter is ignored. */
export const aiEndpoints = endpoints({
  'GET /api/ai/style-tip': { query: styleTipQuerySchema, response: { 200: styleTipSchema } },
  'GET /api/ai/style-profile': { response: { 200: styleProfileSchema } },
});
