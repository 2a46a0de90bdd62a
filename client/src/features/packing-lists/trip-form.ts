import { createPackingListBodySchema } from '@contract/packing-lists.ts';
import { z } from 'zod';

/** "Date input" value → the ISO date-time the spec sends (spec §5); the day as chosen, in UTC. */
const isoOrNull = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null);

/**
 * The "New Packing List" form: the fields as typed, checked by the contract's schema (so the
 * dialog refuses what the server would, in its words), then handed over as the spec's body:
 * empty optional values null, dates as ISO date-times, no items yet (spec §5, §7).
 */
export const tripFormSchema = z
  .object({
    tripName: z.string(),
    destination: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    notes: z.string(),
  })
  .transform((fields): z.input<typeof createPackingListBodySchema> => ({ ...fields, itemIds: [] }))
  .pipe(createPackingListBodySchema)
  .transform((body) => ({
    ...body,
    startDate: isoOrNull(body.startDate),
    endDate: isoOrNull(body.endDate),
  }));

export type TripFormValues = z.input<typeof tripFormSchema>;
export type TripFormOutput = z.output<typeof tripFormSchema>;

export const emptyTripForm: TripFormValues = {
  tripName: '',
  destination: '',
  startDate: '',
  endDate: '',
  notes: '',
};
