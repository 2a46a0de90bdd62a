import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  NO_CUTOUT_MESSAGE,
  type CreateItemInput,
  type ScanResult,
  type UpdateItemInput,
  type WardrobeItem,
} from '../../../contract/wardrobe.ts';
import type { ItemWearHistory } from '../../../contract/wear-history.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { canonicalId, idOr } from '../../lib/ids.ts';
import type { Queryable } from '../../lib/transactions.ts';
import type { Photos } from '../../photos/photos.ts';
import type { GarmentVision, Stylist, StylistItem } from '../../stylist/stylist.ts';
import type { PreferencesService } from '../preferences/service.ts';
import { createGarmentReader } from './garment-reader.ts';
import { photoUrlsOf, toWardrobeItem } from './item-view.ts';
import { createPhotoAnalysis } from './photo-analysis.ts';
import { createPhotoIntake } from './photo-intake.ts';
import { createWardrobeRepo, type ItemPatch, type ItemRow } from './repo.ts';
import { createScanCache } from './scan-cache.ts';
import { toStylistItem } from './stylist-items.ts';
import { historyStart, wearHistory } from './wear-history.ts';

export { RECOGNIZER_FAILED_NOTE } from './garment-reader.ts';

/** Longest side of the cut-out a scan answers inline; the dialogs show it at most ~320 px wide. */
const SCAN_PREVIEW_EDGE = 640;

export interface WardrobeDeps {
  db: Db;
  pool: pg.Pool;
  photos: Photos;
  stylist: Stylist;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The offline cut-out and garment classifier; without it photos are stored as they are. */
  vision?: GarmentVision | null;
  /** Whether the user wants new photos cut out. */
  preferences: Pick<PreferencesService, 'get'>;
}

const itemNotFound = () => notFound('Item not found');
/** An id that is not a UUID names nothing: 404 like any other unknown item. */
const itemId = (id: string) => idOr(id, itemNotFound);
const photoChangedMeanwhile = () =>
  conflict('The photo was changed at the same time. Please try again.');

