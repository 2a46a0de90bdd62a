import { z } from 'zod';
import { calendarDateSchema, daysBetween } from './calendar-date.ts';
import { endpoints } from './endpoint.ts';
import { idParamsSchema, idSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import {
  temperatureSchema,
  weatherSchema,
  DEFAULT_TEMPERATURE,
  DEFAULT_WEATHER,
} from './outfits.ts';
import { optionalText, tooLong } from './text-fields.ts';

// Limits shared by the forms and the server.
export const TRIP_NAME_MAX = 120;
export const DESTINATION_MAX = 120;
export const PACKING_NOTES_MAX = 2000;
/** A suitcase for a long trip still holds fewer pieces than this. */
export const PACKING_ITEMS_MAX = 200;
/** "Suggest what to pack" plans trips of up to a month. */
export const TRIP_DAYS_MAX = 30;

export const TRIP_NAME_REQUIRED_MESSAGE = 'Trip name is required';
export const END_BEFORE_START_MESSAGE = 'End date cannot be before the start date';
export const PACKED_NOT_CHOSEN_MESSAGE = 'Only pieces chosen for this trip can be packed';

/** Spec §5: empty optional values are sent (and stored) as null. */

const optionalDate = (label: string) =>
  z
    .preprocess((v) => (v === '' ? null : v), calendarDateSchema(label).nullish())
    .transform((v) => v ?? null);

const itemIdList = (field: string) =>
  z
    .array(idSchema('Each item id'), { error: `${field} must be a list of item ids` })
    .max(PACKING_ITEMS_MAX, `A packing list holds at most ${PACKING_ITEMS_MAX} items`)
    .transform((ids) => [...new Set(ids)]);

const tripName = z
  .string({ error: TRIP_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, TRIP_NAME_REQUIRED_MESSAGE)
  .max(TRIP_NAME_MAX, tooLong('Trip name', TRIP_NAME_MAX));

const endNotBeforeStart = (v: { startDate?: string | null; endDate?: string | null }) =>
  !v.startDate || !v.endDate || daysBetween(v.startDate, v.endDate) >= 0;

/** POST /api/packing-lists (spec §7). A userId is dropped: the owner is the session user. */
export const createPackingListBodySchema = z
  .object({
    tripName,
    destination: optionalText('Destination', DESTINATION_MAX),
    startDate: optionalDate('Start date'),
    endDate: optionalDate('End date'),
    notes: optionalText('Notes', PACKING_NOTES_MAX),
    itemIds: itemIdList('itemIds').default([]),
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START_MESSAGE, path: ['endDate'] });
export type CreatePackingListBody = z.input<typeof createPackingListBodySchema>;
export type CreatePackingListInput = z.output<typeof createPackingListBodySchema>;

/**
 * PUT /api/packing-lists/{id}. The spec sends itemIds; the trip's details and the packed
 * checklist can change too. Only the fields sent change.
 */
export const updatePackingListBodySchema = z
  .object({
    tripName: tripName.optional(),
    destination: optionalText('Destination', DESTINATION_MAX).optional(),
    startDate: optionalDate('Start date').optional(),
    endDate: optionalDate('End date').optional(),
    notes: optionalText('Notes', PACKING_NOTES_MAX).optional(),
    itemIds: itemIdList('itemIds').optional(),
    packedItemIds: itemIdList('packedItemIds').optional(),
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START_MESSAGE, path: ['endDate'] });
export type UpdatePackingListBody = z.input<typeof updatePackingListBodySchema>;
export type UpdatePackingListInput = z.output<typeof updatePackingListBodySchema>;

/** A packing list as every answer shows it; dates are "YYYY-MM-DD" or null. */
export const packingListSchema = z.object({
  id: z.string(),
  userId: z.string(),
  tripName: z.string(),
  destination: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  itemIds: z.array(z.string()),
  /** The chosen pieces ticked as packed; always among itemIds. */
  packedItemIds: z.array(z.string()),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type PackingList = z.infer<typeof packingListSchema>;

/** POST /api/packing-lists/suggest: the trip's length and the weather the user expects. */
export const packingSuggestionBodySchema = z.object({
  days: z
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'A trip lasts at least 1 day')
    .max(TRIP_DAYS_MAX, `Suggestions plan trips of up to ${TRIP_DAYS_MAX} days`),
  weather: weatherSchema.default(DEFAULT_WEATHER),
  temperature: temperatureSchema.default(DEFAULT_TEMPERATURE),
});
export type PackingSuggestionBody = z.input<typeof packingSuggestionBodySchema>;
export type PackingSuggestionInput = z.output<typeof packingSuggestionBodySchema>;

/** One proposed piece and why it earns its place in the suitcase. */
export const packingPickSchema = z.object({
  itemId: z.string(),
  reason: z.string(),
});

export const packingSuggestionSchema = z.object({
  /** The proposed pieces, in packing order (tops, bottoms or dresses, shoes, layer). */
  picks: z.array(packingPickSchema),
  /** One or two sentences on the set as a whole. */
  summary: z.string(),
  /** Outfits the set makes by the stylist's slot rules. */
  outfitCount: z.number().int(),
  /** What the wardrobe lacks for a set that covers every day (empty when nothing). */
  missing: z.array(z.string()),
  /** Said when a fallback answered (e.g. the AI provider failed and the built-in stylist answered). */
  note: z.string().optional(),
});
export type PackingSuggestion = z.infer<typeof packingSuggestionSchema>;

/** The packing-list API of spec §7, plus the packed checklist and "Suggest what to pack". */
export const packingListsEndpoints = endpoints({
  'GET /api/packing-lists': { response: { 200: packingListSchema.array() } },
  'POST /api/packing-lists': {
    body: createPackingListBodySchema,
    response: { 201: packingListSchema },
  },
  'POST /api/packing-lists/suggest': {
    body: packingSuggestionBodySchema,
    response: { 200: packingSuggestionSchema },
  },
  'PUT /api/packing-lists/:id': {
    params: idParamsSchema,
    body: updatePackingListBodySchema,
    response: { 200: packingListSchema },
  },
  'DELETE /api/packing-lists/:id': { params: idParamsSchema, response: { 204: noContent } },
});
