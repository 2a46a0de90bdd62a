import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';

// Spec §8 texts.
export const SUSTAINABILITY_TEXTS = {
  statsFailed: 'Failed to fetch sustainability stats',
  goalsFailed: 'Failed to fetch sustainability goals',
} as const;

/** Usage tiers by times worn: never, 1–5, 6–20, more than 20. */
export const USAGE_TIERS = [
  { key: 'never', label: 'Never worn', min: 0, max: 0 },
  { key: 'light', label: '1–5 wears', min: 1, max: 5 },
  { key: 'regular', label: '6–20 wears', min: 6, max: 20 },
  { key: 'loved', label: '20+ wears', min: 21, max: Infinity },
] as const;
export type UsageTierKey = (typeof USAGE_TIERS)[number]['key'];

/**
 * Published figures behind the estimates (named in docs/sustainability-estimates.md and in the
 * page's tooltips). `REFERENCE_USES`: Mistra Future Fashion (Roos et al., 2019) found a T-shirt is
 * used about 30 times on average, and that doubling the uses roughly halves its climate impact.
 */
export const REFERENCE_USES = 30;
export const REFERENCE_USES_SOURCE =
  'Mistra Future Fashion, Environmental assessment of Swedish clothing consumption (Roos et al., 2019): a T-shirt is used about 30 times on average.';

/** Production footprints of one garment, by category, where a life-cycle study gives one. */
export const GARMENT_FOOTPRINTS: Partial<
  Record<string, { kgCo2e: number | null; litres: number; source: string }>
> = {
  bottoms: {
    kgCo2e: 33.4,
    litres: 3781,
    source: 'Levi Strauss & Co. (2015), The Life Cycle of a Jean: one pair of 501® jeans.',
  },
  tops: {
    kgCo2e: null,
    litres: 2700,
    source: 'WWF (2013), The Impact of a Cotton T-Shirt: water to make one cotton T-shirt.',
  },
};

