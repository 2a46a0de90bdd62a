import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../contract/wardrobe.ts';
import { styleDiary, users } from '../db/schema.ts';
import { hasValidBlobSignature } from '../storage/blob-access.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createLocalDiskBlobStore } from '../storage/local-disk-blob-store.ts';
import { createSigner } from '../storage/signer.ts';
import { createUploads } from '../storage/uploads.ts';
import { createTestApp } from '../test/create-test-app.ts';
import {
  garmentCutoutPng,
  garmentJpeg,
  jpegWithGps,
  pngClaimingSize,
} from '../test/test-images.ts';
import {
  createPhotos,
  ImageRejected,
  ImageTooLarge,
  NotAnImage,
  UnprocessableImage,
  type StoredPhoto,
} from './photos.ts';

const { db } = await createTestApp();
const clock = { now: () => new Date() };
const signer = createSigner('photo-module-test-secret-32-chars!!');

/** A photo module on its own folder; `failPutAfter` makes the n+1th write fail. */
function setup({ failPutAfter = Infinity } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'afc-photos-'));
  const disk = createLocalDiskBlobStore(root);
  let puts = 0;
  const blobs: BlobStore = {
    ...disk,
    async put(key, bytes, contentType) {
      puts += 1;
      if (puts > failPutAfter) throw new Error('disk full');
      return disk.put(key, bytes, contentType);
    },
  };
  const uploads = createUploads({ blobs, signer, clock });
  const warnings: unknown[] = [];
  const photos = createPhotos({
    blobs,
    uploads,
    signer,
    log: { warn: (o: unknown) => void warnings.push(o) },
  });
  /** Every stored photo file (uploads and temp files aside). */
  const files = () =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter(
        (e) => e.isFile() && !e.parentPath.includes('.tmp') && !e.parentPath.includes('pending'),
      )
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  return { photos, blobs, uploads, files, warnings };
}

async function newUser(): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ username: `photos_${randomBytes(4).toString('hex')}`, password: 'x' })
    .returning({ id: users.id });
  return row!.id;
}

const keysOf = (photo: StoredPhoto) => [photo.keys.image, photo.keys.thumbnail].sort();
const owner = await newUser();

describe('prepare', () => {
  it('re-encodes to WebP without metadata, with a ~480 px thumbnail', async () => {
    const { photos } = setup();
    const { image, thumbnail } = await photos.prepare(await jpegWithGps());
    const meta = await sharp(image.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(thumbnail.width, thumbnail.height)).toBeLessThanOrEqual(480);
  });

  it('refuses with typed errors: 415 not an image, 413 too large, 422 too many pixels', async () => {
    const { photos } = setup();
    const refusal = (bytes: Buffer) => photos.prepare(bytes).catch((error: unknown) => error);
    const notImage = await refusal(Buffer.from('just some text, named photo.jpg'));
    const tooLarge = await refusal(Buffer.alloc(IMAGE_MAX_BYTES + 1));
    const bomb = await refusal(pngClaimingSize(30_000, 30_000));
    expect(notImage).toBeInstanceOf(NotAnImage);
    expect(tooLarge).toBeInstanceOf(ImageTooLarge);
    expect(bomb).toBeInstanceOf(UnprocessableImage);
    expect([notImage, tooLarge, bomb].map((e) => (e as ImageRejected).kind)).toEqual([
      'unsupported-media',
      'too-large',
      'unprocessable',
    ]);
    for (const error of [notImage, tooLarge, bomb]) expect(error).toBeInstanceOf(ImageRejected);
  });
});

describe('store', () => {
  it('stores the photo and its thumbnail beside it, under the owner', async () => {
    const { photos, files } = setup();
    const stored = await photos.accept(owner, await garmentJpeg());
    expect(files()).toEqual(keysOf(stored));
    expect(stored.keys.thumbnail).toBe(stored.keys.image.replace(/\.webp$/, '.thumb.webp'));
    expect(stored.imageUrl).toBe(`/api/blobs/${stored.keys.image}`);
    expect(photos.thumbnailUrlOf(stored.imageUrl)).toBe(stored.thumbnailUrl);
    expect((await photos.read(stored.thumbnailUrl))?.width).toBeLessThanOrEqual(480);
  });

  it('stores a photo and its cut-out together, or (when a write fails) nothing', async () => {
    const { photos, files } = setup({ failPutAfter: 3 });
    const photo = await photos.prepare(await garmentJpeg());
    const cutout = await photos.prepareCutout(
      await sharp(await garmentCutoutPng('#c8202f'))
        .webp()
        .toBuffer(),
    );
    await expect(photos.storeAll(owner, [photo, cutout])).rejects.toThrow('disk full');
    expect(files()).toEqual([]);
  });
});

