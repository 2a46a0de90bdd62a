/**
 * Accounts' plain values: limits and the session cookie. No zod here, so the sign-in page paints
 * without building a schema; `auth.ts` re-exports all of it beside the schemas (decision 012).
 */

/** Limits for accounts, shared by the sign-up form and the server. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 64;
export const EMAIL_MAX = 254;

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_DAYS = 30;
