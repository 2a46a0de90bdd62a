import type { Signer } from './signer.ts';

const PURPOSE = 'blob';

/**
 * A link to a stored photo that works without the owner's session until `expiresAt` — for pages
 * whose rules allow showing it to others (the public vote page, marketplace listings).
 * Without such a link a photo is served to its owner only.
 */
export function signBlobUrl(signer: Signer, url: string, key: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${url}?expires=${expires}&signature=${signer.sign(PURPOSE, `${key}.${expires}`)}`;
}

/** When a blob request's link expires, if it carries a valid, unexpired signature for this key. */
export function validBlobLinkExpiry(
  signer: Signer,
  key: string,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): Date | null {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires))
    return null;
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return signer.verify(PURPOSE, `${key}.${expires}`, signature) ? expiresAt : null;
}

/** True when a blob request carries a valid, unexpired signature for this key. */
export function hasValidBlobSignature(
  signer: Signer,
  key: string,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): boolean {
  return validBlobLinkExpiry(signer, key, query, now) !== null;
}
