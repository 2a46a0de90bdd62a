/**
 * Sign-in with an OpenID Connect provider (issue 29, decision 019): its paths and the words the
 * app shows when it goes wrong. No zod here, so the sign-in page paints without a schema.
 */

/** Where the browser goes to sign in with the provider (`?link=1`: link it to the signed-in account). */
export const OIDC_START_PATH = '/api/auth/oidc/start';
/** Where the provider sends the browser back (register `PUBLIC_URL` + this at the provider). */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** The query parameter of the page the callback comes back to when it went wrong: a code below. */
export const OIDC_ERROR_PARAM = 'oidc-error';
/** The query parameter of Settings after a link went through. */
export const OIDC_LINKED_PARAM = 'linked';

/** What went wrong, as the callback names it in the address, and what the page says. */
export const OIDC_ERRORS = {
  unavailable: 'The identity provider could not be reached. Please try again in a moment.',
  expired: 'The sign-in took too long or was started in another browser. Please try again.',
  state:
    'The sign-in could not be verified (it does not match the one this browser started). Please try again.',
  denied: 'The sign-in was cancelled at the identity provider.',
  rejected:
    'The identity provider refused the sign-in (its code may have been used already). Please try again.',
  'invalid-token': "The identity provider's answer could not be verified, so nobody was signed in.",
  'not-allowed':
    'Your account at the identity provider may not sign in here. Ask the administrator to allow it.',
  'already-linked': 'This identity is already linked to another account.',
  'has-identity':
    'Your account is already linked to another identity at this provider. Unlink it first.',
  'not-signed-in': 'Sign in first to link your account to the identity provider.',
  'not-configured': 'Sign-in with an identity provider is not set up on this server.',
} as const;

export type OidcErrorCode = keyof typeof OIDC_ERRORS;

export const isOidcErrorCode = (code: string | null): code is OidcErrorCode =>
  code !== null && Object.hasOwn(OIDC_ERRORS, code);

/** Settings' refusal to unlink the only way into an account. */
export const UNLINK_NEEDS_PASSWORD =
  'Set a password first: without the identity provider it is the only way to sign in.';
