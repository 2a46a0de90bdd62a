import { z } from 'zod';
import {
  calendarRangeQuerySchema,
  createCalendarEntryBodySchema,
  EVENT_TYPES,
  type CalendarEntry,
} from '../../../../contract/calendar.ts';
import { todayQuerySchema } from '../../../../contract/today.ts';
import type { ImageLinks } from '../service.ts';
import { withoutEmpty } from '../pieces.ts';
import { defineTool } from '../tool-kit.ts';

/** A calendar day as a model reads it: the event, the outfit's name and pieces, whether worn. */
export function daySummary(entry: CalendarEntry, links: ImageLinks) {
  return withoutEmpty({
    id: entry.id,
    date: entry.date,
    eventName: entry.eventName,
    eventType: entry.eventType,
    notes: entry.notes,
    worn: entry.wornAt !== null,
    outfit: entry.outfit && {
      id: entry.outfit.id,
      name: entry.outfit.name,
      pieces: entry.outfit.pieces.map((piece) =>
        withoutEmpty({ id: piece.id, name: piece.name, image: links.link(piece.thumbnailUrl) }),
      ),
    },
  });
}

const entry = createCalendarEntryBodySchema.shape;

// The contract's body, fields described: an outfit, an event, or both (its refinement holds).
const planInput = createCalendarEntryBodySchema.safeExtend({
  date: entry.date.describe('The day, "YYYY-MM-DD".'),
  outfitId: entry.outfitId.describe('The saved outfit to wear (from save_outfit or list_outfits).'),
  eventName: entry.eventName.describe('What the day holds, e.g. "Sam’s wedding".'),
  eventType: entry.eventType.describe(`One of ${EVENT_TYPES.join(', ')}.`),
  notes: entry.notes.describe('Anything to remember for the day.'),
});

export const planOutfit = defineTool({
  name: 'plan_outfit',
  title: 'Plan an outfit on a day',
  description:
    "Puts a saved outfit (or an event, or both) on the user's calendar for a day. The app warns the user when the day's forecast does not suit the outfit.",
  access: 'write',
  input: planInput,
  async run(input, { call, links }) {
    const planned = await call('POST /api/calendar', { body: input });
    return { planned: daySummary(planned, links), imagesExpireAt: links.expiresAt };
  },
});

const range = calendarRangeQuerySchema.shape;

export const getCalendar = defineTool({
  name: 'get_calendar',
  title: 'Read the calendar',
  description:
    "The user's planned days between two dates (both included, at most 400 days): events, the outfit planned for each with its pieces, and whether it was worn.",
  access: 'read',
  input: calendarRangeQuerySchema.safeExtend({
    startDate: range.startDate.describe('The first day, "YYYY-MM-DD".'),
    endDate: range.endDate.describe('The last day, "YYYY-MM-DD".'),
  }),
  async run(input, { call, links }) {
    const entries = await call('GET /api/calendar', { query: input });
    return {
      days: entries.map((day) => daySummary(day, links)),
      imagesExpireAt: links.expiresAt,
    };
  },
});

export const getToday = defineTool({
  name: 'get_today',
  title: 'What to wear today',
  description:
    "The user's day as the app's Today card shows it: the forecast where they live (°F), what is planned, a warning when the forecast does not suit it, and a look for the day with why it suits.",
  access: 'read',
  input: z.object({
    date: todayQuerySchema.shape.date.describe(
      'The user’s today, "YYYY-MM-DD", used when they set no place in the app.',
    ),
  }),
  async run(input, { call, links }) {
    const today = await call('GET /api/today', { query: input });
    return withoutEmpty({
      date: today.date,
      place: today.place?.name,
      forecast: today.forecast,
      forecastNote: today.note,
      planned: today.entry && daySummary(today.entry, links),
      warning: today.warning?.reason,
      look: today.look && {
        name: today.look.name,
        reasoning: today.look.reasoning,
        outfitId: today.look.outfitId,
        pieces: today.look.pieces.map((piece) =>
          withoutEmpty({ id: piece.id, name: piece.name, image: links.link(piece.thumbnailUrl) }),
        ),
      },
      lookNote: today.lookNote,
      imagesExpireAt: links.expiresAt,
    });
  },
});
