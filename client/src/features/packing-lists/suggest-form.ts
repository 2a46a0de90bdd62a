import { WEATHERS, type Weather } from '@contract/outfits.ts';
import { packingSuggestionBodySchema, TRIP_DAYS_MAX } from '@contract/packing-lists.ts';
import { z } from 'zod';

/**
 * "Suggest what to pack": the days as typed, the weather and the temperature, checked by the
 * contract's schema, so the button asks the stylist only for what the server accepts.
 */
export const suggestFormSchema = z
  .object({
    days: z.string(),
    weather: z.enum(WEATHERS),
    temperature: z.number(),
  })
  .transform(({ days, ...rest }): z.input<typeof packingSuggestionBodySchema> => ({
    ...rest,
    // Nothing typed is not a number, which the contract refuses in its own words.
    days: days.trim() === '' ? Number.NaN : Number(days),
  }))
  .pipe(packingSuggestionBodySchema);

export type SuggestFormValues = z.input<typeof suggestFormSchema>;

/** The trip's own length when its dates give one, else a long weekend; sunny and mild. */
export function suggestFormDefaults(tripDays: number | null): SuggestFormValues {
  const weather: Weather = 'sunny';
  return { days: String(Math.min(tripDays ?? 3, TRIP_DAYS_MAX)), weather, temperature: 70 };
}
