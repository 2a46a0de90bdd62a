import { randomBytes } from 'node:crypto';

// Keys: `<ownerId>/<random>.webp` for stored photos (`<ownerId>/<random>.thumb.webp` for a
// photo's thumbnail), `pending/<ownerId>/<random>` for raw uploads waiting to be attached. The
// random part is 144 bits: names cannot be guessed.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RANDOM = '[A-Za-z0-9_-]{24}';
const PHOTO_KEY = new RegExp(`^(${UUID})/${RANDOM}(\\.thumb)?\\.webp$`);
const PENDING_KEY = new RegExp(`^pending/(${UUID})/${RANDOM}$`);

export const PENDING_PREFIX = 'pending/';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

export const randomKeyPart = () => randomBytes(18).toString('base64url');

/** A fresh key for a stored (normalised) photo of a user. */
export const newPhotoKey = (ownerId: string) => `${ownerId}/${randomKeyPart()}.webp`;

/** The key of a photo's thumbnail: beside it, so a row that records one URL still finds both. */
export function thumbnailKeyOf(photoKey: string): string | null {
  const match = PHOTO_KEY.exec(photoKey);
  return match && !match[2] ? photoKey.replace(/\.webp$/, '.thumb.webp') : null;
}

/** The key where a raw upload waits to be attached. */
export const pendingKey = (ownerId: string, nonce: string) =>
  `${PENDING_PREFIX}${ownerId}/${nonce}`;

/** True for keys this app makes; anything else (`..`, absolute paths, odd names) is refused. */
export const isValidKey = (key: string) => PHOTO_KEY.test(key) || PENDING_KEY.test(key);

/** The user a stored photo belongs to, or null when the key is not a stored photo's. */
export function photoOwner(key: string): string | null {
  return PHOTO_KEY.exec(key)?.[1] ?? null;
}

/** The user a stored photo or a raw upload belongs to: whose storage it takes. */
export function ownerOfKey(key: string): string | null {
  return (PHOTO_KEY.exec(key) ?? PENDING_KEY.exec(key))?.[1] ?? null;
}

/** The content type a key is served with. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (extension && CONTENT_TYPES[extension]) ?? 'application/octet-stream';
}
