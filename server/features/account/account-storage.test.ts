// Issue 26: an account's photos and uploads are kept within a storage quota, counted whatever
// the feature stores them, with the numbers for Settings.
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../contract/sizes.ts';
import { storageFullMessage, type StorageUsage } from '../../../contract/storage.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { anonymous, asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { exportOf, importZip, rowCounts, storedFiles } from '../../test/kits/account.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { garmentJpeg } from '../../test/test-images.ts';

const QUOTA = 120_000;
// No background reading: the photo and its thumbnail are all an item stores here.
const ctx = await createTestApp({ storageQuotaBytes: QUOTA, vision: undefined });
const alice = await asUser(ctx.app);
const bob = await asUser(ctx.app);

/** Bytes of the files under the user's folders (photos, and raw uploads under pending/). */
function bytesOnDisk(userId: string): number {
  let total = 0;
  for (const dir of [userId, path.join('pending', userId)]) {
    let entries;
    try {
      entries = readdirSync(path.join(ctx.uploadsDir, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return total;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const usage = async (user: UserApi) =>
  expectJson<StorageUsage>(await user.get('/api/account/storage'));

let shade = 0;
async function addPhotoItem(user: UserApi) {
  shade += 1;
  const bytes = await garmentJpeg({ color: `#${(0x203040 + shade * 0x0a0b0c).toString(16)}` });
  const form = await multipartForm({ name: `Shirt ${shade}`, category: 'tops' }, [
    { field: 'image', filename: 'shirt.jpg', contentType: 'image/jpeg', bytes },
  ]);
  return user.request({
    method: 'POST',
    url: '/api/wardrobe',
    headers: form.headers,
    payload: form.payload,
  });
}

async function uploadLink(user: UserApi): Promise<string> {
  return expectJson<{ uploadURL: string }>(await user.post('/api/objects/upload')).uploadURL;
}

describe('GET /api/account/storage', () => {
  it('answers what the account takes and may take; without a session, 401', async () => {
    expect(await usage(alice)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    expect((await anonymous(ctx.app).get('/api/account/storage')).statusCode).toBe(401);
  });
});

describe('the storage quota', () => {
  const added: WardrobeItem[] = [];

  it('counts every file stored, and refuses the photo that would pass it with 507 and the numbers, storing nothing', async () => {
    let refused;
    for (let tries = 0; tries < 30 && !refused; tries += 1) {
      const response = await addPhotoItem(alice);
      if (response.statusCode === 201) added.push(response.json<WardrobeItem>());
      else refused = response;
      expect((await usage(alice)).usedBytes).toBe(bytesOnDisk(alice.id));
    }
    expect(added.length).toBeGreaterThan(0);
    expect(refused?.statusCode).toBe(507);
    expect(refused?.headers['content-type']).toMatch(/^application\/json/);
    const { usedBytes } = await usage(alice);
    expect(usedBytes).toBeLessThanOrEqual(QUOTA);
    // The numbers as a person reads them (the photo's own thumbnail may have been counted then).
    expect(refused?.json()).toEqual({
      message: expect.stringMatching(
        new RegExp(
          `^${escape(storageFullMessage(usedBytes, QUOTA)).replace(escape(formatBytes(usedBytes)), '\\d+ KB')}$`,
        ),
      ) as unknown,
    });
    const items = expectJson<WardrobeItem[]>(await alice.get('/api/wardrobe'));
    expect(items).toHaveLength(added.length);
    // Pieces without a photo take no storage and are still taken.
    const plain = await multipartForm({ name: 'Plain tee', category: 'tops' });
    expectJson(
      await alice.request({
        method: 'POST',
        url: '/api/wardrobe',
        ...plain,
        headers: plain.headers,
      }),
      201,
    );
  });

  it('refuses an upload past it (507) and keeps none of its bytes', async () => {
    const before = bytesOnDisk(alice.id);
    const link = await uploadLink(alice);
    const response = await alice.request({
      method: 'PUT',
      url: link,
      payload: await garmentJpeg({ width: 1600, height: 1200 }),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json().message).toMatch(/^Your storage is full/);
    expect(bytesOnDisk(alice.id)).toBe(before);
  });

  it('is each account’s own: another account stores while one is full', async () => {
    expect((await addPhotoItem(bob)).statusCode).toBe(201);
    expect((await usage(bob)).usedBytes).toBe(bytesOnDisk(bob.id));
  });

  it('makes room when a piece is deleted: its files stop counting', async () => {
    const before = await usage(alice);
    expect((await alice.delete(`/api/wardrobe/${added[0]!.id}`)).statusCode).toBe(204);
    const after = await usage(alice);
    expect(after.usedBytes).toBeLessThan(before.usedBytes);
    expect(after.usedBytes).toBe(bytesOnDisk(alice.id));
    expect((await addPhotoItem(alice)).statusCode).toBe(201);
  });

  it('forgets an account’s files with the account', async () => {
    const carol = await asUser(ctx.app);
    expect((await addPhotoItem(carol)).statusCode).toBe(201);
    const deleted = await carol.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: carol.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const { rows } = await ctx.pool.query('SELECT 1 FROM stored_blobs WHERE user_id = $1', [
      carol.id,
    ]);
    expect(rows).toEqual([]);
    expect(bytesOnDisk(carol.id)).toBe(0);
  });
});

describe('an import past the storage quota', () => {
  /** A WebP of noise (about 40 KB: WebP cannot squeeze it), as an export holds photos. */
  const noisyWebp = () =>
    sharp({
      create: {
        width: 320,
        height: 240,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .webp()
      .toBuffer();

  const ledger = async () =>
    (await ctx.pool.query('SELECT key, user_id, bytes FROM stored_blobs ORDER BY key')).rows;

  it('is refused with 507, keeping none of its rows, files or counted bytes', async () => {
    const erin = await asUser(ctx.app);
    const names = ['photos/1.webp', 'photos/2.webp', 'photos/3.webp', 'photos/4.webp'];
    const photos: Record<string, Buffer> = {};
    for (const name of names) photos[name] = await noisyWebp();
    // One photo fits (with its thumbnail), all four do not.
    expect(photos[names[0]!]!.length).toBeLessThan(QUOTA / 2);
    expect(Object.values(photos).reduce((sum, bytes) => sum + bytes.length, 0)).toBeGreaterThan(
      QUOTA,
    );
    const zip = await exportOf(
      {
        items: names.map((imageUrl, i) => ({
          id: randomUUID(),
          name: `Shirt ${i}`,
          category: 'tops',
          imageUrl,
        })),
        goals: [{ id: randomUUID(), goalType: 'reduce', title: 'Buy less' }],
      },
      photos,
    );
    const before = { rows: await rowCounts(ctx), files: storedFiles(ctx), ledger: await ledger() };

    const response = await importZip(erin, zip);
    expect(response.statusCode, response.body).toBe(507);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toMatch(/^Your storage is full/);
    expect(await rowCounts(ctx)).toEqual(before.rows);
    expect(storedFiles(ctx)).toEqual(before.files);
    expect(await ledger()).toEqual(before.ledger);
    expect(await usage(erin)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    expect(bytesOnDisk(erin.id)).toBe(0);
  });
});
