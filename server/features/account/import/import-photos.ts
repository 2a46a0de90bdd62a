import { HttpError } from '../../../http/errors.ts';
import {
  ImageRejected,
  type Photos,
  type PreparedPhoto,
  type StoredPhoto,
} from '../../../photos/photos.ts';
import { isBareWebp } from './bare-webp.ts';
import type { ExportArchive } from './zip-archive.ts';

export type ImportPhotos = Pick<Photos, 'prepare' | 'prepareCutout' | 'store' | 'remove'>;

// Two at a time: each may decode a 2048 px image; the pipeline bounds the rest.
const CONCURRENCY = 2;

/**
 * The full check of any upload (type from the bytes, size, pixel count, a complete decode), then
 * the bytes as they are when they are already a bare WebP of the same size as the checked image,
 * else the re-encoded image.
 */
async function preparePhoto(photos: ImportPhotos, bytes: Buffer): Promise<PreparedPhoto> {
  const checked = await photos.prepare(bytes);
  if (!isBareWebp(bytes)) return checked;
  const kept = await photos.prepareCutout(bytes);
  const sameSize =
    kept.image.width === checked.image.width && kept.image.height === checked.image.height;
  return sameSize ? { image: kept.image, thumbnail: checked.thumbnail } : checked;
}

/**
 * Checks and stores the zip's photos for `ownerId` through the photo pipeline. All of them or, when
 * one fails, none: the ones already stored are removed before the error (naming the file) is thrown.
 */
export async function storeImportPhotos(
  photos: ImportPhotos,
  archive: ExportArchive,
  ownerId: string,
  names: readonly string[],
): Promise<Map<string, StoredPhoto>> {
  const stored = new Map<string, StoredPhoto>();
  let next = 0;
  async function worker(): Promise<void> {
    while (next < names.length) {
      const name = names[next++]!;
      try {
        const prepared = await preparePhoto(photos, await archive.read(name));
        stored.set(name, await photos.store(ownerId, prepared));
      } catch (error) {
        next = names.length;
        if (error instanceof ImageRejected)
          throw new HttpError(error.statusCode, `${name}: ${error.message}`);
        throw error;
      }
    }
  }
  const results = await Promise.allSettled(Array.from({ length: CONCURRENCY }, worker));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await photos.remove([...stored.values()].map((photo) => photo.imageUrl));
    throw failed.reason;
  }
  return stored;
}
