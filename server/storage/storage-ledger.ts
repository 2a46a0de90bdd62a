import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instanceState, storedBlobs } from '../db/schema.ts';

/** The instance_state row that says the files stored before the ledger existed were counted. */
const COUNTED = 'stored-blobs-counted';

export interface LedgerEntry {
  key: string;
  userId: string;
  bytes: number;
}

/**
 * The size of every file a user's photos and uploads take (stored_blobs), kept beside the blob
 * store by metered-blob-store.ts: what the storage quota counts, in one indexed sum.
 */
export function createStorageLedger(db: Db) {
  return {
    /** Bytes the user's files take. */
    async used(userId: string): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(${storedBlobs.bytes}), 0)` })
        .from(storedBlobs)
        .where(eq(storedBlobs.userId, userId));
      return Number(row?.bytes ?? 0);
    },

    /** Counts a file written (again, when its key is written over). */
    async record({ key, userId, bytes }: LedgerEntry): Promise<void> {
      await db
        .insert(storedBlobs)
        .values({ key, userId, bytes })
        .onConflictDoUpdate({ target: storedBlobs.key, set: { userId, bytes } });
    },

    /** Stops counting files removed. */
    async forget(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await db.delete(storedBlobs).where(inArray(storedBlobs.key, [...keys]));
    },

    /** Stops counting files under a prefix written before `cutoff` (abandoned uploads pruned). */
    async forgetOlderThan(prefix: string, cutoff: Date): Promise<void> {
      await db
        .delete(storedBlobs)
        .where(and(like(storedBlobs.key, `${prefix}%`), lt(storedBlobs.createdAt, cutoff)));
    },

    /**
     * Counts files found in the store that are not counted yet; a file of an account that no
     * longer exists is left out (the orphan sweeps remove it).
     */
    async recordFound(entries: readonly LedgerEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db.execute(sql`
        INSERT INTO stored_blobs (key, user_id, bytes)
        SELECT found.key, found.user_id, found.bytes
        FROM jsonb_to_recordset(${JSON.stringify(
          entries.map((e) => ({ key: e.key, user_id: e.userId, bytes: e.bytes })),
        )}::jsonb) AS found(key text, user_id uuid, bytes bigint)
        WHERE EXISTS (SELECT 1 FROM users WHERE users.id = found.user_id)
        ON CONFLICT (key) DO NOTHING`);
    },

    async foundCounted(): Promise<boolean> {
      const rows = await db
        .select({ name: instanceState.name })
        .from(instanceState)
        .where(eq(instanceState.name, COUNTED));
      return rows.length > 0;
    },

    async markFoundCounted(): Promise<void> {
      await db
        .insert(instanceState)
        .values({ name: COUNTED, value: new Date().toISOString() })
        .onConflictDoNothing();
    },
  };
}

export type StorageLedger = ReturnType<typeof createStorageLedger>;
