import { createHash, randomBytes } from 'node:crypto';
import type { ScanResult } from '../../../contract/wardrobe.ts';
import type { RecognizedGarment } from '../../stylist/stylist.ts';

/** A scan kept for the create that follows it (bulk add scans, then saves the same photo). */
export interface CachedScan {
  scan: ScanResult;
  garment: RecognizedGarment | null;
}

interface Entry extends CachedScan {
  userId: string;
  digest: string;
  expiresAt: number;
}

/** How long a scan waits for its create: a person reviewing a batch takes minutes, not hours. */
export const SCAN_CACHE_TTL_MS = 15 * 60 * 1000;
/** Scans held at once; cut-outs are a few hundred kB, so this bounds the memory to tens of MB. */
export const SCAN_CACHE_MAX_ENTRIES = 64;

const digestOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

/**
 * Scans by token, in this process's memory. A token is used once, only by the user it was made
 * for and only with the very same photo bytes; anything else (another instance, an expired token)
 * is a miss and the photo is simply read again.
 */
export function createScanCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  function prune(): void {
    const time = now();
    for (const [token, entry] of entries) if (entry.expiresAt <= time) entries.delete(token);
    // Oldest first: a Map keeps insertion order.
    for (const token of entries.keys()) {
      if (entries.size <= SCAN_CACHE_MAX_ENTRIES) break;
      entries.delete(token);
    }
  }

  return {
    /** Keeps a scan of `photo` for `userId`; answers its token. */
    put(userId: string, photo: Buffer, scan: CachedScan): string {
      const token = randomBytes(32).toString('base64url');
      entries.set(token, {
        ...scan,
        userId,
        digest: digestOf(photo),
        expiresAt: now() + SCAN_CACHE_TTL_MS,
      });
      prune();
      return token;
    },

    /** The scan behind `token` if it is this user's scan of these bytes; the token is spent either way. */
    take(token: string, userId: string, photo: Buffer): CachedScan | null {
      const entry = entries.get(token);
      entries.delete(token);
      if (!entry || entry.expiresAt <= now()) return null;
      if (entry.userId !== userId || entry.digest !== digestOf(photo)) return null;
      return { scan: entry.scan, garment: entry.garment };
    },
  };
}

export type ScanCache = ReturnType<typeof createScanCache>;