/** Wardrobe items: their photos (blob first, row second), edits, wear log and the AI scan. */
export function createWardrobeService({
  db,
  pool,
  photos,
  stylist,
  clock,
  log,
  vision = null,
  preferences,
}: WardrobeDeps) {
  const repo = createWardrobeRepo(db, pool);
  const reader = createGarmentReader({ stylist, vision, clock, log });
  const intake = createPhotoIntake({ photos, reader, preferences });
  const scans = createScanCache();
  const analysis = createPhotoAnalysis({ repo, photos, intake, log });

  /**
   * Queues the background reading of the photo just written to the item `row`: the job names the
   * item and its photo; the bytes are read back from the store when its turn comes.
   */
  function readLater(row: ItemRow): void {
    if (!row.pendingAnalysis || !row.imageUrl) return;
    analysis.schedule({ userId: row.userId, itemId: row.id, imageUrl: row.imageUrl });
  }

  async function findOwned(userId: string, id: string): Promise<ItemRow> {
    const row = await repo.find(userId, itemId(id));
    if (!row) throw itemNotFound();
    return row;
  }

  /** A photo change that wrote nothing: the item was deleted meanwhile (404), or changed (409). */
  async function lostPhotoRace(userId: string, id: string): Promise<never> {
    throw (await repo.find(userId, id)) ? photoChangedMeanwhile() : itemNotFound();
  }

  return {
    /** The user's active items, newest first. */
    async list(userId: string): Promise<WardrobeItem[]> {
      return (await repo.listActive(userId)).map(toWardrobeItem);
    },

    /** One of the user's items, active or retired (404 otherwise). */
    async get(userId: string, id: string): Promise<WardrobeItem> {
      return toWardrobeItem(await findOwned(userId, id));
    },

    /** One of the user's items' wears per month over the last year (404 unless it is theirs). */
    async wearHistory(userId: string, id: string): Promise<ItemWearHistory> {
      const item = await findOwned(userId, id);
      const now = clock.now();
      return wearHistory(await repo.wearsByMonth(userId, item.id, historyStart(now)), now);
    },

    /**
     * Retires an item (sold, given away): it leaves the wardrobe and its lists but stays in past
     * outfits' history. `tx` lets the caller retire it in its own transaction (a sold listing).
     */
    async retire(userId: string, id: string, tx?: Queryable): Promise<WardrobeItem> {
      const row = await repo.retire(userId, itemId(id), tx);
      if (!row) throw itemNotFound();
      return toWardrobeItem(row);
    },

    /** The user's active items as the stylist port takes them (laundry included: it says so). */
    async stylistItems(userId: string): Promise<StylistItem[]> {
      return (await repo.listActive(userId)).map((row) => toStylistItem(toWardrobeItem(row)));
    },

    /**
     * Adds an item, with its photo when one is given (stored before the row is written). With the
     * scanToken of this user's scan of the same photo, that reading is reused, not run again, and
     * the item is complete at once; otherwise the answer comes as soon as the photo is stored and
     * the item is `analysing` until its reading (cut-out, colours, category) lands.
     */
    async create(
      userId: string,
      input: CreateItemInput,
      image: Buffer | null,
    ): Promise<WardrobeItem> {
      const { displayImage, scanToken, ...fields } = input;
      const scanned = image && scanToken ? scans.take(scanToken, userId, image) : null;
      const prepared = image ? await photos.prepare(image) : null;
      const photo = !prepared
        ? null
        : scanned
          ? await intake.intake(userId, prepared, displayImage, scanned)
          : await intake.storeForLater(userId, prepared, displayImage);
      const row = await photos.saveWith(photo?.stored ?? [], () =>
        repo.insert({ ...fields, ...photo?.fields, userId }),
      );
      readLater(row!);
      return toWardrobeItem(row!);
    },

    /** Queues the items a stop left waiting for their photo's reading (called once at start). */
    resumePhotoReading(): Promise<number> {
      return analysis.resume();
    },

    /** Resolves once no photo reading is queued or running (tests, benchmarks). */
    photoReadingIdle(): Promise<void> {
      return analysis.whenIdle();
    },

    /** Stops the background reading: the running one gets `budgetMs`, the rest wait for the next start. */
    closePhotoReading(budgetMs?: number): Promise<void> {
      return analysis.close(budgetMs);
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
          throw conflict(NO_CUTOUT_MESSAGE);
        }
        throw itemNotFound();
      }
      return toWardrobeItem(row);
    },

    /** Deletes the item, then its photos (original and cut-out). */
    async remove(userId: string, id: string): Promise<void> {
      const row = await photos.deleteWith(() => repo.delete(userId, itemId(id)), photoUrlsOf);
      if (!row) throw itemNotFound();
    },

    /** Replaces the item's photo with what the user PUT to an upload URL; the old photo and cut-out go. */
    async attachUpload(userId: string, id: string, imageURL: string): Promise<WardrobeItem> {
      const before = await findOwned(userId, id);
      const upload = await photos.prepareUpload(userId, imageURL);
      const photo = await intake.storeForLater(userId, upload.photo);
      const row = await photos.saveWith(photo.stored, () =>
        repo.replacePhoto(userId, before.id, before.imageUrl, photo.fields),
      );
      if (!row) return lostPhotoRace(userId, before.id);
      await Promise.all([photos.remove(photoUrlsOf(before)), upload.discard()]);
      readLater(row);
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
      const cutout = await intake.cutOutStored(userId, before.imageUrl);
      const row = await photos.saveWith([cutout], () =>
        repo.addCutout(userId, before.id, before.imageUrl!, {
          cutoutUrl: cutout.imageUrl,
          cutoutThumbnailUrl: cutout.thumbnailUrl,
          displayImage: 'cutout',
        }),
      );
      if (!row) return lostPhotoRace(userId, before.id);
      return toWardrobeItem(row);
    },

    /** Logs a wear now: timesWorn + 1, lastWorn = now. */
    async logWear(userId: string, id: string): Promise<WardrobeItem> {
      const row = await repo.logWear(userId, itemId(id), clock.now());
      if (!row) throw itemNotFound();
      return toWardrobeItem(row);
    },

    /**
     * Logs one wear at `at` for each item (an outfit worn); ids not in the user's wardrobe are
     * skipped. With `tx` the wears are part of the caller's transaction.
     */
    async logWears(
      userId: string,
      ids: readonly string[],
      at: Date,
      tx?: Queryable,
    ): Promise<WardrobeItem[]> {
      const on = tx ? createWardrobeRepo(tx, pool) : repo;
      const canonical = ids.map(canonicalId).filter((id): id is string => id !== null);
      const worn: WardrobeItem[] = [];
      // One logged wear per item, exactly as a single wear is logged; in id order, so two
      // transactions wearing the same pieces lock them in the same order and never deadlock.
      for (const id of [...new Set(canonical)].sort()) {
        const row = await on.logWear(userId, id, at);
        if (row) worn.push(toWardrobeItem(row));
      }
      return worn;
    },

    /**
     * Takes back, for each item, the wear logged at exactly `at` (a planned day worn); items
     * without one are skipped. With `tx` it is part of the caller's transaction.
     */
    async undoWearsAt(
      userId: string,
      ids: readonly string[],
      at: Date,
      tx?: Queryable,
    ): Promise<void> {
      const on = tx ? createWardrobeRepo(tx, pool) : repo;
      const canonical = ids.map(canonicalId).filter((id): id is string => id !== null);
      // In id order, as logWears locks them: no deadlock between the two.
      for (const id of [...new Set(canonical)].sort()) await on.undoWearAt(userId, id, at);
    },

    /** Takes back the newest wear; 409 when the item has none. */
    async undoWear(userId: string, id: string): Promise<WardrobeItem> {
      const row = await repo.undoWear(userId, itemId(id));
      if (!row) throw itemNotFound();
      if (row === 'none') throw conflict('This item has no wear to undo');
      return toWardrobeItem(row);
    },

    /**
     * Refuses a scan at once (429, 503) when the recogniser would turn its photo away now: the
     * route asks before it reads the upload, so a flood of scans costs no photo work.
     */
    assertScanRoom(userId: string): void {
      reader.assertRoom(userId);
    },

    /**
     * Reads a photo for the add and scan dialogs, nothing stored: the stylist's answer plus the
     * cut-out to show at once. A scanner too busy to take the photo answers 503, one that already
     * holds this account's share of waiting photos 429 (try again).
     */
    async scan(userId: string, image: Buffer): Promise<ScanResult> {
      const scanImage = await photos.prepareScan(image);
      // The cut-out comes from the upload itself: sharp enough for the dialogs at any pixel density.
      // It waits for the recogniser in the account's own line (429 when that is full).
      const { result, garment } = await reader.scan({ ...scanImage, lane: userId }, image);
      const cutout =
        garment?.cutout && garment.cutoutSize
          ? await photos.dataUrl(garment.cutout, garment.cutoutSize, SCAN_PREVIEW_EDGE)
          : null;
      const scanToken = scans.put(userId, image, { scan: result, garment });
      return { ...result, cutout, scanToken };
    },
  };
}

export type WardrobeService = ReturnType<typeof createWardrobeService>;
