import type { FastifyBaseLogger } from 'fastify';
import { THUMBNAIL_EDGE } from '../../contract/wardrobe.ts';
import { composeCollage } from '../images/collage.ts';
import { ImageRejected } from '../images/image-errors.ts';
import {
  describeWebp,
  processPhoto,
  processScanImage,
  shrinkWebp,
  type EncodedImage,
} from '../images/image-pipeline.ts';
import { signBlobUrl } from '../storage/blob-access.ts';
import { newPhotoKey, photoOwner, thumbnailKeyOf } from '../storage/blob-keys.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { Signer } from '../storage/signer.ts';
import type { Uploads } from '../storage/uploads.ts';

export type { EncodedImage } from '../images/image-pipeline.ts';
export {
  ImageRejected,
  ImageTooLarge,
  NotAnImage,
  UnprocessableImage,
} from '../images/image-errors.ts';

/** A photo checked and re-encoded (WebP, upright, no metadata), not stored yet. */
export interface PreparedPhoto {
  /** At most 2048 px on its longest side. */
  image: EncodedImage;
  /** About 480 px on its longest side; what grids and the scanner read. */
  thumbnail: EncodedImage;
}

/** A stored photo: its blob keys and the URLs a row records (served to the owner only). */
export interface StoredPhoto {
  keys: { image: string; thumbnail: string };
  imageUrl: string;
  thumbnailUrl: string;
}

/** A raw upload claimed through its upload URL and already prepared. */
export interface PreparedUpload {
  photo: PreparedPhoto;
  /** Removes the raw upload; call it once the row points at the stored photo. */
  discard(): Promise<void>;
}

export interface PhotosDeps {
  blobs: BlobStore;
  uploads: Uploads;
  signer: Signer;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type Url = string | null | undefined;

/**
 * Every photo a user gives us, whatever the feature: validate (415 / 413 / 422 through the typed
 * errors), strip metadata and re-encode, store original and thumbnail through the BlobStore, and
 * tie their life to the row that records them (docs/architecture/photos.md, "The photo module").
 */
export function createPhotos({ blobs, uploads, signer, log }: PhotosDeps) {
  const keyOf = (url: Url) => (url ? blobs.keyFromUrl(url) : null);

  /** Removes blobs; a failure leaves an orphan file (logged), never a row without its photo. */
  async function removeKeys(keys: (string | null)[]): Promise<void> {
    const results = await Promise.allSettled(
      [...new Set(keys)].filter((key): key is string => key !== null).map((k) => blobs.delete(k)),
    );
    for (const result of results) {
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'could not remove a blob');
    }
  }

  /** The files behind stored photos' URLs, with the thumbnail that sits beside each photo. */
  const keysBehind = (urls: readonly Url[]) =>
    urls.map(keyOf).flatMap((key) => (key ? [key, thumbnailKeyOf(key)] : []));

