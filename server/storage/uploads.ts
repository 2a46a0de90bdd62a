import { IMAGE_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from '../../contract/wardrobe.ts';
import { badRequest, forbidden, notFound } from '../lib/domain-errors.ts';
import type { Readable } from 'node:stream';
import { PENDING_PREFIX, pendingKey, randomKeyPart } from './blob-keys.ts';
import { CheckedUpload } from './checked-upload.ts';
import type { BlobStore } from './blob-store.ts';
import { UPLOAD_URL_PREFIX } from './blob-url.ts';
import type { Clock } from '../lib/clock.ts';
import type { Signer } from './signer.ts';

/** Uploads never attached are removed after a day. */
export const PENDING_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// `<user id, 16 bytes base64url>.<nonce>.<expiry, base-36 seconds>.<signature>`: compact, because
// the router caps a path parameter at 100 characters.
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{24})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

const compactId = (uuid: string) =>
  Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
const expandId = (compact: string) =>
  Buffer.from(compact, 'base64url')
    .toString('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const PURPOSE = 'upload';

export interface UploadTarget {
  key: string;
}

interface Token {
  userId: string;
  key: string;
  expiresAt: number;
}

/**
 * The two-step photo change (spec §7): POST /api/objects/upload hands out a short-lived URL
 * signed for one user and one key; the browser PUTs the bytes there; PUT /api/wardrobe/:id/image
 * then claims them. An S3 store could hand out a presigned URL instead with the same flow.
 */
export function createUploads({
  blobs,
  signer,
  clock,
}: {
  blobs: BlobStore;
  signer: Signer;
  clock: Clock;
}) {
  /** A verified token, or null when it is malformed or its signature is wrong. */
  function parseToken(token: string): Token | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, user, nonce, expires, signature] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (!signer.verify(PURPOSE, `${user}.${nonce}.${expires}`, signature)) return null;
    const userId = expandId(user);
    return {
      userId,
      key: pendingKey(userId, nonce),
      expiresAt: Number.parseInt(expires, 36) * 1000,
    };
  }

  return {
    /** A fresh upload URL for the user, valid for UPLOAD_URL_TTL_SECONDS. */
    issueUrl(userId: string): string {
      const expires = Math.floor(clock.now().getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const payload = `${compactId(userId)}.${randomKeyPart()}.${expires.toString(36)}`;
      return `${UPLOAD_URL_PREFIX}${payload}.${signer.sign(PURPOSE, payload)}`;
    },

    /** The target of an upload link: 403 when it is forged or expired. Checked before reading the body. */
    authorize(token: string): UploadTarget {
      const parsed = parseToken(token);
      if (!parsed) throw forbidden('This upload link is invalid');
      if (parsed.expiresAt <= clock.now().getTime())
        throw forbidden('This upload link has expired');
      return { key: parsed.key };
    },

    /**
     * Streams the bytes PUT to an authorised link into the store, checked on the way: 413 past
     * 15 MB, 415 when they are not an image we take, and then nothing is stored.
     */
    async store(target: UploadTarget, body: Readable): Promise<void> {
      const checked = new CheckedUpload(IMAGE_MAX_BYTES);
      body.on('error', (error) => checked.destroy(error));
      // The check can fail before the store starts reading (a short body that is no image fails
      // on its end): the store's read sees the error and the catch below answers it; without a
      // listener here it would also escape as an uncaught 'error' event and take the process down.
      checked.on('error', () => undefined);
      try {
        await blobs.putStream(target.key, body.pipe(checked), 'application/octet-stream');
      } catch (error) {
        // A store may wrap the stream's error; the check's own refusal says what was wrong.
        throw checked.refusal ?? error;
      }
    },

    /**
     * The bytes uploaded to `imageURL` by this user. The link's expiry bounds the PUT only:
     * what was uploaded in time may be attached until it is pruned.
     */
    async claim(userId: string, imageURL: string): Promise<{ key: string; bytes: Buffer }> {
      let pathname: string;
      try {
        pathname = new URL(imageURL, 'http://upload.invalid').pathname;
      } catch {
        pathname = '';
      }
      const parsed = pathname.startsWith(UPLOAD_URL_PREFIX)
        ? parseToken(pathname.slice(UPLOAD_URL_PREFIX.length))
        : null;
      if (!parsed) throw badRequest('imageURL is not an upload URL from this server');
      const bytes = parsed.userId === userId ? await blobs.read(parsed.key) : null;
      if (!bytes) throw notFound('No upload found at imageURL');
      return { key: parsed.key, bytes };
    },

    /** Removes a claimed or abandoned upload. */
    discard(key: string): Promise<void> {
      return blobs.delete(key);
    },

    /** Removes uploads older than a day that were never attached; answers how many. */
    async pruneAbandoned(): Promise<number> {
      return blobs.deleteOlderThan(
        PENDING_PREFIX,
        new Date(clock.now().getTime() - PENDING_UPLOAD_MAX_AGE_MS),
      );
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
