/** Personal API tokens (Settings → API tokens): plain values both sides read. */

/** What a token may do: `read` calls GET routes only; `write` calls every route a token may. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How the scopes read in Settings. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** The secret starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'afc_';
export const API_TOKEN_NAME_MAX = 60;
/** The most tokens an account keeps at once. */
export const API_TOKENS_PER_ACCOUNT = 20;
/** The longest expiry Settings offers (a token may also never expire). */
export const API_TOKEN_MAX_DAYS = 366;

/** The expiries Settings offers, in days (null: never). */
export const API_TOKEN_EXPIRY_CHOICES: readonly (number | null)[] = [7, 30, 90, 366, null];

/** The answer to a request without a token on a route only a token may call (401; the MCP endpoint). */
export const TOKEN_REQUIRED_REFUSAL =
  'Use a personal API token: send Authorization: Bearer <token> (make one in Settings → API tokens)';
/** The answer to a read token's write (403). */
export const READ_TOKEN_REFUSAL =
  'This API token can only read: create a read and write token to make changes';
/** The answer to a token on a route only a signed-in browser may call (403). */
export const SESSION_ONLY_REFUSAL =
  'An API token cannot do this: sign in to the app to change your password, tokens or account';
/** The answer to an unknown, revoked or expired token (401). */
export const BAD_TOKEN_REFUSAL = 'This API token is not valid: it may have been revoked or expired';
