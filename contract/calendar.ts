import { z } from 'zod';
import { calendarDateSchema, daysBetween } from './calendar-date.ts';
import { endpoints } from './endpoint.ts';
import { idParamsSchema, idSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { optionalText } from './text-fields.ts';

/** Event types of a planned day; the first six are the generator's occasions. */
export const EVENT_TYPES = [
  'work',
  'casual',
  'evening',
  'date',
  'formal',
  'athletic',
  'travel',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_NAME_MAX = 120;
export const CALENDAR_NOTES_MAX = 2000;
/** The longest range one GET may ask for: a month grid needs 42 days, a year view 366. */
export const CALENDAR_RANGE_MAX_DAYS = 400;
export const UPCOMING_LIMIT_DEFAULT = 5;
export const UPCOMING_LIMIT_MAX = 50;

export const END_BEFORE_START_MESSAGE = 'endDate cannot be before startDate';
export const RANGE_TOO_LONG_MESSAGE = `A calendar range covers at most ${CALENDAR_RANGE_MAX_DAYS} days`;
export const OUTFIT_OR_EVENT_MESSAGE = 'Choose an outfit or name the event';
export const NO_OUTFIT_TO_WEAR_MESSAGE = 'Plan an outfit on this day first';
export const FUTURE_DAY_MESSAGE = 'A day can be marked worn once it has come';
export const ALREADY_WORN_MESSAGE = 'This outfit is already marked worn on this day';
export const NOT_WORN_MESSAGE = 'This day is not marked worn';
export const WORN_LOCKED_MESSAGE = "Undo 'Wore it' before changing this day's outfit or date";

const eventTypeSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || null : v),
    z
      .enum(EVENT_TYPES, { error: `Event type must be one of: ${EVENT_TYPES.join(', ')}` })
      .nullish(),
  )
  .transform((v) => v ?? null);

/** GET /api/calendar?startDate&endDate: both inclusive; a userId is ignored. */
export const calendarRangeQuerySchema = z
  .object({
    startDate: calendarDateSchema('startDate'),
    endDate: calendarDateSchema('endDate'),
  })
  .superRefine((range, ctx) => {
    const days = daysBetween(range.startDate, range.endDate);
    if (days < 0)
      ctx.addIssue({ code: 'custom', message: END_BEFORE_START_MESSAGE, path: ['endDate'] });
    else if (days + 1 > CALENDAR_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: RANGE_TOO_LONG_MESSAGE, path: ['endDate'] });
    }
  });
export type CalendarRangeQuery = z.output<typeof calendarRangeQuerySchema>;

/** GET /api/calendar/upcoming?from&limit: the next entries from the user's own today. */
export const upcomingQuerySchema = z.object({
  from: calendarDateSchema('from'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(UPCOMING_LIMIT_MAX, `limit must be at most ${UPCOMING_LIMIT_MAX}`)
    .default(UPCOMING_LIMIT_DEFAULT),
});
export type UpcomingQuery = z.output<typeof upcomingQuerySchema>;

const entryFields = {
  outfitId: idSchema('outfitId')
    .nullish()
    .transform((v) => v ?? null),
  eventName: optionalText('Event name', EVENT_NAME_MAX),
  eventType: eventTypeSchema,
  notes: optionalText('Notes', CALENDAR_NOTES_MAX),
};

/** POST /api/calendar (spec §7): a day with an outfit, an event, or both. */
export const createCalendarEntryBodySchema = z
  .object({ date: calendarDateSchema('date'), ...entryFields })
  .refine((e) => e.outfitId !== null || e.eventName !== null, {
    message: OUTFIT_OR_EVENT_MESSAGE,
    path: ['eventName'],
  });
export type CreateCalendarEntryBody = z.input<typeof createCalendarEntryBodySchema>;
export type CreateCalendarEntryInput = z.output<typeof createCalendarEntryBodySchema>;

/** PUT /api/calendar/{id}: only the fields sent change. */
export const updateCalendarEntryBodySchema = z.object({
  date: calendarDateSchema('date').optional(),
  outfitId: entryFields.outfitId.optional(),
  eventName: entryFields.eventName.optional(),
  eventType: entryFields.eventType.optional(),
  notes: entryFields.notes.optional(),
});
export type UpdateCalendarEntryBody = z.input<typeof updateCalendarEntryBodySchema>;
export type UpdateCalendarEntryInput = z.output<typeof updateCalendarEntryBodySchema>;

/** A planned outfit as a day shows it: its name and its pieces' photos. */
export const plannedOutfitSchema = z.object({
  id: z.string(),
  name: z.string(),
  occasion: z.string().nullable(),
  itemIds: z.array(z.string()),
  pieces: z.array(
    z.object({ id: z.string(), name: z.string(), thumbnailUrl: z.string().nullable() }),
  ),
});
export type PlannedOutfit = z.infer<typeof plannedOutfitSchema>;

/** A calendar entry as every answer shows it; `date` is "YYYY-MM-DD". */
export const calendarEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  outfitId: z.string().nullable(),
  date: z.string(),
  eventName: z.string().nullable(),
  eventType: z.string().nullable(),
  notes: z.string().nullable(),
  /** When "Wore it" logged the day's wear (ISO-8601), or null. */
  wornAt: z.string().nullable(),
  createdAt: z.string(),
  outfit: plannedOutfitSchema.nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

const calendarEntriesSchema = calendarEntrySchema.array();

/** The calendar API of spec §7 plus editing, deleting and the upcoming list. */
export const calendarEndpoints = endpoints({
  'GET /api/calendar': {
    query: calendarRangeQuerySchema,
    response: { 200: calendarEntriesSchema },
  },
  'GET /api/calendar/upcoming': {
    query: upcomingQuerySchema,
    response: { 200: calendarEntriesSchema },
  },
  'POST /api/calendar': {
    body: createCalendarEntryBodySchema,
    response: { 201: calendarEntrySchema },
  },
  'PUT /api/calendar/:id': {
    params: idParamsSchema,
    body: updateCalendarEntryBodySchema,
    response: { 200: calendarEntrySchema },
  },
  'POST /api/calendar/:id/wear': { params: idParamsSchema, response: { 200: calendarEntrySchema } },
  'DELETE /api/calendar/:id/wear': {
    params: idParamsSchema,
    response: { 200: calendarEntrySchema },
  },
  'DELETE /api/calendar/:id': { params: idParamsSchema, response: { 204: noContent } },
});
