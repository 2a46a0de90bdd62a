import {
  createCalendarEntryBodySchema,
  updateCalendarEntryBodySchema,
  type CalendarEntry,
} from '@contract/calendar.ts';
import { z } from 'zod';

export const CHOOSE_DATE_MESSAGE = 'Choose a date';

/** A day is required before anything else is checked. */
const date = z.string().trim().min(1, CHOOSE_DATE_MESSAGE);

/**
 * "Add Event" (and its edit): the fields as typed, turned into the request body and checked by
 * the contract's schema, so the dialog refuses what the server would, in its words: a day needs
 * an outfit or an event name. An edited entry keeps its outfit, which counts for that rule.
 */
export const eventFormSchema = (outfitId: string | null) =>
  z
    .object({ date, eventName: z.string(), eventType: z.string(), notes: z.string() })
    .transform((fields): z.input<typeof createCalendarEntryBodySchema> => ({
      ...fields,
      outfitId,
    }))
    .pipe(createCalendarEntryBodySchema);

export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;
export type EventFormOutput = z.output<ReturnType<typeof eventFormSchema>>;

export function eventFormValues(day: string, entry: CalendarEntry | null): EventFormValues {
  return {
    date: entry?.date ?? day,
    eventName: entry?.eventName ?? '',
    eventType: entry?.eventType ?? '',
    notes: entry?.notes ?? '',
  };
}

/**
 * "Plan Outfit": the day and the event around the chosen outfit. The outfit itself is picked
 * (or generated and saved) outside the fields, so these are checked as the entry's details.
 */
const planDetailsSchema = updateCalendarEntryBodySchema
  .pick({ date: true, eventName: true, eventType: true })
  .required({ date: true });

export const planFormSchema = z
  .object({ date, eventName: z.string(), eventType: z.string() })
  .transform((fields): z.input<typeof planDetailsSchema> => fields)
  .pipe(planDetailsSchema);

export type PlanFormValues = z.input<typeof planFormSchema>;
export type PlanFormOutput = z.output<typeof planFormSchema>;
