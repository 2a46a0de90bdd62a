import { z } from 'zod';
import { endpoints } from './endpoint.ts';

/** A user's settings as GET /api/preferences answers them; a user who never changed one gets the defaults. */
export const preferencesSchema = z.object({
  /** Remove the background of new photos and show the cut-out (the original is always kept). */
  autoCutout: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { autoCutout: true };

/** PUT /api/preferences: any subset of the settings; unknown fields are dropped. */
export const updatePreferencesBodySchema = z.object({
  autoCutout: z.boolean({ error: 'autoCutout must be true or false' }).optional(),
});
export type UpdatePreferencesBody = z.input<typeof updatePreferencesBodySchema>;

/** GET and PUT /api/preferences: the session user's settings. */
export const preferencesEndpoints = endpoints({
  'GET /api/preferences': { response: { 200: preferencesSchema } },
  'PUT /api/preferences': {
    body: updatePreferencesBodySchema,
    response: { 200: preferencesSchema },
  },
});
