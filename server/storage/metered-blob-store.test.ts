import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app.ts';
import { entityFactories } from '../test/entity-factories.ts';
import { newPhotoKey, pendingKey, randomKeyPart } from './blob-keys.ts';
import { createLocalDiskBlobStore } from './local-disk-blob-store.ts';
import { createMeteredBlobStore } from './metered-blob-store.ts';
import { createStorageLedger } from './storage-ledger.ts';

const ctx = await createTestApp();
const make = entityFactories(ctx.db);
const dir = mkdtempSync(path.join(tmpdir(), 'afc-metered-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const disk = createLocalDiskBlobStore(dir);
const ledger = createStorageLedger(ctx.db);
const QUOTA = 10_000;
const store = createMeteredBlobStore(disk, ledger, QUOTA);
const bytes = (n: number) => Buffer.alloc(n, 7);

describe('the metered blob store', () => {
  it('counts puts and streams per owner, and forgets deletes', async () => {
    const user = await make.user();
    const photo = newPhotoKey(user.id);
    await store.put(photo, bytes(1000), 'image/webp');
    const upload = pendingKey(user.id, randomKeyPart());
    await store.putStream(upload, Readable.from([bytes(300), bytes(200)]), 'image/jpeg');
    expect(await store.usage(user.id)).toEqual({ usedBytes: 1500, quotaBytes: QUOTA });
    // Written over: counted at its new size.
    await store.put(photo, bytes(400), 'image/webp');
    await store.delete(upload);
    expect((await store.usage(user.id)).usedBytes).toBe(400);
  });

  it('refuses what would pass the quota (507), keeping nothing of a stream it had to read', async () => {
    const user = await make.user();
    await store.put(newPhotoKey(user.id), bytes(9_000), 'image/webp');
    const key = newPhotoKey(user.id);
    await expect(store.put(key, bytes(1_001), 'image/webp')).rejects.toMatchObject({
      kind: 'storage-full',
    });
    const upload = pendingKey(user.id, randomKeyPart());
    await expect(
      store.putStream(upload, Readable.from([bytes(600), bytes(600)]), 'image/jpeg'),
    ).rejects.toMatchObject({ kind: 'storage-full' });
    expect(await disk.read(key)).toBeNull();
    expect(await disk.read(upload)).toBeNull();
    expect((await store.usage(user.id)).usedBytes).toBe(9_000);
    // Exactly to the quota is allowed.
    await store.put(key, bytes(1_000), 'image/webp');
    expect((await store.usage(user.id)).usedBytes).toBe(QUOTA);
  });

  it('checks writes at the same moment together', async () => {
    const user = await make.user();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => store.put(newPhotoKey(user.id), bytes(3_000), 'image/webp')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await store.usage(user.id)).usedBytes).toBe(9_000);
  });

  it('forgets abandoned uploads with the prune', async () => {
    const user = await make.user();
    await store.putStream(pendingKey(user.id, randomKeyPart()), Readable.from([bytes(50)]), 'x');
    expect((await store.usage(user.id)).usedBytes).toBe(50);
    expect(await store.deleteOlderThan('pending/', new Date(Date.now() + 60_000))).toBeGreaterThan(
      0,
    );
    expect((await store.usage(user.id)).usedBytes).toBe(0);
  });

  it('counts, once, the files stored before the ledger existed (not those of deleted accounts)', async () => {
    const user = await make.user();
    const gone = '00000000-0000-4000-8000-000000000000';
    await disk.put(newPhotoKey(user.id), bytes(700), 'image/webp');
    await disk.put(newPhotoKey(gone), bytes(900), 'image/webp');
    await ctx.pool.query('DELETE FROM instance_state');
    expect(await store.countStoredFiles()).toBeGreaterThanOrEqual(2);
    expect((await store.usage(user.id)).usedBytes).toBe(700);
    const { rows } = await ctx.pool.query('SELECT 1 FROM stored_blobs WHERE user_id = $1', [gone]);
    expect(rows).toEqual([]);
    // Counted already: a second start does not walk the store again.
    await disk.put(newPhotoKey(user.id), bytes(5), 'image/webp');
    expect(await store.countStoredFiles()).toBe(0);
    expect((await store.usage(user.id)).usedBytes).toBe(700);
  });
});
