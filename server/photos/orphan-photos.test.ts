// What a crash leaves in the local photo store is removed at the next start; what rows record,
// raw uploads and files too new to judge are kept.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomKeyPart } from '../storage/blob-keys.ts';
import { blobUrlOf } from '../storage/blob-url.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { entityFactories } from '../test/entity-factories.ts';
import { removeOrphanPhotos } from './orphan-photos.ts';

const { db, pool } = await createTestApp();
const make = entityFactories(db);
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'afc-orphans-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const HOUR_AGO = new Date(Date.now() - 60 * 60 * 1000);

/** Writes a file under the store, last modified `at`. */
function file(key: string, at = HOUR_AGO): string {
  const full = path.join(uploadsDir, ...key.split('/'));
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, at, at);
  return key;
}

const photoKey = (owner: string) => `${owner}/${randomKeyPart()}.webp`;
const thumbOf = (key: string) => key.replace(/\.webp$/, '.thumb.webp');
const present = (key: string) => existsSync(path.join(uploadsDir, ...key.split('/')));

describe('removeOrphanPhotos', () => {
  it('removes photo files no row records and temp files, and keeps everything else', async () => {
    const user = await make.user();
    // Recorded: an item's photo and cut-out (each with its thumbnail column), a diary photo whose
    // thumbnail no column names (it sits beside the photo).
    const [photo, cutout, diary] = [photoKey(user.id), photoKey(user.id), photoKey(user.id)];
    await make.item(user, {
      imageUrl: blobUrlOf(photo),
      thumbnailUrl: blobUrlOf(thumbOf(photo)),
      cutoutUrl: blobUrlOf(cutout),
      cutoutThumbnailUrl: blobUrlOf(thumbOf(cutout)),
    });
    await make.diaryEntry(user, { imageUrl: blobUrlOf(diary) });
    const kept = [photo, thumbOf(photo), cutout, thumbOf(cutout), diary, thumbOf(diary)].map(
      (key) => file(key),
    );
    // A raw upload waiting for its second step has an expiry of its own.
    kept.push(file(`pending/${user.id}/${randomKeyPart()}`));
    // Too new to judge: may belong to a write still under way.
    const fresh = photoKey(user.id);
    kept.push(file(fresh, new Date()));

    const orphan = photoKey(user.id);
    const removed = [orphan, thumbOf(orphan), `.tmp/${randomKeyPart()}`].map((key) => file(key));

    // Counted against the owner's storage: the orphan stops counting with its file.
    for (const key of [photo, orphan]) {
      await pool.query('INSERT INTO stored_blobs (key, user_id, bytes) VALUES ($1, $2, 1)', [
        key,
        user.id,
      ]);
    }

    const cutoff = new Date(Date.now() - 60 * 1000);
    expect(await removeOrphanPhotos({ pool, uploadsDir, olderThan: cutoff })).toBe(3);
    expect(kept.filter((key) => !present(key))).toEqual([]);
    expect(removed.filter(present)).toEqual([]);
    const counted = await pool.query<{ key: string }>('SELECT key FROM stored_blobs');
    expect(counted.rows.map((row) => row.key)).toEqual([photo]);
  });

  it('finds nothing to do in a store that does not exist yet', async () => {
    const missing = path.join(uploadsDir, 'never-made');
    expect(await removeOrphanPhotos({ pool, uploadsDir: missing, olderThan: new Date() })).toBe(0);
  });
});
