import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, EXPORT_SIZE_HEADER } from '../../../contract/account.ts';
import { anonymous, asUser, expectJson } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { ACCOUNT_TABLES } from './account-tables.ts';
import { downloadExport, rowsOf, seedEverything, unzip } from '../../test/kits/account.ts';

const ctx = await createTestApp();
const alice = await asUser(ctx.app);
const bob = await asUser(ctx.app);
const seeded = await seedEverything(ctx, alice, bob);
const entries = await unzip(await downloadExport(alice));
const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));

describe('GET /api/account/export', () => {
  it('answers a zip download named after the user and the day, with its expected size', async () => {
    const response = await alice.get('/api/account/export');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ai-fashion-companion-${alice.user.username}-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const expected = Number(response.headers[EXPORT_SIZE_HEADER]);
    // An estimate from a sample of photos: the right order of size.
    expect(expected).toBeGreaterThan(response.rawPayload.length / 3);
    expect(expected).toBeLessThan(response.rawPayload.length * 3);
  });

  it('holds a manifest with format, version, date, profile and the counts', () => {
    expect(manifest).toMatchObject({
      format: EXPORT_FORMAT,
      version: 1,
      account: { username: alice.user.username },
      missingPhotos: 0,
    });
    expect(Date.parse(manifest.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const spec of ACCOUNT_TABLES) {
      expect(manifest.counts[spec.key], spec.key).toBe(rowsOf(entries, spec.key).length);
      expect(manifest.counts[spec.key], `${spec.key} is exported`).toBeGreaterThan(0);
    }
  });

  it('exports every entity of the user and only theirs', () => {
    expect(rowsOf(entries, 'items').map((row) => row.name)).toEqual(
      expect.arrayContaining(['Navy shirt', 'Red tee', 'Grey chinos']),
    );
    expect(rowsOf(entries, 'items')).toHaveLength(3);
    // Their own likes, comments and saves of their own post; not Bob's, nor theirs of Bob's post.
    expect(rowsOf(entries, 'postLikes')).toEqual([
      expect.objectContaining({ postId: seeded.post.id }),
    ]);
    expect(rowsOf(entries, 'postComments').map((row) => row.content)).toEqual(['My own note']);
    expect(rowsOf(entries, 'postSaves')).toEqual([
      expect.objectContaining({ postId: seeded.post.id }),
    ]);
    expect(rowsOf(entries, 'outfits')[0]!.itemIds).toEqual([seeded.shirt.id, seeded.plain.id]);
    expect(rowsOf(entries, 'ratingVotes')[0]).toMatchObject({ voterName: 'Sam', rating: 5 });
  });

  it('never exports an owner, a password, a session, an access token or a blob URL', () => {
    const text = [...entries]
      .filter(([name]) => !name.startsWith('photos/'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    expect(text).not.toContain(alice.id);
    expect(text).not.toContain(bob.id);
    expect(text).not.toMatch(/argon2|tokenHash|accessToken|userId|\/api\/blobs/);
    expect([...entries.keys()].some((name) => name.includes(alice.id))).toBe(false);
  });

  it('carries the original photos byte for byte, referenced by their rows', () => {
    const items = rowsOf(entries, 'items');
    const photoNames = items.flatMap((row) => [row.imageUrl, row.cutoutUrl]).filter(Boolean);
    // Two photos, each with its cut-out (thumbnails are made again on import).
    expect(photoNames).toHaveLength(4);
    expect(items[0]).not.toHaveProperty('thumbnailUrl');
    for (const key of ['posts', 'listings', 'ratingOutfits', 'diaryEntries']) {
      const [row] = rowsOf(entries, key);
      expect(row!.imageUrl, key).toMatch(/^photos\/\d{6}\.webp$/);
    }
    const photos = [...entries.keys()].filter((name) => name.startsWith('photos/'));
    expect(photos).toHaveLength(manifest.counts.photos);
    expect(photos).toHaveLength(8);
  });

  it('gives the same bytes as the stored photo', async () => {
    const items = expectJson<{ name: string; originalImageUrl: string }[]>(
      await alice.get('/api/wardrobe'),
    );
    const shirt = items.find((item) => item.name === 'Navy shirt')!;
    const stored = readFileSync(
      path.join(ctx.uploadsDir, shirt.originalImageUrl.replace('/api/blobs/', '')),
    );
    const row = rowsOf(entries, 'items').find((item) => item.name === 'Navy shirt')!;
    expect(entries.get(row.imageUrl as string)!.equals(stored)).toBe(true);
  });

  it('ends the transaction the data files were read in', async () => {
    await downloadExport(alice);
    const openTransactions = async () =>
      (
        await ctx.pool.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
        )
      ).rows[0].n;
    await expect.poll(openTransactions).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const response = await anonymous(ctx.app).get('/api/account/export');
    expect(response.statusCode).toBe(401);
  });

  it('exports an empty account as a manifest and empty files', async () => {
    const carol = await asUser(ctx.app);
    const empty = await unzip(await downloadExport(carol));
    expect(JSON.parse(empty.get('manifest.json')!.toString()).counts.photos).toBe(0);
    expect(rowsOf(empty, 'items')).toEqual([]);
  });
});
