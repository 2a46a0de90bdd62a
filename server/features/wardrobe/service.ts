import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type {
  Category,
  CreateItemInput,
  ItemAiTags,
  ItemColor,
  ScanResult,
  UpdateItemInput,
  WardrobeItem,
} from '../../../contract/wardrobe.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { processPhoto, processScanImage, type EncodedImage } from '../../images/image-pipeline.ts';
import { newPhotoKey } from '../../storage/blob-keys.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { Uploads } from '../../storage/uploads.ts';
import type { Stylist } from '../../stylist/stylist.ts';
import type { Clock } from '../auth/service.ts';
import { createWardrobeRepo, type ItemPatch, type ItemRow } from './repo.ts';

export interface WardrobeDeps {
  db: Db;
  pool: pg.Pool;
  blobs: BlobStore;
  stylist: Stylist;
  uploads: Uploads;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** A stored photo: the item fields that point at it and the blob keys to remove on failure. */
interface StoredPhoto {
  keys: string[];
  fields: Pick<ItemPatch, 'imageUrl' | 'thumbnailUrl' | 'colors' | 'aiTags'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names nothing: 404 like any other unknown item. */
function itemId(id: string): string {
  if (!UUID.test(id)) throw notFound('Item not found');
  return id.toLowerCase();
}

const itemNotFound = () => notFound('Item not found');

/** A stored row as every answer shows it. */
export function toWardrobeItem(row: ItemRow): WardrobeItem {
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
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
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

  const keysOf = (row: Pick<ItemRow, 'imageUrl' | 'thumbnailUrl'>) => [
    row.imageUrl ? blobs.keyFromUrl(row.imageUrl) : null,
    row.thumbnailUrl ? blobs.keyFromUrl(row.thumbnailUrl) : null,
  ];

  /** The scan of a stored photo; a scanner failure must not lose the user's upload. */
  async function analyse(thumbnail: EncodedImage): Promise<ScanResult | null> {
    try {
      return await stylist.scanItem(thumbnail);
    } catch (error) {
      log.warn({ err: error }, 'photo analysis failed; item kept without AI tags');
      return null;
    }
  }

  /** Validates, normalises, analyses and stores a photo; the caller writes the row after. */
  async function storePhoto(userId: string, bytes: Buffer): Promise<StoredPhoto> {
    const photo = await processPhoto(bytes);
    const scan = await analyse(photo.thumbnail);
    const imageKey = newPhotoKey(userId);
    const thumbnailKey = newPhotoKey(userId);
    const writes = await Promise.allSettled([
      blobs.put(imageKey, photo.image.bytes, photo.image.contentType),
      blobs.put(thumbnailKey, photo.thumbnail.bytes, photo.thumbnail.contentType),
    ]);
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) {
      await removeBlobs([imageKey, thumbnailKey]);
      throw failed.reason;
    }
    const aiTags: ItemAiTags | null = scan && {
      provider: scan.provider,
      colors: scan.colors.map((color) => color.name),
      category: scan.category,
      subcategory: scan.subcategory,
      style: scan.style,
      analyzedAt: clock.now().toISOString(),
    };
    return {
      keys: [imageKey, thumbnailKey],
      fields: {
        imageUrl: blobs.url(imageKey),
        thumbnailUrl: blobs.url(thumbnailKey),
        colors: scan?.colors ?? null,
        aiTags,
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
      const photo = image ? await storePhoto(userId, image) : null;
      const row = await withPhotoRollback(photo, () =>
        repo.insert({ ...input, ...photo?.fields, userId }),
      );
      return toWardrobeItem(row!);
    },

    /** Applies a partial edit; an empty edit answers the item unchanged. */
    async update(userId: string, id: string, patch: UpdateItemInput): Promise<WardrobeItem> {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as ItemPatch;
      const row = Object.keys(changes).length
        ? await repo.update(userId, itemId(id), changes)
        : await repo.find(userId, itemId(id));
      if (!row) throw itemNotFound();
      return toWardrobeItem(row);
    },

    /** Deletes the item, then its photos. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await repo.delete(userId, itemId(id));
      if (!row) throw itemNotFound();
      await removeBlobs(keysOf(row));
    },

    /** Replaces the item's photo with what the user PUT to an upload URL; the old photo goes. */
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

    /** Reads a photo for the scan dialog; nothing is stored. */
    async scan(image: Buffer): Promise<ScanResult> {
      return stylist.scanItem(await processScanImage(image));
    },
  };
}

export type WardrobeService = ReturnType<typeof createWardrobeService>;
