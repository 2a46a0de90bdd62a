import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema, idSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import {
  COLOR_FAMILIES,
  DRESS_CODES,
  OCCASION_ACTIVITIES,
  OCCASION_FORMALITIES,
  OCCASION_TEXT_MAX,
} from './outfits-values.ts';
import { optionalText, tooLong } from './text-fields.ts';

export * from './outfits-values.ts';

/** Spec §9: occasions (work is the default), weather (sunny is the default), style preferences. */
export const OCCASIONS = ['work', 'casual', 'evening', 'date', 'formal', 'athletic'] as const;
export type Occasion = (typeof OCCASIONS)[number];
export const DEFAULT_OCCASION: Occasion = 'work';

export const WEATHERS = ['sunny', 'cloudy', 'rainy'] as const;
export type Weather = (typeof WEATHERS)[number];
export const DEFAULT_WEATHER: Weather = 'sunny';

export const STYLE_PREFERENCES = [
  'Minimalist',
  'Bohemian',
  'Classic',
  'Trendy',
  'Edgy',
  'Romantic',
] as const;
export type StylePreference = (typeof STYLE_PREFERENCES)[number];

/** °F; the slider runs 0 to 100 in steps of 5 (spec §5, §9). */
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 100;
export const TEMPERATURE_STEP = 5;
export const DEFAULT_TEMPERATURE = 70;

// Limits shared by the forms and the server.
export const OUTFIT_NAME_MAX = 120;
export const OUTFIT_DESCRIPTION_MAX = 2000;
/** A complete outfit is at most six pieces; twenty leaves room for layering and bags. */
export const OUTFIT_ITEMS_MAX = 20;
/** The free text of a persona sent straight to the generator (description, personality). */
export const PERSONA_TEXT_MAX = 1000;
/** Seeds are unsigned 32-bit integers: Refresh sends a new one. */
export const SEED_MAX = 0xffff_ffff;

/** Accepts any case and surrounding spaces ('Work ', 'RAINY'); answers the canonical value. */
const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }),
  );

export const occasionSchema = enumOf(OCCASIONS, 'Occasion');
export const weatherSchema = enumOf(WEATHERS, 'Weather');

const byLowerCase = new Map(STYLE_PREFERENCES.map((p) => [p.toLowerCase(), p]));
export const stylePreferenceSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (byLowerCase.get(value.trim().toLowerCase()) ?? value) : value,
  z.enum(STYLE_PREFERENCES, {
    error: `Style preferences must be among: ${STYLE_PREFERENCES.join(', ')}`,
  }),
);

export const temperatureSchema = z
  .number({ error: 'Temperature must be a number of °F' })
  .min(TEMPERATURE_MIN, `Temperature must be at least ${TEMPERATURE_MIN} °F`)
  .max(TEMPERATURE_MAX, `Temperature must be at most ${TEMPERATURE_MAX} °F`)
  .transform((t) => Math.round(t));

/** A °F reading brought inside the generator's bounds (a forecast can go below 0 °F). */
export const withinTemperatureBounds = (t: number) =>
  Math.min(TEMPERATURE_MAX, Math.max(TEMPERATURE_MIN, Math.round(t)));

/** The day's range the user will live in (the forecast's low and high), in °F. */
export const temperatureRangeSchema = z
  .object(
    { low: temperatureSchema, high: temperatureSchema },
    { error: 'Temperature range must be { low, high } in °F' },
  )
  .refine((range) => range.low <= range.high, {
    message: 'The range’s low must not be above its high',
    path: ['high'],
  });
export type TemperatureRange = z.infer<typeof temperatureRangeSchema>;

/**
 * POST /api/outfits/generate (spec §7). Every field has the generator's default; a userId is
 * dropped (the wardrobe is always the session user's). Beyond the spec: occasionText (the
 * occasion in the user's own words; `occasion` stays the fallback), temperatureRange (the
 * forecast's low and high), alterEgoId (the server loads
 * the persona itself), anchorItemId (build around one piece) and seed (Refresh).
 */
export const generateOutfitsBodySchema = z.object({
  occasion: occasionSchema.default(DEFAULT_OCCASION),
  /** "Indian wedding", "hiking then dinner": trimmed; empty or blank is the same as none. */
  occasionText: optionalText('Occasion description', OCCASION_TEXT_MAX),
  weather: weatherSchema.default(DEFAULT_WEATHER),
  temperature: temperatureSchema.default(DEFAULT_TEMPERATURE),
  /**
   * The day's range from the forecast, when the settings came from it: looks that suit both its
   * ends come first (no sandals at a 41 °F morning, no wool coat at an 88 °F afternoon).
   */
  temperatureRange: temperatureRangeSchema.nullish(),
  stylePreferences: z
    .array(stylePreferenceSchema, { error: 'Style preferences must be a list' })
    .max(STYLE_PREFERENCES.length, `At most ${STYLE_PREFERENCES.length} style preferences`)
    .default([])
    .transform((list) => [...new Set(list)]),
  alterEgoDescription: optionalText('alterEgoDescription', PERSONA_TEXT_MAX),
  alterEgoPersonality: optionalText('alterEgoPersonality', PERSONA_TEXT_MAX),
  alterEgoId: idSchema('alterEgoId').nullish(),
  anchorItemId: idSchema('anchorItemId').nullish(),
  seed: z
    .number({ error: 'Seed must be a whole number' })
    .int('Seed must be a whole number')
    .min(0, 'Seed cannot be negative')
    .max(SEED_MAX, `Seed must be at most ${SEED_MAX}`)
    .default(0),
});
export type GenerateOutfitsBody = z.input<typeof generateOutfitsBodySchema>;
export type GenerateOutfitsInput = z.output<typeof generateOutfitsBodySchema>;

