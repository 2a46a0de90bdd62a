import { z } from 'zod';
import { API_TOKEN_MAX_DAYS, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from './api-tokens-values.ts';
import { endpoints } from './endpoint.ts';
import { idParamsSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { tooLong } from './text-fields.ts';

/** A token as Settings lists it: never its secret, which is shown once when it is made. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The secret's first characters (`afc_Ab12`), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  /** Null: never used. Updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createApiTokenBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(API_TOKEN_NAME_MAX, tooLong('Name', API_TOKEN_NAME_MAX)),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Scope must be read or write' }),
  /** Days until it expires; left out or null: never. */
  expiresInDays: z
    .number({ error: 'Expiry must be a number of days' })
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least 1 day')
    .max(API_TOKEN_MAX_DAYS, `Expiry must be at most ${API_TOKEN_MAX_DAYS} days`)
    .nullish(),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

/** The new token and its secret, shown this once and stored only as a hash. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** Settings → API tokens. A signed-in browser only: a token never manages tokens. */
export const apiTokensEndpoints = endpoints({
  'GET /api/tokens': { response: { 200: z.array(apiTokenSchema) } },
  'POST /api/tokens': { body: createApiTokenBodySchema, response: { 201: createdApiTokenSchema } },
  'DELETE /api/tokens/:id': { params: idParamsSchema, response: { 204: noContent } },
});
