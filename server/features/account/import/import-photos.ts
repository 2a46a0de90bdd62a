import { IMAGE_MAX_EDGE } from '../../../../contract/wardrobe.ts';
import { DomainError } from '../../../lib/domain-errors.ts';
import {
  ImageRejected,
  type Photos,
  type PreparedPhoto,
  type StoredPhoto,
} from '../../../photos/photos.ts';
import { bareWebpSize } from './bare-webp.ts';
import type { ExportArchive } from './zip-archive.ts';

export type ImportPhotos = Pick<Photos, 'prepare' | 'prepareScan' | 'store' | 'remove'>;

// Two at a time: each may decode a 2048 px image; the pipeline bounds the rest.
const CONCURRENCY = 2;

/**
 * A bare WebP within the stored size (what an export holds) gets the full check of any upload —
 * type from the bytes, size, pixel count, a complete decode — which also makes its thumbnail, and
 * is kept byte for byte. Anything else is re-encoded like an upload.
 */
async function preparePhoto(photos: ImportPhotos, bytes: Buffer): Promise<PreparedPhoto> {
  const size = bareWebpSize(bytes);
  if (!size || Math.max(size.width, size.height) > IMAGE_MAX_EDGE) return photos.prepare(bytes);
  const thumbnail = await photos.prepareScan(bytes);
  return { image: { bytes, contentType: 'image/webp', ...size }, thumbnail };
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
          throw new DomainError(error.kind, `${name}: ${error.message}`);
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
