import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  NO_CUTOUT_MESSAGE,
  NO_PHOTO_MESSAGE,
  SURE_CATEGORY_CONFIDENCE,
  type Category,
  type CreateItemInput,
  type DisplayImage,
  type ItemAiTags,
  type ItemColor,
  type ScanResult,
  type UpdateItemInput,
  type WardrobeItem,
} from '../../../contract/wardrobe.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { processPhoto, processScanImage, type EncodedImage } from '../../images/image-pipeline.ts';
import { newPhotoKey } from '../../storage/blob-keys.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { Uploads } from '../../storage/uploads.ts';
import type { GarmentVision } from '../../stylist/local/garment-vision.ts';
import type { RecognizedGarment } from '../../stylist/local/scan-item.ts';
import type { ScanImage, Stylist } from '../../stylist/stylist.ts';
import type { Clock } from '../auth/service.ts';
import type { PreferencesService } from '../preferences/service.ts';
import { cutoutImages, cutoutPreview, scanImageOf } from './cutout-images.ts';
import { createWardrobeRepo, type ItemPatch, type ItemRow, type PhotoFields } from './repo.ts';

export interface WardrobeDeps {
  db: Db;
  pool: pg.Pool;
  blobs: BlobStore;
  stylist: Stylist;
  uploads: Uploads;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The offline cut-out and garment classifier; without it photos are stored as they are. */
  vision?: GarmentVision | null;
  /** Whether the user wants new photos cut out. */
  preferences: Pick<PreferencesService, 'get'>;
}

/** A stored photo: the item fields that point at it and the blob keys to remove on failure. */
interface StoredPhoto {
  keys: string[];
  fields: PhotoFields;
}

/** What the garment recogniser made of a photo, or why it could not tell. */
interface Recognition {
  garment: RecognizedGarment | null;
  error: unknown;
}

/** The recogniser found nothing standing out from the background: an answer, not a failure. */
const isNoGarment = (error: unknown) => error instanceof HttpError && error.statusCode === 422;
const isBusy = (error: unknown) => error instanceof HttpError && error.statusCode === 503;

export const NO_GARMENT_NOTE =
  'No garment stood out from the background, so only the colours were read. Try a plainer background.';
export const RECOGNIZER_FAILED_NOTE =
  'The garment could not be recognised, so only the colours were read.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names nothing: 404 like any other unknown item. */
function itemId(id: string): string {
  if (!UUID.test(id)) throw notFound('Item not found');
  return id.toLowerCase();
}

const itemNotFound = () => notFound('Item not found');

