import { z } from 'zod';

/** How many calendar months a piece's wear history covers, the current one last. */
export const WEAR_HISTORY_MONTHS = 12;

/** GET /api/wardrobe/:id/wears: one piece's logged wears per calendar month (UTC), oldest first. */
export const itemWearHistorySchema = z.object({
  months: z.array(z.object({ month: z.string(), wears: z.number().int() })),
});
export type ItemWearHistory = z.infer<typeof itemWearHistorySchema>;