  const photos = {
    /** Checks an upload (413 / 415 / 422) and re-encodes it; nothing is stored. */
    prepare(upload: Buffer): Promise<PreparedPhoto> {
      return processPhoto(upload);
    },

    /**
     * A cut-out we made (a transparent WebP) as a photo: the image as it is, plus its thumbnail.
     * It is stored like any photo.
     */
    async prepareCutout(cutout: Buffer): Promise<PreparedPhoto> {
      const [image, thumbnail] = await Promise.all([
        describeWebp(cutout),
        shrinkWebp(cutout, THUMBNAIL_EDGE),
      ]);
      return { image, thumbnail };
    },

    /** Checks an upload and makes only the small image a scan reads; nothing is stored. */
    prepareScan(upload: Buffer): Promise<EncodedImage> {
      return processScanImage(upload);
    },

    /**
     * Stores prepared photos for their owner (a photo and its cut-out, say): every file of every
     * photo, or (when a write fails) none of them.
     */
    async storeAll(ownerId: string, prepared: readonly PreparedPhoto[]): Promise<StoredPhoto[]> {
      const stored = prepared.map((photo) => {
        const image = newPhotoKey(ownerId);
        return { photo, keys: { image, thumbnail: thumbnailKeyOf(image)! } };
      });
      const writes = stored.flatMap(({ photo, keys }) => [
        blobs.put(keys.image, photo.image.bytes, photo.image.contentType),
        blobs.put(keys.thumbnail, photo.thumbnail.bytes, photo.thumbnail.contentType),
      ]);
      const failed = (await Promise.allSettled(writes)).find((r) => r.status === 'rejected');
      if (failed) {
        await removeKeys(stored.flatMap(({ keys }) => [keys.image, keys.thumbnail]));
        throw failed.reason;
      }
      return stored.map(({ keys }) => ({
        keys,
        imageUrl: blobs.url(keys.image),
        thumbnailUrl: blobs.url(keys.thumbnail),
      }));
    },

    /** Stores a prepared photo for its owner: both files, or (when a write fails) neither. */
    async store(ownerId: string, photo: PreparedPhoto): Promise<StoredPhoto> {
      const [stored] = await photos.storeAll(ownerId, [photo]);
      return stored!;
    },

    /** Checks, re-encodes and stores an upload: what a feature with one photo per row calls. */
    async accept(ownerId: string, upload: Buffer): Promise<StoredPhoto> {
      return photos.store(ownerId, await photos.prepare(upload));
    },

    /**
     * Takes the bytes the user PUT to an upload URL (spec §7's two-step photo change) and
     * prepares them. An upload the checks refuse can never be used, so it is removed at once.
     */
    async prepareUpload(ownerId: string, uploadUrl: string): Promise<PreparedUpload> {
      const upload = await uploads.claim(ownerId, uploadUrl);
      try {
        const photo = await photos.prepare(upload.bytes);
        // Once used, a failure to remove it leaves a file the daily prune takes: logged, not thrown.
        return { photo, discard: () => removeKeys([upload.key]) };
      } catch (error) {
        if (error instanceof ImageRejected) await uploads.discard(upload.key);
        throw error;
      }
    },

    /**
     * Writes the row that records freshly stored photos. If the write throws or writes nothing
     * (answers undefined: the row was gone, or another change won), the photos are removed, so a
     * failed insert leaves no blob behind.
     */
    async saveWith<T>(
      stored: readonly (StoredPhoto | null)[],
      write: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      const rollback = () =>
        removeKeys(
          stored.flatMap((photo) => (photo ? [photo.keys.image, photo.keys.thumbnail] : [])),
        );
      let row: T | undefined;
      try {
        row = await write();
      } catch (error) {
        await rollback();
        throw error;
      }
      if (row === undefined) await rollback();
      return row;
    },

    /**
     * Deletes a row, then the photos it recorded (`urlsOf` names them): a row deleted means its
     * blobs deleted. Answers the deleted row, or undefined when there was none.
     */
    async deleteWith<T>(
      remove: () => Promise<T | undefined>,
      urlsOf: (row: T) => readonly Url[],
    ): Promise<T | undefined> {
      const row = await remove();
      if (row !== undefined) await photos.remove(urlsOf(row));
      return row;
    },

    /** Removes the photos behind these URLs (and each one's thumbnail) once no row records them. */
    remove(urls: readonly Url[]): Promise<void> {
      return removeKeys(keysBehind(urls));
    },

    /** A stored photo's bytes and size (to process it again), or null when it is gone. */
    async read(url: Url): Promise<EncodedImage | null> {
      const key = keyOf(url);
      const bytes = key ? await blobs.read(key) : null;
      return bytes ? describeWebp(bytes) : null;
    },

    /**
     * An outfit's pieces (stored photos, by URL) laid out on one square image, not stored yet:
     * a cut-out sits whole in its cell, a photo with its background fills it. A piece whose photo
     * is gone is left out; null when none is left.
     */
    async collage(
      pieces: readonly { url: string; cutout: boolean }[],
    ): Promise<PreparedPhoto | null> {
      const found = await Promise.all(
        pieces.map(async ({ url, cutout }) => {
          const key = keyOf(url);
          const bytes = key ? await blobs.read(key) : null;
          return bytes ? { bytes, cutout } : null;
        }),
      );
      const present = found.filter((piece) => piece !== null);
      if (present.length === 0) return null;
      const image = await composeCollage(present);
      return { image, thumbnail: await shrinkWebp(image.bytes, THUMBNAIL_EDGE) };
    },

    /** The thumbnail's URL of a photo stored by `store`, for a row that records only the image. */
    thumbnailUrlOf(imageUrl: string): string | null {
      const key = thumbnailKeyOf(keyOf(imageUrl) ?? '');
      return key ? blobs.url(key) : null;
    },

    /**
     * A link to a stored photo that works without the owner's session until `expiresAt`, for pages
     * whose rules let others see it (the public vote page, marketplace listings).
     */
    signedUrl(url: string, expiresAt: Date): string {
      const key = keyOf(url);
      if (!key) throw new Error(`Not a stored photo: ${url}`);
      return signBlobUrl(signer, url, key, expiresAt);
    },

    /** The user a stored photo belongs to, or null when the URL names no stored photo. */
    ownerOf(url: string): string | null {
      const key = keyOf(url);
      return key ? photoOwner(key) : null;
    },

    /** A WebP we made, inline as a data URL at most `edge` on a side (shrunk only when larger). */
    async dataUrl(
      webp: Buffer,
      size: { width: number; height: number },
      edge: number,
    ): Promise<{ dataUrl: string; width: number; height: number }> {
      const small =
        Math.max(size.width, size.height) <= edge
          ? { bytes: webp, ...size }
          : await shrinkWebp(webp, edge);
      return {
        dataUrl: `data:image/webp;base64,${small.bytes.toString('base64')}`,
        width: small.width,
        height: small.height,
      };
    },
  };
  return photos;
}

export type Photos = ReturnType<typeof createPhotos>;
