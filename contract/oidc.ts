import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { noContent } from './no-content.ts';

export * from './oidc-values.ts';

/** The identity at the provider an account is linked to, as Settings shows it. */
export const linkedIdentitySchema = z.object({
  issuer: z.string(),
  /** The identity's email as the provider last said it. */
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/** Settings' "Sign-in provider": the provider (its name; null when none is set up) and the link. */
export const signInProviderSchema = z.object({
  provider: z.string().nullable(),
  identity: linkedIdentitySchema.nullable(),
  /** Whether the account has a password (unlinking needs one). */
  hasPassword: z.boolean(),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** GET /api/auth/oidc/start: `link=1` links the provider to the signed-in account. */
export const oidcStartQuerySchema = z.object({ link: z.enum(['1']).optional() });

/**
 * GET /api/auth/oidc/callback: what the provider sends back (RFC 6749 §4.1.2, RFC 9207's `iss`).
 * The whole address is handed to openid-client, which checks it.
 */
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/**
 * The JSON endpoints of the provider link (Settings). The start and the callback are browser
 * redirects, not JSON: server/features/oidc/routes.ts registers them itself.
 */
export const oidcEndpoints = endpoints({
  'GET /api/auth/oidc/identity': { response: { 200: signInProviderSchema } },
  'DELETE /api/auth/oidc/identity': { response: { 204: noContent } },
});
