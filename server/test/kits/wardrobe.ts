import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import type { AppDeps } from '../../app.ts';
import { asUser, expectJson, type UserApi } from '../api-client.ts';
import { createTestApp } from '../create-test-app.ts';
import type { FormFile } from '../multipart-form.ts';
import { garmentJpeg } from '../test-images.ts';

/**
 * What the wardrobe's route tests share: an app on its own database and photo folder, a clock a
 * test can move (`clock.offsetMs`), two users, a garment photo, and request helpers.
 * Call it once at the top of a test file; `overrides` replace the app's dependencies (a vision).
 */
export async function wardrobeTestKit(overrides: Partial<AppDeps> = {}) {
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const ctx = await createTestApp({ clock, ...overrides });
  const { app, pool, uploadsDir } = ctx;

  const alice = await asUser(app);
  const bob = await asUser(app);
  const navyShirt = await garmentJpeg();

  /** Every stored file under the uploads folder (temp files excluded), relative to it. */
  function storedFiles(): string[] {
    return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
      .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
      .sort();
  }

  const photo = (
    bytes: Uint8Array,
    filename = 'photo.jpg',
    contentType = 'image/jpeg',
  ): FormFile => ({
    field: 'image',
    filename,
    contentType,
    bytes,
  });

  const postItem = (user: UserApi, fields: Record<string, string>, files: FormFile[] = []) =>
    user.postForm('/api/wardrobe', fields, files);

  /**
   * The item once its photo has been read in the background (cut-out, colours, category): asks
   * again until it is no longer `analysing` (a real scan takes a second or two on this box).
   */
  async function untilRead(user: UserApi, id: string, timeoutMs = 15_000): Promise<WardrobeItem> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      // The list, as the client polls it (there is no single-item GET in spec §7).
      const items = expectJson<WardrobeItem[]>(await user.get('/api/wardrobe'));
      const item = items.find((each) => each.id === id);
      if (!item) throw new Error(`item ${id} is not in the wardrobe`);
      if (!item.analysing) return item;
      if (Date.now() > until) throw new Error(`item ${id} still analysing after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** POST /api/wardrobe, answered 201; with a photo, the item as it is once the photo is read. */
  async function createItem(
    user: UserApi,
    fields: Record<string, string> = {},
    image?: Buffer,
  ): Promise<WardrobeItem> {
    const response = await postItem(
      user,
      { name: 'Linen shirt', category: 'tops', ...fields },
      image ? [photo(image)] : [],
    );
    const item = expectJson<WardrobeItem>(response, 201);
    return item.analysing ? untilRead(user, item.id) : item;
  }

  const list = async (user: UserApi) => expectJson<WardrobeItem[]>(await user.get('/api/wardrobe'));

  /** Every stored image of an item: the original, its thumbnail and, when made, the cut-out pair. */
  const imageUrlsOf = (item: WardrobeItem): string[] =>
    [
      item.originalImageUrl,
      item.originalThumbnailUrl,
      item.cutoutImageUrl,
      item.cutoutThumbnailUrl,
    ].filter((url): url is string => url !== null);

  const keyOf = (url: string) => url.replace('/api/blobs/', '');

  const scan = (user: UserApi, files: FormFile[]) => user.postForm('/api/wardrobe/scan', {}, files);

  /**
   * Stored photos and rows agree exactly: no row points at a missing blob and no photo is left
   * unreferenced. Run last in a file, after everything else has stored and removed photos.
   */
  async function expectPhotosMatchRows(atLeast: number): Promise<void> {
    // Photos still being read in the background settle first (their cut-outs are being stored).
    for (let tries = 0; tries < 300; tries++) {
      const pending = await pool.query(
        'SELECT 1 FROM wardrobe_items WHERE pending_analysis IS NOT NULL LIMIT 1',
      );
      if (pending.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { rows } = await pool.query<{ urls: (string | null)[] }>(
      'SELECT ARRAY[image_url, thumbnail_url, cutout_url, cutout_thumbnail_url] AS urls FROM wardrobe_items',
    );
    const referenced = rows
      .flatMap((row) => row.urls)
      .filter((url): url is string => url !== null)
      .map(keyOf)
      .sort();
    const photos = storedFiles().filter((file) => !file.startsWith('pending/'));
    expect(referenced.length).toBeGreaterThanOrEqual(atLeast);
    expect(photos).toEqual(referenced);
  }

  return {
    ...ctx,
    app,
    pool,
    clock,
    alice,
    bob,
    navyShirt,
    storedFiles,
    photo,
    postItem,
    createItem,
    untilRead,
    list,
    imageUrlsOf,
    keyOf,
    scan,
    expectPhotosMatchRows,
  };
}
