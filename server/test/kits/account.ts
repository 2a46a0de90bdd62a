import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { expect } from 'vitest';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../contract/account.ts';
import * as schema from '../../db/schema.ts';
import { expectJson, type UserApi } from '../api-client.ts';
import type { TestContext } from '../create-test-app.ts';
import { entityFactories } from '../entity-factories.ts';
import { garmentJpeg } from '../test-images.ts';

/** Every table of schema.ts. */
export const schemaTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Posts a multipart form (text fields and one photo under `image`) as `user`. */
export function postForm(
  user: UserApi,
  url: string,
  fields: Record<string, string>,
  photo?: Buffer,
) {
  return user.postForm(
    url,
    fields,
    photo
      ? [{ field: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', bytes: photo }]
      : [],
  );
}

/** Waits until the user's uploaded photos have been read in the background (cut-outs stored). */
export async function untilPhotosRead(ctx: TestContext, userId: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    const { rowCount } = await ctx.pool.query(
      'SELECT 1 FROM wardrobe_items WHERE user_id = $1 AND pending_analysis IS NOT NULL',
      [userId],
    );
    if (rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('photos still being read after 15 s');
}

/**
 * One of every entity for `owner` (photos through the API, so blobs are real: an item's photo and
 * its cut-out, a diary photo, a listing photo, a post's and a rating outfit's collage), plus
 * `other`'s like, comment and save of the owner's post and the owner's of `other`'s post.
 */
export async function seedEverything(ctx: TestContext, owner: UserApi, other: UserApi) {
  const make = entityFactories(ctx.db);
  const item = (name: string, color: string) =>
    garmentJpeg({ color }).then((photo) =>
      postForm(owner, '/api/wardrobe', { name, category: 'tops' }, photo),
    );
  const shirt = expectJson<{ id: string }>(await item('Navy shirt', '#1f2850'), 201);
  const tee = expectJson<{ id: string }>(await item('Red tee', '#b02020'), 201);
  await untilPhotosRead(ctx, owner.id);
  const plain = await make.item(owner, { name: 'Grey chinos', category: 'bottoms', price: 4900 });
  await make.wear({ id: shirt.id, userId: owner.id }, { wornAt: new Date('2026-01-02T10:00:00Z') });
  await make.preferences(owner, { autoCutout: false });
  const outfit = await make.outfit(owner, { itemIds: [shirt.id, plain.id], occasion: 'work' });
  await make.calendarEntry(owner, { outfitId: outfit.id, date: '2026-02-03' });
  const post = expectJson<{ id: string }>(
    await owner.post('/api/community/posts', { outfitId: outfit.id, hashtags: ['ootd'] }),
    201,
  );
  const othersPost = await make.post(other, { caption: 'Not mine' });
  await make.postLike({ id: post.id }, owner);
  await make.postLike({ id: post.id }, other);
  await make.postLike(othersPost, owner);
  await make.postComment({ id: post.id }, owner, { content: 'My own note' });
  await make.postComment({ id: post.id }, other, { content: 'Lovely' });
  await make.postComment(othersPost, owner, { content: 'Nice one' });
  // As liking and commenting through the API would: the posts' counts follow their tables.
  await ctx.pool.query(`UPDATE social_posts SET
    likes = (SELECT count(*) FROM post_likes l WHERE l.post_id = social_posts.id),
    comments = (SELECT count(*) FROM post_comments c WHERE c.post_id = social_posts.id)`);
  await ctx.db.insert(schema.postSaves).values([
    { postId: post.id, userId: owner.id },
    { postId: othersPost.id, userId: owner.id },
  ]);
  await ctx.db.insert(schema.userFollows).values({ followerId: owner.id, followeeId: other.id });
  await make.goal(owner);
  await make.place(owner);
  await make.morningNotification(owner);
  await make.capsule(owner, { itemIds: [tee.id, plain.id] });
  await make.packingList(owner, { itemIds: [shirt.id, tee.id], packedItemIds: [tee.id] });
  await make.shoppingSuggestion(owner, { tags: ['white', 'leather'] });
  expectJson(
    await postForm(
      owner,
      '/api/marketplace',
      { title: 'Red tee for sale', price: '1500', condition: 'good', wardrobeItemId: tee.id },
      await garmentJpeg({ color: '#b02020' }),
    ),
    201,
  );
  const rating = expectJson<{ id: string; outfits: { id: string }[] }>(
    await owner.post('/api/rating-sessions', { title: 'Which one?', outfitIds: [outfit.id] }),
    201,
  );
  await make.ratingVote(rating.outfits[0]!, { voterName: 'Sam', rating: 5, comment: 'Yes' });
  expectJson(
    await postForm(owner, '/api/style-diary', { title: 'Street look' }, await garmentJpeg()),
    201,
  );
  const ego = await make.alterEgo(owner);
  await make.alterEgoOutfit(ego, outfit);
  await make.insight(owner);
  return { shirt, tee, plain, outfit, post, othersPost };
}

/** Every row, in every table, that names `userId` in any uuid column. */
export async function rowsNaming(ctx: TestContext, userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of schemaTables) {
    for (const column of Object.values(getTableColumns(table))) {
      if (column.columnType !== 'PgUUID') continue;
      const { rows } = await ctx.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${getTableName(table)}" WHERE "${column.name}" = $1`,
        [userId],
      );
      if (rows[0]!.n > 0) found.push(`${getTableName(table)}.${column.name}: ${rows[0]!.n}`);
    }
  }
  return found;
}

/** Row counts of every table (to prove a refused import wrote nothing). */
export async function rowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of schemaTables) {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

/** Every stored file under the uploads folder (temp files excluded), relative to it. */
export function storedFiles(ctx: TestContext): string[] {
  return readdirSync(ctx.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
    .map((entry) => path.relative(ctx.uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The export of `user` (200), its headers checked, as a zip buffer. */
export async function downloadExport(user: UserApi): Promise<Buffer> {
  const response = await user.get('/api/account/export');
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return response.rawPayload;
}

/** The entries of a zip buffer by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** The rows of data/<key>.ndjson of an unzipped export. */
export function rowsOf(entries: Map<string, Buffer>, key: string): Record<string, unknown>[] {
  const text = entries.get(`data/${key}.ndjson`)?.toString('utf8') ?? '';
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Sends a zip to the import as `user`. */
export function importZip(user: UserApi, zip: Buffer, field = 'file') {
  return user.postForm('/api/account/import', {}, [
    { field, filename: 'export.zip', contentType: 'application/zip', bytes: zip },
  ]);
}

/** An export zip of these rows (`data/<key>.ndjson`) and photos, with a valid manifest. */
export async function exportOf(
  rows: Record<string, readonly unknown[]>,
  photos: Record<string, Buffer> = {},
): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(
    Buffer.from(JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION })),
    'manifest.json',
  );
  for (const [key, list] of Object.entries(rows)) {
    const text = list.map((row) => `${JSON.stringify(row)}\n`).join('');
    zip.addBuffer(Buffer.from(text), `data/${key}.ndjson`);
  }
  for (const [name, bytes] of Object.entries(photos)) zip.addBuffer(bytes, name);
  zip.end();
  return Buffer.concat(await (zip.outputStream as Readable).toArray());
}

/** `n` rows made by `row(i)`, each with a fresh id. */
export const rowsOfSize = (n: number, row: (i: number) => Record<string, unknown>) =>
  Array.from({ length: n }, (_, i) => ({ id: randomUUID(), ...row(i) }));
