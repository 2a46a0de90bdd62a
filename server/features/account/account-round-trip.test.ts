import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../../contract/community.ts';
import { asUser, expectJson } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { ACCOUNT_TABLES } from './account-tables.ts';
import {
  downloadExport,
  importZip,
  rowsOf,
  seedEverything,
  storedFiles,
  unzip,
} from '../../test/kits/account.ts';

// Export from Alice on one instance, import into a fresh Bea on a second instance (its own
// database and photo folder), export Bea: the two exports hold the same data and photos, with
// every id new and every reference pointing at the new rows.
const first = await createTestApp();
const second = await createTestApp();
const alice = await asUser(first.app);
await seedEverything(first, alice, await asUser(first.app));
const exported = await downloadExport(alice);
const bea = await asUser(second.app);
const imported = await importZip(bea, exported);
const original = await unzip(exported);
const again = await unzip(await downloadExport(bea));

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// What the import sets by its own rules: a post counts only the likes and comments that came
// with it (others' are not exported), checked on their own below.
const RECOUNTED = new Set(['posts.likes', 'posts.comments']);

/**
 * Each table's rows as comparable text: the id left out, every reference (a column or a list of
 * item ids) replaced by the text of the row it names, every photo by its bytes' hash. Two exports
 * give the same texts when their data, their references and their photos are the same.
 */
function canonical(entries: Map<string, Buffer>): Record<string, string[]> {
  const textOf = new Map<string, string>();
  const out: Record<string, string[]> = {};
  for (const spec of ACCOUNT_TABLES) {
    const refs = spec.refs ?? {};
    const texts = rowsOf(entries, spec.key).map((row) => {
      const copy: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (key === 'id' || RECOUNTED.has(`${spec.key}.${key}`)) continue;
        if (spec.itemLists?.includes(key))
          copy[key] = (value as string[]).map((id) => textOf.get(id));
        else if (key in refs) copy[key] = value === null ? null : textOf.get(value as string);
        else if (key in (spec.photos ?? {}))
          copy[key] = value === null ? null : sha(entries.get(value as string)!);
        else copy[key] = value;
      }
      const text = JSON.stringify(copy);
      if (typeof row.id === 'string') textOf.set(row.id, text);
      return text;
    });
    out[spec.key] = texts.sort();
  }
  return out;
}

const idsOf = (entries: Map<string, Buffer>) =>
  ACCOUNT_TABLES.flatMap((spec) => rowsOf(entries, spec.key).map((row) => row.id)).filter(
    (id): id is string => typeof id === 'string',
  );

describe('export → import on another instance → export', () => {
  it('answers what was added', () => {
    const summary = expectJson<{ added: Record<string, number> }>(imported);
    const counts = JSON.parse(original.get('manifest.json')!.toString()).counts;
    expect(summary.added).toEqual(counts);
    expect(summary.added.items).toBe(3);
    expect(summary.added.photos).toBe(8);
  });

  it('holds identical data, references and photo bytes', () => {
    const before = canonical(original);
    const after = canonical(again);
    for (const spec of ACCOUNT_TABLES) expect(after[spec.key], spec.key).toEqual(before[spec.key]);
  });

  it('gives every row a new id', () => {
    const oldIds = new Set(idsOf(original));
    const newIds = idsOf(again);
    expect(newIds.length).toBe(oldIds.size);
    expect(newIds.filter((id) => oldIds.has(id))).toEqual([]);
  });

  it('counts on an imported post only the likes and comments that came with it', () => {
    expect(rowsOf(original, 'posts')[0]).toMatchObject({ likes: 2, comments: 2 });
    expect(rowsOf(again, 'posts')[0]).toMatchObject({ likes: 1, comments: 1 });
  });

  it('stores every photo with a fresh thumbnail under the new owner, on the second instance', () => {
    const files = storedFiles(second);
    expect(files).toHaveLength(16);
    expect(files.every((file) => file.startsWith(`${bea.id}/`))).toBe(true);
    expect(files.filter((file) => file.endsWith('.thumb.webp'))).toHaveLength(8);
  });

  it('shows the imported pieces through the API, their photos served to the new owner', async () => {
    const items = expectJson<{ name: string; originalImageUrl: string | null }[]>(
      await bea.get('/api/wardrobe'),
    );
    expect(items.map((item) => item.name).sort()).toEqual(['Grey chinos', 'Navy shirt', 'Red tee']);
    const shirt = items.find((item) => item.name === 'Navy shirt')!;
    expect((await bea.get(shirt.originalImageUrl!)).statusCode).toBe(200);
  });

  it('adds to an account that has data: importing twice doubles the pieces', async () => {
    expectJson(await importZip(bea, exported));
    const items = expectJson<unknown[]>(await bea.get('/api/wardrobe'));
    expect(items).toHaveLength(6);
    // Settings are the account's own: the second import leaves the first one's row as it is.
    const { rows } = await second.pool.query('SELECT count(*)::int AS n FROM user_preferences');
    expect(rows[0].n).toBe(1);
  });
});

describe('a post without an outfit (spec §3: outfitId is optional)', () => {
  it('goes out and comes back with no outfit, its words kept, and shows in the feed', async () => {
    const cleo = await asUser(first.app);
    const post = expectJson<Post>(
      await cleo.post('/api/community/posts', { caption: 'Words only', hashtags: ['musing'] }),
      201,
    );
    const zip = await downloadExport(cleo);
    const words = { outfitId: null, caption: 'Words only', hashtags: ['musing'], imageUrl: null };
    expect(rowsOf(await unzip(zip), 'posts')).toEqual([
      expect.objectContaining({ id: post.id, ...words, itemIds: [] }),
    ]);

    const dara = await asUser(second.app);
    expectJson(await importZip(dara, zip));
    const [row] = rowsOf(await unzip(await downloadExport(dara)), 'posts');
    expect(row).toMatchObject({ ...words, itemIds: [] });
    expect(row!.id).not.toBe(post.id);
    const feed = expectJson<Post[]>(await dara.get('/api/community/posts'));
    expect(feed.find((shown) => shown.id === row!.id)).toMatchObject({
      ...words,
      items: [],
      isMine: true,
    });
  });
});
