import { isValidKey } from './blob-keys.ts';

/** Stored photos are served under this path (see blob-routes.ts). */
export const BLOB_URL_PREFIX = '/api/blobs/';

/** Raw uploads are PUT under this path (see upload-routes.ts). */
export const UPLOAD_URL_PREFIX = '/api/uploads/';

/**
 * The app's own URL for a key. Every store answers these (never a bucket's address), so the URLs
 * rows record keep working when the photos move from local disk to a bucket.
 */
export function blobUrlOf(key: string): string {
  if (!isValidKey(key)) throw new Error(`Refused blob key ${JSON.stringify(key)}`);
  return BLOB_URL_PREFIX + key;
}

/** The key behind a URL made by blobUrlOf, or null for anything else. */
export function blobKeyOfUrl(url: string): string | null {
  if (!url.startsWith(BLOB_URL_PREFIX)) return null;
  const key = url.slice(BLOB_URL_PREFIX.length);
  return isValidKey(key) ? key : null;
}
