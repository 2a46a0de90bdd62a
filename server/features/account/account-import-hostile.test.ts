import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { beforeEach, describe, expect, it } from 'vitest';
import { asUser, expectJson, type ApiResponse } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { garmentJpeg } from '../../test/test-images.ts';
import {
  downloadExport,
  importZip,
  postForm,
  rowCounts,
  storedFiles,
  unzip,
  untilPhotosRead,
} from '../../test/kits/account.ts';

const UPLOAD_LIMIT = 8 * 1024 * 1024;
const ctx = await createTestApp({
  // Mallory tries every hostile zip in turn: the hourly limit is not what these tests are about.
  importLimits: { maxUploadBytes: UPLOAD_LIMIT, maxEntries: 40, perHour: 1000 },
});
const alice = await asUser(ctx.app);
const mallory = await asUser(ctx.app);
expectJson(
  await postForm(
    alice,
    '/api/wardrobe',
    { name: 'Navy shirt', category: 'tops' },
    await garmentJpeg(),
  ),
  201,
);
await untilPhotosRead(ctx, alice.id);
const valid = await unzip(await downloadExport(alice));

type Entries = Map<string, Buffer | Readable>;

/** A zip of these entries (streams are read as yazl writes them: a 1 GB entry never sits in memory). */
async function zipOf(entries: Entries): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of entries) {
    // The fastest deflate: a gigabyte of zeros still takes seconds.
    if (Buffer.isBuffer(content)) zip.addBuffer(content, name);
    else zip.addReadStream(content, name, { compressionLevel: 1 });
  }
  zip.end();
  return Buffer.concat(await (zip.outputStream as Readable).toArray());
}

/** The valid export with some entries replaced (or removed when null). */
function changed(changes: Record<string, Buffer | string | Readable | null>): Entries {
  const entries: Entries = new Map(valid);
  for (const [name, content] of Object.entries(changes)) {
    if (content === null) entries.delete(name);
    else entries.set(name, typeof content === 'string' ? Buffer.from(content) : content);
  }
  return entries;
}

const ndjson = (...rows: unknown[]) => rows.map((row) => JSON.stringify(row)).join('\n');
const itemRow = (fields: Record<string, unknown> = {}) => ({
  ...JSON.parse(valid.get('data/items.ndjson')!.toString().split('\n')[0]!),
  ...fields,
});

/** `size` zero bytes, made as they are read. */
function zeros(size: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const part = chunk.subarray(0, Math.min(chunk.length, left));
      left -= part.length;
      this.push(part);
    },
  });
}

/** Renames an entry in a zip's bytes (local header and directory): names yazl would refuse. */
function renamed(zip: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length);
  const out = Buffer.from(zip);
  let at = out.indexOf(from);
  while (at !== -1) {
    out.write(to, at, 'latin1');
    at = out.indexOf(from, at + 1);
  }
  return out;
}

/** Sets the uncompressed size the zip's directory declares for `name` (a lie the reader must catch). */
function declaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const directoryHeader = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (
    let at = out.indexOf(directoryHeader);
    at !== -1;
    at = out.indexOf(directoryHeader, at + 1)
  ) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('latin1', at + 46, at + 46 + nameLength) === name)
      out.writeUInt32LE(size, at + 24);
  }
  return out;
}

let before: { rows: Record<string, number>; files: string[] };
beforeEach(async () => {
  before = { rows: await rowCounts(ctx), files: storedFiles(ctx) };
});

async function expectRefused(response: ApiResponse, status: number, message: RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json().message).toMatch(message);
  expect(await rowCounts(ctx)).toEqual(before.rows);
  expect(storedFiles(ctx)).toEqual(before.files);
}

