import type { ImportSummary } from '../../../../contract/account.ts';
import type { Db } from '../../../db/client.ts';
import { databaseRefusal } from '../../../http/database-errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { badRequest, rateLimited } from '../../../lib/domain-errors.ts';
import { ACCOUNT_TABLES } from '../account-tables.ts';
import { createAccountRepo, type AccountRepo } from '../repo.ts';
import { oneAtATime } from '../slots.ts';
import { checkAccountCaps } from './account-caps.ts';
import { checkHourlyLimits } from './hourly-limits.ts';
import { storeImportPhotos, type ImportPhotos } from './import-photos.ts';
import type { ImportLimits } from './import-limits.ts';
import { readExportRows, type ExportRows } from './read-export.ts';
import { photoNamesOf, remapRows, withPhotoUrls } from './remap-rows.ts';
import { openExportArchive } from './zip-archive.ts';

const IMPORT_BUSY_MESSAGE = 'Another import is running on this server: try again in a minute';
const INSTANCE = 'instance';

async function insertAll(on: AccountRepo, rows: ExportRows): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const spec of ACCOUNT_TABLES) added[spec.key] = await on.insert(spec, rows.get(spec.key)!);
  // Imported posts count only the likes and comments that came with them.
  await on.recountPosts((rows.get('posts') ?? []).map((row) => row.id as string));
  return added;
}

/**
 * Adds an export's data to an account, all or nothing, one import at a time on this instance
 * (each holds an export's rows in memory and may decode thousands of photos; another is 429).
 */
export function createImporter(deps: {
  db: Db;
  clock: Clock;
  photos: ImportPhotos;
  importLimits: ImportLimits;
}) {
  const { db, clock, photos, importLimits } = deps;
  const running = oneAtATime(() => rateLimited(IMPORT_BUSY_MESSAGE, importLimits.busyRetrySeconds));

  /**
   * The zip is checked, every row read (as a stream, within the row limits), checked and
   * remapped, the posting limits counted and every photo stored before one transaction writes
   * the rows; a failure removes the photos it stored.
   */
  async function importZip(userId: string, zipFile: string): Promise<ImportSummary> {
    const archive = await openExportArchive(zipFile, importLimits);
    try {
      const now = clock.now();
      const rows = await readExportRows(archive, importLimits, now);
      const repo = createAccountRepo(db);
      await checkHourlyLimits(rows, (spec, since) => repo.createdSince(spec, userId, since), now);
      await checkAccountCaps(rows, (spec) => repo.countOwn(spec, userId));
      await remapRows(rows, userId);
      const stored = await storeImportPhotos(photos, archive, userId, photoNamesOf(rows));
      try {
        withPhotoUrls(rows, stored);
        const added = await db.transaction((tx) => insertAll(createAccountRepo(tx), rows));
        return { added: { ...added, photos: stored.size } };
      } catch (error) {
        await photos.remove([...stored.values()].map((photo) => photo.imageUrl));
        const refusal = databaseRefusal(error);
        if (refusal) throw badRequest(`The export's data was refused: ${refusal.message}`);
        throw error;
      }
    } finally {
      archive.close();
    }
  }

  return {
    /** Throws 429 while an import runs: checked before an upload is received. */
    assertFree(): void {
      running.assertFree(INSTANCE);
    },
    async importData(userId: string, zipFile: string): Promise<ImportSummary> {
      const release = running.take(INSTANCE);
      try {
        return await importZip(userId, zipFile);
      } finally {
        release();
      }
    },
  };
}
