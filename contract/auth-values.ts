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

/**
 * How one may sign in on this server (GET /api/auth/methods, and the sign-in page's own script):
 * the identity provider's name (null: none is set up) and whether the password forms are on
 * (PASSWORD_SIGN_IN, PASSWORD_SIGN_UP).
 */
export interface SignInMethods {
  provider: string | null;
  passwordSignIn: boolean;
  passwordSignUp: boolean;
}

/** The methods of a server with no identity provider and both password forms on. */
export const DEFAULT_SIGN_IN_METHODS: SignInMethods = {
  provider: null,
  passwordSignIn: true,
  passwordSignUp: true,
};

/** POST /api/login's and POST /api/register's 403 when the operator turned them off. */
export const PASSWORD_SIGN_IN_OFF = 'Signing in with a password is turned off on this server.';
export const PASSWORD_SIGN_UP_OFF =
  'Creating an account with a password is turned off on this server.';
