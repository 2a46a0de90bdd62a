import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { WEATHERS } from './outfits.ts';
import { calendarEntrySchema } from './calendar.ts';
import { PLACE_NAME_MAX, PLACE_QUERY_MAX, PLACE_QUERY_MIN } from './weather-values.ts';

/** A real IANA time zone ('Europe/Lisbon'), as this runtime's Intl knows them. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Time zone must be text' })
  .trim()
  .refine(isTimeZone, 'Time zone must be a time zone such as Europe/Lisbon');

/** Where the forecast is for: a place found by name or typed as coordinates. */
export const placeSchema = z.object({
  name: z
    .string({ error: 'Place name must be text' })
    .trim()
    .min(1, 'Place name is required')
    .max(PLACE_NAME_MAX, `Place name must be at most ${PLACE_NAME_MAX} characters`),
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
  timeZone: timeZoneSchema,
});
export type Place = z.infer<typeof placeSchema>;

/**
 * PUT /api/weather/place. The time zone may be left out: the provider's forecast for the
 * coordinates says it (typed coordinates have none).
 */
export const setPlaceBodySchema = placeSchema.extend({ timeZone: timeZoneSchema.optional() });
export type SetPlaceBody = z.input<typeof setPlaceBodySchema>;
export type SetPlaceInput = z.output<typeof setPlaceBodySchema>;

/** GET /api/weather/places?q=Lisbon: the provider's geocoding. */
export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type a place to search for' })
    .trim()
    .min(PLACE_QUERY_MIN, `Type at least ${PLACE_QUERY_MIN} letters of the place`)
    .max(PLACE_QUERY_MAX, `A place to search for has at most ${PLACE_QUERY_MAX} characters`),
});

export const placeMatchSchema = placeSchema.extend({
  /** 'Lisbon, Portugal' or 'Portland, Oregon, United States': enough to tell two apart. */
  label: z.string(),
});
export type PlaceMatch = z.infer<typeof placeMatchSchema>;

export const placeSearchSchema = z.object({
  places: placeMatchSchema.array(),
  /** Why the list is empty when the provider failed (null when it answered). */
  note: z.string().nullable(),
});

/** GET /api/weather/place. */
export const placeAnswerSchema = z.object({
  /** Whether this server has a weather provider; without one weather stays manual. */
  available: z.boolean(),
  /** Whether a place can be found by name (the provider's geocoding is set up). */
  search: z.boolean(),
  place: placeSchema.nullable(),
});
export type PlaceAnswer = z.infer<typeof placeAnswerSchema>;

/** One day of the forecast, temperatures in °F (the app's unit, spec §3). */
export const forecastDaySchema = z.object({
  date: z.string(),
  /** The provider's weather code read as the generator's sunny / cloudy / rainy. */
  weather: z.enum(WEATHERS),
  /** What the sky does in words: 'Light rain', 'Snow showers'. */
  summary: z.string(),
  /** The day's range over the hours people are out (8:00 to 20:00), in °F. */
  low: z.number().int(),
  high: z.number().int(),
  /** The generator's one temperature for the day (the range's middle, in its steps). */
  temperature: z.number().int(),
  /** The highest chance of rain or snow that day, 0-100; null when the provider gave none. */
  precipitationChance: z.number().int().nullable(),
  /** 'HH:MM' of the first hour out with rain or snow likely, or null. */
  wetFrom: z.string().nullable(),
  /** Snow rather than rain. */
  snow: z.boolean(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** GET /api/weather/forecast?startDate&endDate (both optional: from the place's today on). */
export const forecastQuerySchema = z.object({
  startDate: calendarDateSchema('startDate').optional(),
  endDate: calendarDateSchema('endDate').optional(),
});

export const forecastSchema = z.object({
  available: z.boolean(),
  place: placeSchema.nullable(),
  /** The place's today. */
  today: z.string().nullable(),
  /** The days the provider covers inside the range asked (at most FORECAST_DAYS_MAX). */
  days: forecastDaySchema.array(),
  /** Why there are no days when there should be (provider down, slow or nonsensical). */
  note: z.string().nullable(),
  /** Who the forecast comes from, to say so. */
  source: z.string().nullable(),
});
export type Forecast = z.infer<typeof forecastSchema>;

/** A planned day the forecast does not suit, and why ('rain from 3 pm: the suede loafers'). */
export const planWarningSchema = z.object({
  entryId: z.string(),
  date: z.string(),
  reason: z.string(),
  itemIds: z.string().array(),
});
export type PlanWarning = z.infer<typeof planWarningSchema>;

export const planWarningsSchema = z.object({ warnings: planWarningSchema.array() });

/** The forecast's API: the place, the days, the plans it flags and their swap. */
export const weatherEndpoints = endpoints({
  'GET /api/weather/place': { response: { 200: placeAnswerSchema } },
  'PUT /api/weather/place': { body: setPlaceBodySchema, response: { 200: placeAnswerSchema } },
  'DELETE /api/weather/place': { response: { 204: noContent } },
  'GET /api/weather/places': {
    query: placeSearchQuerySchema,
    response: { 200: placeSearchSchema },
  },
  'GET /api/weather/forecast': { query: forecastQuerySchema, response: { 200: forecastSchema } },
  'GET /api/weather/warnings': {
    query: forecastQuerySchema,
    response: { 200: planWarningsSchema },
  },
  'POST /api/weather/warnings/:id/swap': {
    params: idParamsSchema,
    response: { 200: calendarEntrySchema },
  },
});
