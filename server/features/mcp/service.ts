import type { Clock } from '../../lib/clock.ts';
import { MINUTE_MS } from '../../lib/dates.ts';
import type { Photos } from '../../photos/photos.ts';

/** How long an image link in a tool's answer works: long enough for a conversation to show it. */
export const IMAGE_LINK_MS = 60 * MINUTE_MS;
/** Expiries are whole steps of this, so the same photo has the same link for a while (caches). */
const EXPIRY_STEP_MS = 5 * MINUTE_MS;

/** Links to the caller's photos that a model can show: absolute, signed, expiring together. */
export interface ImageLinks {
  /** When every link of this answer stops working (ISO-8601). */
  expiresAt: string;
  /** The signed link to one of the caller's stored photos; null for none or anyone else's. */
  link(url: string | null | undefined): string | null;
}

export interface McpServiceDeps {
  photos: Pick<Photos, 'signedUrl' | 'ownerOf'>;
  clock: Clock;
}

/**
 * What the MCP endpoint needs beyond the API its tools call (decision 020): image links that work
 * without the owner's session, so the assistant's app can show a piece, and only until they expire.
 */
export function createMcpService({ photos, clock }: McpServiceDeps) {
  return {
    /** Links for `ownerId`'s photos on `origin` ("https://host"), valid about an hour. */
    imageLinks(ownerId: string, origin: string): ImageLinks {
      const until = clock.now().getTime() + IMAGE_LINK_MS;
      const expires = new Date(Math.ceil(until / EXPIRY_STEP_MS) * EXPIRY_STEP_MS);
      return {
        expiresAt: expires.toISOString(),
        link(url) {
          if (!url || photos.ownerOf(url) !== ownerId) return null;
          return origin + photos.signedUrl(url, expires);
        },
      };
    },
  };
}

export type McpService = ReturnType<typeof createMcpService>;
