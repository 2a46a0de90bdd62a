import { Transform, type Readable } from 'node:stream';
import { storageFullMessage, type StorageUsage } from '../../contract/storage.ts';
import { storageFull } from '../lib/domain-errors.ts';
import { ownerOfKey } from './blob-keys.ts';
import type { BlobStore } from './blob-store.ts';
import type { LedgerEntry, StorageLedger } from './storage-ledger.ts';

/**
 * What one account's files may take by default (STORAGE_QUOTA_MB): a photo with its thumbnail and
 * cut-out takes about half a megabyte, so 2 GiB holds a wardrobe of thousands of pieces.
 */
export const DEFAULT_STORAGE_QUOTA_MB = 2048;

/** Files the ledger is given at once while the store is counted. */
const COUNT_BATCH = 500;

export interface MeteredBlobStore extends BlobStore {
  /** What the user's files take and may take. */
  usage(userId: string): Promise<StorageUsage>;
  /**
   * Counts the files stored before the ledger existed (an upgrade), once per installation;
   * answers how many files were looked at (0 when already done).
   */
  countStoredFiles(): Promise<number>;
}

/**
 * A blob store that keeps each user's files within `quotaBytes` (STORAGE_QUOTA_MB): every write
 * of a user's file (a photo, a thumbnail, a cut-out, a raw upload; whatever the feature) is
 * checked against the ledger first and counted after; a write that would pass the quota is
 * refused with 507 and the numbers, and nothing of it is kept. Writes at the same moment on one
 * instance are checked together; on several instances each sees only what the others have
 * counted, so together they may pass the quota by the few files being written at that moment.
 */
export function createMeteredBlobStore(
  inner: BlobStore,
  ledger: StorageLedger,
  quotaBytes: number,
): MeteredBlobStore {
  // Bytes being written per user and not counted yet: writes at the same moment on this instance
  // (a photo and its thumbnail) are checked together.
  const writing = new Map<string, number>();
  const reserve = (userId: string, bytes: number) => {
    writing.set(userId, (writing.get(userId) ?? 0) + bytes);
    return () => {
      const left = (writing.get(userId) ?? 0) - bytes;
      if (left > 0) writing.set(userId, left);
      else writing.delete(userId);
    };
  };

  /** 507 unless `incoming` more bytes (at least one) fit beside what the user has and is writing. */
  async function assertRoom(userId: string, incoming: number): Promise<void> {
    const stored = await ledger.used(userId);
    if (stored + (writing.get(userId) ?? 0) + Math.max(1, incoming) > quotaBytes) {
      throw storageFull(storageFullMessage(stored, quotaBytes));
    }
  }

  /** Counts a file just written; when counting fails the file goes, so nothing is uncounted. */
  async function count(entry: LedgerEntry): Promise<void> {
    try {
      await ledger.record(entry);
    } catch (error) {
      await inner.delete(entry.key);
      throw error;
    }
  }

  return {
    ...inner,

    async put(key, bytes, contentType) {
      const userId = ownerOfKey(key);
      if (!userId) return inner.put(key, bytes, contentType);
      await assertRoom(userId, bytes.length);
      const release = reserve(userId, bytes.length);
      try {
        await inner.put(key, bytes, contentType);
        await count({ key, userId, bytes: bytes.length });
      } finally {
        release();
      }
    },

    async putStream(key: string, body: Readable, contentType: string) {
      const userId = ownerOfKey(key);
      if (!userId) return inner.putStream(key, body, contentType);
      // Listening before anything is awaited: a check of the body may fail meanwhile.
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      body.on('error', (error) => counted.destroy(error));
      // The store reads `counted` and sees its errors; this listener only keeps one it has not
      // started reading from being an uncaught 'error' event.
      counted.on('error', () => undefined);
      body.pipe(counted);
      try {
        await assertRoom(userId, 0);
      } catch (error) {
        body.destroy();
        counted.destroy();
        throw error;
      }
      await inner.putStream(key, counted, contentType);
      // Its size is known only now: checked again, as a write of that size would have been.
      try {
        await assertRoom(userId, bytes);
      } catch (error) {
        await inner.delete(key);
        throw error;
      }
      const release = reserve(userId, bytes);
      try {
        await count({ key, userId, bytes });
      } finally {
        release();
      }
    },

    async delete(key) {
      await inner.delete(key);
      await ledger.forget([key]);
    },

    async deleteOlderThan(prefix, cutoff) {
      const removed = await inner.deleteOlderThan(prefix, cutoff);
      await ledger.forgetOlderThan(prefix, cutoff);
      return removed;
    },

    async usage(userId) {
      return { usedBytes: await ledger.used(userId), quotaBytes };
    },

    async countStoredFiles() {
      if (await ledger.foundCounted()) return 0;
      let seen = 0;
      let batch: LedgerEntry[] = [];
      for await (const { key, size } of inner.list()) {
        seen += 1;
        const userId = ownerOfKey(key);
        if (userId) batch.push({ key, userId, bytes: size });
        if (batch.length >= COUNT_BATCH) {
          await ledger.recordFound(batch);
          batch = [];
        }
      }
      await ledger.recordFound(batch);
      await ledger.markFoundCounted();
      return seen;
    },
  };
}
