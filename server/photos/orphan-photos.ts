import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { photoOwner, thumbnailKeyOf } from '../storage/blob-keys.ts';
import { BLOB_URL_PREFIX, blobKeyOfUrl } from '../storage/blob-url.ts';

/** Where the local disk store writes before its rename (local-disk-blob-store.ts). */
const TEMP_DIR = '.tmp';

/**
 * The photo files rows record: every text column named `*_url` (a new table with a photo is
 * covered the day it appears), and each photo's thumbnail beside it. Read straight from the
 * catalogue because this belongs to no feature: it is the photos' garbage collection.
 */
async function recordedKeys(pool: pg.Pool): Promise<Set<string>> {
  const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND data_type = 'text' AND column_name LIKE '%\\_url'`,
  );
  const keys = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await pool.query<{ url: string }>(
      `SELECT DISTINCT ${pg.escapeIdentifier(column)} AS url FROM ${pg.escapeIdentifier(table)}
       WHERE starts_with(${pg.escapeIdentifier(column)}, $1)`,
      [BLOB_URL_PREFIX],
    );
    for (const { url } of rows) {
      const key = blobKeyOfUrl(url);
      if (!key) continue;
      keys.add(key);
      const thumbnail = thumbnailKeyOf(key);
      if (thumbnail) keys.add(thumbnail);
    }
  }
  return keys;
}

/** Files under `dir`, as paths relative to it; a missing folder has none. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Removes what a write cut short leaves in the local photo store (DATA_DIR/uploads): a photo is
 * stored before its row is committed, so a crash (`kill -9`, power loss) between the two leaves
 * files no row records, and one mid-write leaves a temp file. Files newer than `olderThan` are
 * kept: they may belong to a write still under way elsewhere. Raw uploads (`pending/`) have their
 * own expiry. Answers how many files were removed.
 */
export async function removeOrphanPhotos(options: {
  pool: pg.Pool;
  uploadsDir: string;
  olderThan: Date;
}): Promise<number> {
  const { pool, uploadsDir, olderThan } = options;
  const recorded = await recordedKeys(pool);
  const keys = (await filesUnder(uploadsDir)).map((file) => file.split(path.sep).join('/'));
  const temps = (await filesUnder(path.join(uploadsDir, TEMP_DIR))).map((name) =>
    path.join(TEMP_DIR, name),
  );
  const orphans = keys.filter((key) => photoOwner(key) !== null && !recorded.has(key));
  const removed: string[] = [];
  for (const file of [...temps, ...orphans]) {
    const full = path.join(uploadsDir, file);
    const info = await stat(full).catch(() => null);
    if (!info || info.mtime >= olderThan) continue;
    await rm(full, { force: true });
    removed.push(file);
  }
  // A photo counted against its owner's storage before the crash is counted no longer.
  await pool.query('DELETE FROM stored_blobs WHERE key = ANY($1::text[])', [removed]);
  return removed.length;
}
