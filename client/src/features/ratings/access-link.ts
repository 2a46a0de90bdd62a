import { ACCESS_TOKEN_BYTES, voteLinkFor } from '@contract/ratings.ts';

/**
 * A fresh access token made in the browser from its CSPRNG: as strong as the server's (144 bits,
 * base64url), which keeps it. The spec's 13 base-36 characters would be guessable.
 */
export function generateAccessToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ACCESS_TOKEN_BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The share link of spec §9: this origin, /vote/ and the token. */
export const accessLinkFor = (token: string) => voteLinkFor(window.location.origin, token);