describe('POST /api/account/import refuses, writing nothing', () => {
  it('takes the valid export (the baseline the others break)', async () => {
    const response = await importZip(mallory, await zipOf(new Map(valid)));
    expect(expectJson<{ added: { items: number } }>(response).added.items).toBe(1);
  });

  it('a path traversal name', async () => {
    const zip = renamed(await zipOf(changed({ 'aa/evil.txt': 'x' })), 'aa/evil.txt', '../evil.txt');
    await expectRefused(await importZip(mallory, zip), 400, /damaged or unsafe|unexpected file/);
  });

  it('an absolute path', async () => {
    const zip = renamed(await zipOf(changed({ 'etc/passwd': 'x' })), 'etc/passwd', '/etc/passw');
    await expectRefused(await importZip(mallory, zip), 400, /damaged or unsafe|unexpected file/);
  });

  it('a file that is not part of an export', async () => {
    const zip = await zipOf(changed({ 'run.sh': 'rm -rf /' }));
    await expectRefused(await importZip(mallory, zip), 400, /unexpected file "run.sh"/);
  });

  it('a zip bomb: a 1 GB entry of zeros (a few megabytes compressed)', async () => {
    const zip = await zipOf(changed({ 'data/goals.ndjson': zeros(1024 ** 3) }));
    expect(zip.length).toBeLessThan(UPLOAD_LIMIT);
    await expectRefused(await importZip(mallory, zip), 413, /too large/);
  }, 120_000);

  it('an entry that expands a thousandfold', async () => {
    const zip = await zipOf(changed({ 'data/goals.ndjson': zeros(20 * 1024 * 1024) }));
    await expectRefused(await importZip(mallory, zip), 400, /zip bomb/);
  });

  it('an entry larger than its directory says', async () => {
    const rows = ndjson(...Array.from({ length: 200 }, () => itemRow({ id: randomUUID() })));
    const zip = declaredSize(
      await zipOf(changed({ 'data/items.ndjson': rows })),
      'data/items.ndjson',
      100,
    );
    await expectRefused(await importZip(mallory, zip), 400, /cannot be read|damaged/);
  });

  it('too many files', async () => {
    const extra = Object.fromEntries(
      Array.from({ length: 45 }, (_, i) => [`photos/extra${i}.webp`, 'x']),
    );
    await expectRefused(await importZip(mallory, await zipOf(changed(extra))), 413, /at most 40/);
  });

  it('an upload over the size limit', async () => {
    await expectRefused(
      await importZip(mallory, randomBytes(UPLOAD_LIMIT + 1024)),
      413,
      /too large/,
    );
  });

  it('a file that is not a zip', async () => {
    await expectRefused(await importZip(mallory, Buffer.from('just some text')), 400, /not a zip/);
  });

  it('a zip under another field name', async () => {
    await expectRefused(
      await importZip(mallory, await zipOf(new Map(valid)), 'image'),
      400,
      /"file"/,
    );
  });

  it('another version of the format', async () => {
    const manifest = { ...JSON.parse(valid.get('manifest.json')!.toString()), version: 2 };
    const zip = await zipOf(changed({ 'manifest.json': JSON.stringify(manifest) }));
    await expectRefused(
      await importZip(mallory, zip),
      400,
      /version 2; this server reads version 1/,
    );
  });

  it('another format, or no manifest', async () => {
    const other = await zipOf(changed({ 'manifest.json': '{"format":"takeout","version":1}' }));
    await expectRefused(await importZip(mallory, other), 400, /another format/);
    const none = await zipOf(changed({ 'manifest.json': null }));
    await expectRefused(await importZip(mallory, none), 400, /manifest.json is missing/);
  });

  it('foreign JSON: an unknown field, a wrong type, a line that is not JSON', async () => {
    for (const [rows, message] of [
      [ndjson(itemRow({ owner: 'me' })), /line 1: .*owner/],
      [ndjson(itemRow({ price: 'free' })), /line 1: price/],
      [ndjson(itemRow({ imageUrl: '/api/blobs/x/y.webp' })), /imageUrl names no photo/],
      ['{"name": ', /line 1 is not valid JSON/],
    ] as const) {
      const zip = await zipOf(changed({ 'data/items.ndjson': rows }));
      await expectRefused(await importZip(mallory, zip), 400, message);
    }
  });

  it("a reference to a row that is not in the export (someone else's item)", async () => {
    const outfit = { id: randomUUID(), name: 'Borrowed', itemIds: [randomUUID()] };
    const zip = await zipOf(changed({ 'data/outfits.ndjson': ndjson(outfit) }));
    await expectRefused(await importZip(mallory, zip), 400, /itemIds .* names nothing/);
  });

  it('a photo that is not an image, after another photo was stored (which is removed)', async () => {
    const photoName = itemRow().imageUrl as string;
    const second = itemRow({ id: randomUUID(), imageUrl: 'photos/zzz.webp', cutoutUrl: null });
    const zip = await zipOf(
      changed({
        'data/items.ndjson': ndjson(itemRow(), second),
        'photos/zzz.webp': 'not an image at all',
      }),
    );
    expect(valid.has(photoName)).toBe(true);
    await expectRefused(await importZip(mallory, zip), 415, /photos\/zzz.webp/);
  });

  it('a row the database refuses, after its photos were stored (which are removed)', async () => {
    const zip = await zipOf(changed({ 'data/items.ndjson': ndjson(itemRow({ price: -5 })) }));
    await expectRefused(await importZip(mallory, zip), 400, /refused/);
  });
});