/** Spec §3 outfit suggestion: description, item ids, styleRating out of 5, tips. */
export const outfitSuggestionSchema = z.object({
  description: z.string(),
  items: z.array(z.string()),
  /** 0 to 5. */
  styleRating: z.number(),
  tips: z.array(z.string()),
});
export type OutfitSuggestion = z.infer<typeof outfitSuggestionSchema>;

/**
 * How the stylist read an occasion described in words: what it is like to dress for, and one
 * sentence a screen shows ("Read as an Indian wedding: dressy, festive colour welcome, avoid white
 * and black, dress modestly.").
 */
export const occasionReadingSchema = z.object({
  /** The words as the user sent them (trimmed). */
  text: z.string(),
  /** False when no word was recognised: the looks are then for the chosen occasion button. */
  understood: z.boolean(),
  /** What was recognised, in reading order ("a hike", "dinner"). */
  readAs: z.array(z.string()),
  /** The nearest of the six occasions: what a saved look is filed under. */
  occasion: z.enum(OCCASIONS),
  formality: z.enum(OCCASION_FORMALITIES),
  activities: z.array(z.enum(OCCASION_ACTIVITIES)),
  dressCodes: z.array(z.enum(DRESS_CODES)),
  avoidColors: z.array(z.enum(COLOR_FAMILIES)),
  /** Whether to bring a layer whatever the temperature says (unless it is too hot for one). */
  layers: z.boolean(),
  explanation: z.string(),
});
export type OccasionReading = z.infer<typeof occasionReadingSchema>;

export const generateOutfitsResponseSchema = z.object({
  suggestions: z.array(outfitSuggestionSchema),
  /** What to add (or take out of the laundry) when the wardrobe cannot make a complete outfit. */
  missing: z.array(z.string()).optional(),
  /** Said when the answer came from a fallback (e.g. the AI provider failed and the built-in stylist answered). */
  note: z.string().optional(),
  /** The stylist's reading of `occasionText`, when one was sent. */
  occasionReading: occasionReadingSchema.optional(),
});
export type GenerateOutfitsResponse = z.infer<typeof generateOutfitsResponseSchema>;

/** POST /api/outfits (spec §7). A userId is dropped; server fields (timesWorn, rating) too. */
export const createOutfitBodySchema = z.object({
  name: z
    .string({ error: 'Outfit name is required' })
    .trim()
    .min(1, 'Outfit name is required')
    .max(OUTFIT_NAME_MAX, tooLong('Outfit name', OUTFIT_NAME_MAX)),
  description: optionalText('Description', OUTFIT_DESCRIPTION_MAX),
  itemIds: z
    .array(idSchema('Each item id'), { error: 'itemIds must be a list of item ids' })
    .min(1, 'An outfit needs at least one item')
    .max(OUTFIT_ITEMS_MAX, `An outfit holds at most ${OUTFIT_ITEMS_MAX} items`)
    .transform((ids) => [...new Set(ids)]),
  occasion: occasionSchema.nullish().transform((v) => v ?? null),
  weather: weatherSchema.nullish().transform((v) => v ?? null),
  temperature: temperatureSchema.nullish().transform((v) => v ?? null),
  aiGenerated: z.boolean({ error: 'aiGenerated must be true or false' }).default(false),
  /** The persona it was generated with; links the outfit to that alter ego. */
  alterEgoId: idSchema('alterEgoId').nullish(),
});
export type CreateOutfitBody = z.input<typeof createOutfitBodySchema>;
export type CreateOutfitInput = z.output<typeof createOutfitBodySchema>;

/** A saved outfit as every answer shows it (spec §3 outfits). Dates are ISO-8601 strings. */
export const outfitSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  itemIds: z.array(z.string()),
  occasion: z.string().nullable(),
  weather: z.string().nullable(),
  temperature: z.number().int().nullable(),
  aiGenerated: z.boolean(),
  rating: z.number().int().nullable(),
  timesWorn: z.number().int(),
  lastWorn: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type Outfit = z.infer<typeof outfitSchema>;

/** The outfits API of spec §7 plus wearing an outfit. A userId query parameter is ignored. */
export const outfitsEndpoints = endpoints({
  'POST /api/outfits/generate': {
    body: generateOutfitsBodySchema,
    response: { 200: generateOutfitsResponseSchema },
  },
  'GET /api/outfits': { response: { 200: outfitSchema.array() } },
  'POST /api/outfits': { body: createOutfitBodySchema, response: { 201: outfitSchema } },
  'DELETE /api/outfits/:id': { params: idParamsSchema, response: { 204: noContent } },
  'POST /api/outfits/:id/wear': { params: idParamsSchema, response: { 200: outfitSchema } },
});