/** A stored row as every answer shows it: imageUrl and thumbnailUrl are the image it shows. */
export function toWardrobeItem(row: ItemRow): WardrobeItem {
  const showCutout = row.displayImage === 'cutout' && row.cutoutUrl !== null;
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    category: row.category as Category,
    subcategory: row.subcategory,
    color: row.color,
    colors: (row.colors as ItemColor[] | null) ?? null,
    brand: row.brand,
    size: row.size,
    price: row.price,
    imageUrl: showCutout ? row.cutoutUrl : row.imageUrl,
    thumbnailUrl: showCutout ? (row.cutoutThumbnailUrl ?? row.cutoutUrl) : row.thumbnailUrl,
    displayImage: showCutout ? 'cutout' : 'original',
    originalImageUrl: row.imageUrl,
    originalThumbnailUrl: row.thumbnailUrl,
    cutoutImageUrl: row.cutoutUrl,
    cutoutThumbnailUrl: row.cutoutThumbnailUrl,
    tags: row.tags,
    timesWorn: row.timesWorn,
    lastWorn: row.lastWorn ? row.lastWorn.toISOString() : null,
    aiTags: (row.aiTags as ItemAiTags | null) ?? null,
    inLaundry: row.inLaundry,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Wardrobe items: their photos (blob first, row second), edits, wear log and the AI scan. */
export function createWardrobeService({
  db,
  pool,
  blobs,
  stylist,
  uploads,
  clock,
  log,
  vision = null,
  preferences,
}: WardrobeDeps) {
  const repo = createWardrobeRepo(db, pool);

  /** Removes blobs no row points at any more; a failure leaves an orphan file, never a broken row. */
  async function removeBlobs(keys: (string | null)[]): Promise<void> {
    const results = await Promise.allSettled(
      keys.filter((key): key is string => key !== null).map((key) => blobs.delete(key)),
    );
    for (const result of results) {
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'could not remove a blob');
    }
  }

  const keysOf = (
    row: Pick<ItemRow, 'imageUrl' | 'thumbnailUrl' | 'cutoutUrl' | 'cutoutThumbnailUrl'>,
  ) =>
    [row.imageUrl, row.thumbnailUrl, row.cutoutUrl, row.cutoutThumbnailUrl].map((url) =>
      url ? blobs.keyFromUrl(url) : null,
    );

  /**
   * Starts the garment recogniser on a scan image (settled, so a failure is a value to look at
   * later, never an unhandled rejection). The stylist's own scan of the same image joins this run.
   */
  function recognise(image: ScanImage, source?: Buffer): Promise<Recognition> {
    if (!vision) return Promise.resolve({ garment: null, error: null });
    return vision.recognize(image, source).then(
      (garment) => ({ garment, error: null }),
      (error: unknown) => ({ garment: null, error }),
    );
  }

  function logRecognition({ error }: Recognition): void {
    if (error && !isNoGarment(error)) log.warn({ err: error }, 'garment recognition failed');
  }

  /** The scan of a stored photo; a scanner failure must not lose the user's upload. */
  async function analyse(thumbnail: EncodedImage): Promise<ScanResult | null> {
    try {
      return await stylist.scanItem(thumbnail);
    } catch (error) {
      log.warn({ err: error }, 'photo analysis failed; item kept without AI tags');
      return null;
    }
  }

  /** Puts blobs side by side; if one write fails, the others are taken back. */
  async function putAll(writes: { key: string; bytes: Buffer }[]): Promise<void> {
    const results = await Promise.allSettled(
      writes.map(({ key, bytes }) => blobs.put(key, bytes, 'image/webp')),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      await removeBlobs(writes.map(({ key }) => key));
      throw failed.reason;
    }
  }

  const aiTagsOf = (scan: ScanResult, garment: RecognizedGarment | null): ItemAiTags => ({
    provider: scan.provider,
    colors: scan.colors.map((color) => color.name),
    category: scan.category,
    subcategory: scan.subcategory,
    style: scan.style,
    analyzedAt: clock.now().toISOString(),
    models: [...(garment?.models ?? [])],
    confidence: scan.confidence.category,
    lowConfidence: lowConfidenceOf(scan),
  });

  /**
   * Validates, normalises, analyses and stores a photo and, when the user wants it, its cut-out;
   * the caller writes the row after. `displayImage` 'cutout' asks for a cut-out whatever the
   * preference says; 'original' keeps one (when made) but shows the photo as taken.
   */
  async function storePhoto(
    userId: string,
    bytes: Buffer,
    displayImage?: DisplayImage,
  ): Promise<StoredPhoto> {
    const photo = await processPhoto(bytes);
    const wantCutout = displayImage === 'cutout' || (await preferences.get(userId)).autoCutout;
    // The stored cut-out is cut from the large image; without one the thumbnail is enough to read.
    const recognition = recognise(photo.thumbnail, wantCutout ? photo.image.bytes : undefined);
    const scan = await analyse(photo.thumbnail);
    const recognised = await recognition;
    logRecognition(recognised);
    const cutout =
      wantCutout && recognised.garment?.cutout
        ? await cutoutImages(recognised.garment.cutout)
        : null;

    const imageKey = newPhotoKey(userId);
    const thumbnailKey = newPhotoKey(userId);
    const cutoutKeys = cutout ? [newPhotoKey(userId), newPhotoKey(userId)] : [];
    await putAll([
      { key: imageKey, bytes: photo.image.bytes },
      { key: thumbnailKey, bytes: photo.thumbnail.bytes },
      ...(cutout
        ? [
            { key: cutoutKeys[0]!, bytes: cutout.image },
            { key: cutoutKeys[1]!, bytes: cutout.thumbnail.bytes },
          ]
        : []),
    ]);
    return {
      keys: [imageKey, thumbnailKey, ...cutoutKeys],
      fields: {
        imageUrl: blobs.url(imageKey),
        thumbnailUrl: blobs.url(thumbnailKey),
        cutoutUrl: cutout ? blobs.url(cutoutKeys[0]!) : null,
        cutoutThumbnailUrl: cutout ? blobs.url(cutoutKeys[1]!) : null,
        displayImage: cutout ? (displayImage ?? 'cutout') : 'original',
        colors: scan?.colors ?? null,
        aiTags: scan && aiTagsOf(scan, recognised.garment),
      },
    };
  }

  /** Runs a row write after a photo was stored; if the write fails or finds nothing, the photo goes. */
  async function withPhotoRollback<T>(
    photo: StoredPhoto | null,
    write: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    let result: T | undefined;
    try {
      result = await write();
    } catch (error) {
      if (photo) await removeBlobs(photo.keys);
      throw error;
    }
    if (result === undefined && photo) await removeBlobs(photo.keys);
    return result;
  }

  async function findOwned(userId: string, id: string): Promise<ItemRow> {
    const row = await repo.find(userId, itemId(id));
    if (!row) throw itemNotFound();
    return row;
  }

  return {
    /** The user's active items, newest first. */
    async list(userId: string): Promise<WardrobeItem[]> {
      return (await repo.listActive(userId)).map(toWardrobeItem);
    },

    /** Adds an item, with its photo when one is given (stored before the row is written). */
    async create(
      userId: string,
      input: CreateItemInput,
      image: Buffer | null,
    ): Promise<WardrobeItem> {
      const { displayImage, ...fields } = input;
      const photo = image ? await storePhoto(userId, image, displayImage) : null;
      const row = await withPhotoRollback(photo, () =>
        repo.insert({ ...fields, ...photo?.fields, userId }),
      );
      return toWardrobeItem(row!);
    },

    /**
     * Applies a partial edit; an empty edit answers the item unchanged. Showing the cut-out needs
     * one (409 otherwise); switching back to the original is always possible.
     */
    async update(userId: string, id: string, patch: UpdateItemInput): Promise<WardrobeItem> {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as ItemPatch;
      const requireCutout = changes.displayImage === 'cutout';
      const row = Object.keys(changes).length
        ? await repo.update(userId, itemId(id), changes, { requireCutout })
        : await repo.find(userId, itemId(id));
      if (!row) {
        if (requireCutout && (await repo.find(userId, itemId(id)))) {
          throw new HttpError(409, NO_CUTOUT_MESSAGE);
        }
        throw itemNotFound();
      }
      return toWardrobeItem(row);
    },

    /** Deletes the item, then its photos (original and cut-out). */
    async remove(userId: string, id: string): Promise<void> {
      const row = await repo.delete(userId, itemId(id));
      if (!row) throw itemNotFound();
      await removeBlobs(keysOf(row));
    },

    /** Replaces the item's photo with what the user PUT to an upload URL; the old photo and cut-out go. */
    async attachUpload(userId: string, id: string, imageURL: string): Promise<WardrobeItem> {
      const before = await findOwned(userId, id);
      const upload = await uploads.claim(userId, imageURL);
      let photo: StoredPhoto;
      try {
        photo = await storePhoto(userId, upload.bytes);
      } catch (error) {
        // An upload the pipeline refuses can never be attached: do not keep it around.
        if (error instanceof HttpError && error.statusCode < 500) await uploads.discard(upload.key);
        throw error;
      }
      const row = await withPhotoRollback(photo, () =>
        repo.replacePhoto(userId, before.id, before.imageUrl, photo.fields),
      );
      if (!row) {
        // Deleted meanwhile (404), or another photo change got there first (409).
        if (await repo.find(userId, before.id)) {
          throw new HttpError(409, 'The photo was changed at the same time. Please try again.');
        }
        throw itemNotFound();
      }
      await removeBlobs([...keysOf(before), upload.key]);
      return toWardrobeItem(row);
    },

    /**
     * Removes the background of the item's stored photo on request (an item added before cut-outs,
     * or with them turned off) and shows the cut-out. 409 without a photo, 422 when no garment
     * stands out, 503 when the scanner is busy or not available.
     */
    async addCutout(userId: string, id: string): Promise<WardrobeItem> {
      const before = await findOwned(userId, id);
      if (before.cutoutUrl) {
        const shown =
          before.displayImage === 'cutout'
            ? before
            : await repo.update(userId, before.id, { displayImage: 'cutout' });
        if (!shown) throw itemNotFound();
        return toWardrobeItem(shown);
      }
      const imageKey = before.imageUrl ? blobs.keyFromUrl(before.imageUrl) : null;
      const original = imageKey ? await blobs.read(imageKey) : null;
      if (!before.imageUrl || !original) throw new HttpError(409, NO_PHOTO_MESSAGE);
      if (!vision) throw new HttpError(503, 'Background removal is not available on this server');

      const garment = await vision.recognize(await scanImageOf(original));
      if (!garment.cutout) throw new HttpError(422, 'No garment could be found in the photo');
      const cutout = await cutoutImages(garment.cutout);
      const keys = [newPhotoKey(userId), newPhotoKey(userId)];
      await putAll([
        { key: keys[0]!, bytes: cutout.image },
        { key: keys[1]!, bytes: cutout.thumbnail.bytes },
      ]);
      const row = await withPhotoRollback({ keys, fields: {} }, () =>
        repo.addCutout(userId, before.id, before.imageUrl!, {
          cutoutUrl: blobs.url(keys[0]!),
          cutoutThumbnailUrl: blobs.url(keys[1]!),
          displayImage: 'cutout',
        }),
      );
      if (!row) {
        if (await repo.find(userId, before.id)) {
          throw new HttpError(409, 'The photo was changed at the same time. Please try again.');
        }
        throw itemNotFound();
      }
      return toWardrobeItem(row);
    },

    /** Logs a wear now: timesWorn + 1, lastWorn = now. */
    async logWear(userId: string, id: string): Promise<WardrobeItem> {
      const row = await repo.logWear(userId, itemId(id), clock.now());
      if (!row) throw itemNotFound();
      return toWardrobeItem(row);
    },

    /** Logs one wear at `at` for each item (an outfit worn); ids not in the user's wardrobe are skipped. */
    async logWears(userId: string, ids: readonly string[], at: Date): Promise<WardrobeItem[]> {
      const worn: WardrobeItem[] = [];
      // One logged wear per item, each in its own transaction, exactly as a single wear is logged.
      for (const id of new Set(ids.map((i) => i.toLowerCase()))) {
        if (!UUID.test(id)) continue;
        const row = await repo.logWear(userId, id, at);
        if (row) worn.push(toWardrobeItem(row));
      }
      return worn;
    },

    /** Takes back the newest wear; 409 when the item has none. */
    async undoWear(userId: string, id: string): Promise<WardrobeItem> {
      const row = await repo.undoWear(userId, itemId(id));
      if (!row) throw itemNotFound();
      if (row === 'none') throw new HttpError(409, 'This item has no wear to undo');
      return toWardrobeItem(row);
    },

    /**
     * Reads a photo for the add and scan dialogs, nothing stored: the stylist's answer plus the
     * cut-out to show at once. A scanner too busy to take the photo answers 503 (try again).
     */
    async scan(image: Buffer): Promise<ScanResult> {
      const scanImage = await processScanImage(image);
      // The cut-out comes from the upload itself: sharp enough for the dialogs at any pixel density.
      const recognition = recognise(scanImage, image);
      const result = await stylist.scanItem(scanImage);
      const recognised = await recognition;
      if (isBusy(recognised.error)) throw recognised.error;
      logRecognition(recognised);
      const { garment, error } = recognised;
      const note =
        result.note ??
        (vision && !garment && result.category === null
          ? isNoGarment(error)
            ? NO_GARMENT_NOTE
            : RECOGNIZER_FAILED_NOTE
          : undefined);
      return {
        ...result,
        lowConfidence: lowConfidenceOf(result),
        cutout: garment ? await cutoutPreview(garment) : null,
        ...(note ? { note } : {}),
      };
    },
  };
}

/** The scanner's own flag, or for a scanner without one (an AI model), its category confidence. */
function lowConfidenceOf(scan: ScanResult): boolean {
  if (scan.category === null) return false;
  return scan.lowConfidence ?? (scan.confidence.category ?? 0) < SURE_CATEGORY_CONFIDENCE;
}

export type WardrobeService = ReturnType<typeof createWardrobeService>;
