import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { calendarEntrySchema } from './calendar.ts';
import { endpoints } from './endpoint.ts';
import { forecastDaySchema, placeSchema, planWarningSchema } from './weather.ts';

/** The look the Today card shows: the planned outfit, or one made for the day now. */
export const todayLookSchema = z.object({
  name: z.string(),
  itemIds: z.string().array(),
  pieces: z.array(
    z.object({ id: z.string(), name: z.string(), thumbnailUrl: z.string().nullable() }),
  ),
  /** Why it suits the day, in a sentence. */
  reasoning: z.string(),
  /** The saved outfit when the look is planned; null for a look made now. */
  outfitId: z.string().nullable(),
});
export type TodayLook = z.infer<typeof todayLookSchema>;

/**
 * GET /api/today?look=N&date=YYYY-MM-DD: the dashboard's Today card. `look` counts "Another
 * look"; `date` is the browser's today, used when the user has no place (a place's own today wins).
 */
export const todayQuerySchema = z.object({
  date: calendarDateSchema('date').optional(),
  look: z.coerce
    .number({ error: 'look must be a number' })
    .int('look must be a whole number')
    .min(0, 'look must be at least 0')
    .max(1000, 'look must be at most 1000')
    .default(0),
});

export const todaySchema = z.object({
  date: z.string(),
  place: placeSchema.nullable(),
  forecast: forecastDaySchema.nullable(),
  /** Why there is no forecast when a place is set (provider down), or null. */
  note: z.string().nullable(),
  source: z.string().nullable(),
  /** Today's calendar entry, when there is one (its event and planned outfit). */
  entry: calendarEntrySchema.nullable(),
  /** What the forecast says against the planned outfit, or null. */
  warning: planWarningSchema.nullable(),
  look: todayLookSchema.nullable(),
  /** Why there is no look (an empty wardrobe), or null. */
  lookNote: z.string().nullable(),
});
export type Today = z.infer<typeof todaySchema>;

/** POST /api/today/wear: wear today's look (a look made now is saved and planned first). */
export const wearTodayBodySchema = z.object({
  date: todayQuerySchema.shape.date,
  look: todayQuerySchema.shape.look,
});

/** The dashboard's Today card: the day's forecast, what is planned or a look made for it. */
export const todayEndpoints = endpoints({
  'GET /api/today': { query: todayQuerySchema, response: { 200: todaySchema } },
  'POST /api/today/wear': { body: wearTodayBodySchema, response: { 200: calendarEntrySchema } },
});