describe('a photo lives as long as its row', () => {
  const insertEntry = (userId: string, photo: StoredPhoto) =>
    db
      .insert(styleDiary)
      .values({ userId, title: 'Look', imageUrl: photo.imageUrl })
      .returning()
      .then((rows) => rows[0]);

  it('a failed insert leaves no blob behind', async () => {
    const { photos, files } = setup();
    const stored = await photos.accept(owner, await garmentJpeg());
    // No such user: PostgreSQL refuses the row (foreign key), the photo must go with it.
    const attempt = photos.saveWith([stored], () => insertEntry(randomUUID(), stored));
    await expect(attempt).rejects.toThrow();
    expect(files()).toEqual([]);
  });

  it('a write that finds nothing to change leaves no blob behind either', async () => {
    const { photos, files } = setup();
    const stored = await photos.accept(owner, await garmentJpeg());
    expect(await photos.saveWith([stored], async () => undefined)).toBeUndefined();
    expect(files()).toEqual([]);
  });

  it('a deleted row takes its photo and thumbnail with it, even when it recorded one URL', async () => {
    const { photos, files } = setup();
    const kept = await photos.accept(owner, await garmentJpeg());
    const stored = await photos.accept(owner, await garmentJpeg());
    const row = await photos.saveWith([stored], () => insertEntry(owner, stored));
    expect(row?.imageUrl).toBe(stored.imageUrl);
    expect(files()).toEqual([...keysOf(kept), ...keysOf(stored)].sort());

    const deleteRow = () =>
      db
        .delete(styleDiary)
        .where(eq(styleDiary.id, row!.id))
        .returning()
        .then((rows) => rows[0]);
    const deleted = await photos.deleteWith(deleteRow, (r) => [r.imageUrl]);
    expect(deleted?.id).toBe(row!.id);
    expect(files()).toEqual(keysOf(kept));
    // Deleting again finds no row and removes nothing.
    expect(await photos.deleteWith(deleteRow, (r) => [r.imageUrl])).toBeUndefined();
    expect(files()).toEqual(keysOf(kept));
  });
});

describe('uploads and links', () => {
  it('prepares a claimed upload, and drops an upload that is not an image at once', async () => {
    const { photos, uploads, blobs } = setup();
    const good = uploads.issueUrl(owner);
    await uploads.store(
      uploads.authorize(good.split('/').pop()!),
      Readable.from([await garmentJpeg()]),
    );
    const claimed = await photos.prepareUpload(owner, good);
    expect(claimed.photo.image.contentType).toBe('image/webp');
    await claimed.discard();
    await expect(photos.prepareUpload(owner, good)).rejects.toMatchObject({ kind: 'not-found' });

    // Passes the magic-byte check at the upload URL, but does not decode.
    const broken = uploads.issueUrl(owner);
    const target = uploads.authorize(broken.split('/').pop()!);
    await uploads.store(target, Readable.from([pngClaimingSize(100, 100)]));
    await expect(photos.prepareUpload(owner, broken)).rejects.toBeInstanceOf(UnprocessableImage);
    expect(await blobs.read(target.key)).toBeNull();
  });

  it('signs a link that opens the photo without a session until it expires', async () => {
    const { photos } = setup();
    const stored = await photos.accept(owner, await garmentJpeg());
    const expires = new Date(Date.now() + 60_000);
    const link = new URL(photos.signedUrl(stored.imageUrl, expires), 'http://x');
    expect(link.pathname).toBe(stored.imageUrl);
    const query = Object.fromEntries(link.searchParams);
    expect(hasValidBlobSignature(signer, stored.keys.image, query, new Date())).toBe(true);
    expect(hasValidBlobSignature(signer, stored.keys.thumbnail, query, new Date())).toBe(false);
    expect(
      hasValidBlobSignature(signer, stored.keys.image, query, new Date(Date.now() + 120_000)),
    ).toBe(false);
  });
});