export const pieceSchema = z.object({
  id: z.string(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  timesWorn: z.number().int(),
  /** Dollars; null unless the piece has a price and wears (spec §3). */
  costPerWear: z.number().nullable(),
});
export type ImpactPiece = z.infer<typeof pieceSchema>;

export const achievementSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/**
 * GET /api/sustainability/stats: spec §3's four live values, plus everything the page shows,
 * computed from the user's active pieces and wear log.
 */
export const sustainabilityStatsSchema = z.object({
  /** Dollars: the mean cost per wear of the pieces with a price and wears; 0 when none. */
  avgCostPerWear: z.number(),
  /** Percent (0–100, rounded) of active pieces worn at least once. */
  utilizationRate: z.number().int(),
  totalItems: z.number().int(),
  totalWears: z.number().int(),
  usageTiers: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  /** Cents: the sum of the prices given. */
  wardrobeValue: z.number().int(),
  pricedItems: z.number().int(),
  mostWorn: pieceSchema.nullable(),
  /** The lowest cost per wear among priced, worn pieces. */
  bestValue: pieceSchema.nullable(),
  /** Wears logged per month, the last 12 months, oldest first; month is 'YYYY-MM'. */
  monthlyWears: z.array(z.object({ month: z.string(), wears: z.number().int() })),
  /** Whole days since the newest piece was added; null with no pieces. */
  daysSinceNewItem: z.number().int().nullable(),
  achievements: z.array(achievementSchema),
  /** Estimates from published figures; see GARMENT_FOOTPRINTS and REFERENCE_USES. */
  estimates: z.object({
    kgCo2eSaved: z.number(),
    litresSaved: z.number(),
    /** Dollars. */
    moneySaved: z.number(),
    /** Wears past the reference uses, summed over the pieces. */
    extraWears: z.number().int(),
  }),
});
export type SustainabilityStats = z.infer<typeof sustainabilityStatsSchema>;

/** What a goal measures; each one's progress is computed from the user's data. */
export const GOAL_TYPES = ['wear-each', 'no-new-items', 'utilization', 'cost-per-wear'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const GOAL_TYPE_INFO: Record<GoalType, { label: string; target: string; unit: string }> = {
  'wear-each': { label: 'Wear every piece', target: 'Wears per piece', unit: 'wears' },
  'no-new-items': { label: 'No new pieces', target: 'Days', unit: 'days' },
  utilization: { label: 'Wardrobe utilization', target: 'Percent worn', unit: '%' },
  'cost-per-wear': { label: 'Cost per wear', target: 'Average under ($)', unit: '$' },
};

export const GOAL_TITLE_MAX = 120;
export const GOAL_DESCRIPTION_MAX = 500;
export const GOAL_TARGET_MAX = 100_000;

const dateSchema = z
  .string({ error: 'Target date must be a date' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Target date must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Target date must be a date');

const goalFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(GOAL_TITLE_MAX, `Title must be at most ${GOAL_TITLE_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(GOAL_DESCRIPTION_MAX, `Description must be at most ${GOAL_DESCRIPTION_MAX} characters`)
    .nullable()
    .transform((value) => value || null)
    .optional(),
  /** In the type's unit: wears, days, percent, or cents for cost per wear. */
  targetValue: z
    .number({ error: 'Target must be a number' })
    .int('Target must be a whole number')
    .min(1, 'Target must be at least 1')
    .max(GOAL_TARGET_MAX, `Target must be at most ${GOAL_TARGET_MAX}`),
  targetDate: dateSchema.nullable().optional(),
};

const percentWithin = (body: { goalType?: GoalType; targetValue?: number }) =>
  body.goalType !== 'utilization' || body.targetValue === undefined || body.targetValue <= 100;

/** POST /api/sustainability/goals. currentValue and isCompleted are the server's. */
export const createGoalBodySchema = z
  .object({
    goalType: z.enum(GOAL_TYPES, { error: `Goal type must be one of ${GOAL_TYPES.join(', ')}` }),
    ...goalFields,
  })
  .refine(percentWithin, {
    message: 'A utilization target is at most 100%',
    path: ['targetValue'],
  });
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;
export type CreateGoalInput = z.output<typeof createGoalBodySchema>;

/** PATCH /api/sustainability/goals/:id: any of the fields the user set (not the type). */
export const updateGoalBodySchema = z
  .object({
    title: goalFields.title.optional(),
    description: goalFields.description,
    targetValue: goalFields.targetValue.optional(),
    targetDate: goalFields.targetDate,
  })
  .strict();
export type UpdateGoalBody = z.input<typeof updateGoalBodySchema>;
export type UpdateGoalInput = z.output<typeof updateGoalBodySchema>;

export const goalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  goalType: z.enum(GOAL_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  targetValue: z.number().int(),
  /** Measured now from the user's data, in the type's unit. */
  currentValue: z.number().int(),
  /** 0–100 for the progress bar. */
  progress: z.number().int(),
  /** The progress in words, e.g. "12 of 30 pieces worn 5+ times". */
  progressLabel: z.string(),
  targetDate: z.string().nullable(),
  isCompleted: z.boolean(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
export const goalListSchema = z.array(goalSchema);

/** Spec §7's sustainability calls plus editing and deleting goals. A userId query is ignored. */
export const sustainabilityEndpoints = endpoints({
  'GET /api/sustainability/stats': { response: { 200: sustainabilityStatsSchema } },
  'GET /api/sustainability/goals': { response: { 200: goalListSchema } },
  'POST /api/sustainability/goals': { body: createGoalBodySchema, response: { 201: goalSchema } },
  'PATCH /api/sustainability/goals/:id': {
    params: idParamsSchema,
    body: updateGoalBodySchema,
    response: { 200: goalSchema },
  },
  'DELETE /api/sustainability/goals/:id': { params: idParamsSchema, response: { 204: noContent } },
});
