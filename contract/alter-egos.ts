import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { tooLong } from './text-fields.ts';

// Limits shared by the create dialog and the server.
export const ALTER_EGO_NAME_MAX = 60;
export const ALTER_EGO_DESCRIPTION_MAX = 500;
/** Each comma-separated list (occasions, style preferences, colour palette). */
export const ALTER_EGO_LIST_MAX = 12;
export const ALTER_EGO_LIST_ENTRY_MAX = 40;
/** Personas per user. */
export const ALTER_EGOS_MAX = 50;

export const ALTER_EGO_NAME_REQUIRED = 'Persona name is required';

const nameSchema = z
  .string({ error: ALTER_EGO_NAME_REQUIRED })
  .trim()
  .min(1, ALTER_EGO_NAME_REQUIRED)
  .max(ALTER_EGO_NAME_MAX, tooLong('Persona name', ALTER_EGO_NAME_MAX));

const descriptionSchema = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(ALTER_EGO_DESCRIPTION_MAX, tooLong('Description', ALTER_EGO_DESCRIPTION_MAX))
  .nullable()
  .transform((value) => value || null);

/** A list as the dialog sends it (spec §5): trimmed, blanks and case-insensitive repeats dropped. */
const listSchema = (label: string) =>
  z
    .array(
      z
        .string({ error: `Each ${label} entry must be text` })
        .trim()
        .max(ALTER_EGO_LIST_ENTRY_MAX, tooLong(`A ${label} entry`, ALTER_EGO_LIST_ENTRY_MAX)),
      { error: `${label} must be a list of text` },
    )
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((entry) => {
        const key = entry.toLowerCase();
        if (!entry || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((list) => list.length <= ALTER_EGO_LIST_MAX, `At most ${ALTER_EGO_LIST_MAX} ${label}`);

/** POST /api/alter-egos (spec §7). personality and celebrityMatch are written by the stylist. */
export const createAlterEgoBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.optional().transform((v) => v ?? null),
  stylePreferences: listSchema('style preferences').default([]),
  colorPalette: listSchema('colour palette').default([]),
  occasions: listSchema('occasions').default([]),
});
export type CreateAlterEgoBody = z.input<typeof createAlterEgoBodySchema>;
export type CreateAlterEgoInput = z.output<typeof createAlterEgoBodySchema>;

/** PATCH /api/alter-egos/:id: any subset of the fields; changing a style field rewrites the personality. */
export const updateAlterEgoBodySchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  stylePreferences: listSchema('style preferences').optional(),
  colorPalette: listSchema('colour palette').optional(),
  occasions: listSchema('occasions').optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type UpdateAlterEgoBody = z.input<typeof updateAlterEgoBodySchema>;
export type UpdateAlterEgoInput = z.output<typeof updateAlterEgoBodySchema>;

/** An alter ego as every answer shows it (spec §3 alter_egos). */
export const alterEgoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  stylePreferences: z.array(z.string()),
  colorPalette: z.array(z.string()),
  occasions: z.array(z.string()),
  /** The stylist's 'AI Personality' text. */
  personality: z.string().nullable(),
  /** Shown as '{celebrity} vibes'. */
  celebrityMatch: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AlterEgo = z.infer<typeof alterEgoSchema>;

/** What the stylist writes for a persona. */
export const personaWritingSchema = z.object({
  personality: z.string(),
  celebrityMatch: z.string().nullable(),
  /** Said when the built-in stylist answered because the AI provider failed. */
  note: z.string().optional(),
});
export type PersonaWriting = z.infer<typeof personaWritingSchema>;

/** The alter-egos API of spec §7. */
export const alterEgosEndpoints = endpoints({
  'GET /api/alter-egos': { response: { 200: alterEgoSchema.array() } },
  'POST /api/alter-egos': { body: createAlterEgoBodySchema, response: { 201: alterEgoSchema } },
  'PATCH /api/alter-egos/:id': {
    params: idParamsSchema,
    body: updateAlterEgoBodySchema,
    response: { 200: alterEgoSchema },
  },
  'DELETE /api/alter-egos/:id': { params: idParamsSchema, response: { 204: noContent } },
});
