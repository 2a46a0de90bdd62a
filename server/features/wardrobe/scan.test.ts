import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  NO_CUTOUT_MESSAGE,
  NO_GARMENT_MESSAGE,
  NO_PHOTO_MESSAGE,
  type ScanResult,
  type WardrobeItem,
} from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';

// The offline AI scan end to end: u2netp cut-out, colours from the garment's pixels only, the
// Fashion-MNIST classifier on the cut-out's silhouette, and the cut-out kept beside the original.
const { app, db, uploadsDir } = await createTestApp();
const make = entityFactories(db);
const alice = await asUser(app);
const bob = await asUser(app);

const TROUSERS = 'M300 120 L500 120 L530 920 L420 920 L400 400 L380 920 L270 920 Z';
const T_SHIRT =
  'M320 230 L370 260 L430 260 L480 230 L680 330 L620 470 L540 420 L545 800 L255 800 L260 420 L180 470 L120 330 Z';

/** A 800×1000 JPEG "photo" of one garment outline on a background (plain colour or SVG paint). */
function garmentPhoto(
  outline: string,
  { fill, background, defs = '' }: { fill: string; background: string; defs?: string },
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><defs>${defs}</defs><rect width="800" height="1000" fill="${background}"/><path d="${outline}" fill="${fill}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A light blue and grey checked bedspread: no even border, so only a real mask can ignore it. */
const CHECKED = {
  defs: '<pattern id="checks" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#a9c8e8"/><rect width="40" height="40" fill="#8a8a8a"/><rect x="40" y="40" width="40" height="40" fill="#8a8a8a"/></pattern>',
  background: 'url(#checks)',
};

const navyTrousers = await garmentPhoto(TROUSERS, { fill: '#1f2850', background: '#d1a31f' });
const redTee = await garmentPhoto(T_SHIRT, { fill: '#d01c2a', ...CHECKED });

const photoFile = (bytes: Buffer) => ({
  field: 'image',
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  bytes,
});

const scan = (user: UserApi, bytes: Buffer) =>
  user.postForm('/api/wardrobe/scan', {}, [photoFile(bytes)]);

const list = async (user: UserApi) => expectJson<WardrobeItem[]>(await user.get('/api/wardrobe'));

async function createItem(
  user: UserApi,
  bytes: Buffer | null,
  fields: Record<string, string> = {},
): Promise<WardrobeItem> {
  const response = await user.postForm(
    '/api/wardrobe',
    { name: 'Scanned piece', category: 'bottoms', ...fields },
    bytes ? [photoFile(bytes)] : [],
  );
  const created = expectJson<WardrobeItem>(response, 201);
  // The photo is read in the background: the item as it is once that has landed.
  for (let tries = 0; created.analysing && tries < 300; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const item = (await list(user)).find((each) => each.id === created.id);
    if (item && !item.analysing) return item;
  }
  expect(created.analysing ?? false).toBe(false);
  return created;
}

function storedFilesOf(user: UserApi): string[] {
  const dir = path.join(uploadsDir, user.user.id);
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.webp'));
  } catch {
    return [];
  }
}

/** Alpha of the corner pixel and the share of fully transparent pixels of a stored image. */
async function transparency(bytes: Buffer): Promise<{ corner: number; clearShare: number }> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let clear = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] === 0) clear++;
  return { corner: data[3]!, clearShare: clear / (info.width * info.height) };
}

describe('POST /api/wardrobe/scan with the offline models', () => {
  it('recognises trousers: category, subcategory, confidence, a suggested name and the cut-out', async () => {
    const response = await scan(alice, navyTrousers);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ScanResult>();
    expect(result).toMatchObject({
      category: 'bottoms',
      subcategory: 'Trousers',
      color: 'Navy',
      detectedName: 'Navy Trousers',
      itemName: 'Navy Trousers',
      lowConfidence: false,
      provider: 'local',
    });
    expect(result.confidence.category).toBeGreaterThanOrEqual(0.8);
    expect(result.confidence.category).toBeLessThanOrEqual(1);

    const cutout = result.cutout!;
    expect(cutout.dataUrl).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(cutout.dataUrl.split(',')[1]!, 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.hasAlpha).toBe(true);
    expect([meta.width, meta.height]).toEqual([cutout.width, cutout.height]);
    // Trimmed to the garment: taller than wide, like the trousers themselves; cut from the upload
    // (not the 480 px scan copy), then shrunk to the preview size, sharp on a high-density screen.
    expect(cutout.height).toBeGreaterThan(cutout.width * 2);
    expect(cutout.height).toBe(640);
    // The gap between the legs and the corners beside the waist are see-through.
    const { corner, clearShare } = await transparency(bytes);
    expect(corner).toBe(0);
    expect(clearShare).toBeGreaterThan(0.1);
  });

  it('recognises a T-shirt and reads its colour from the garment, not the checked bedspread under it', async () => {
    const result = (await scan(alice, redTee)).json<ScanResult>();
    expect(result).toMatchObject({ category: 'tops', subcategory: 'T-Shirt', color: 'Red' });
    expect(result.detectedName).toBe('Red T-Shirt');
    // The background's light blue and grey fill more of the frame than the shirt does.
    expect(result.colors.map((color) => color.name)).toEqual(['Red']);
    expect(result.colors[0]!.share).toBeCloseTo(1, 1);
    expect(result.colors[0]!.approximate).toBe(false);
  });

  it('answers 422 with its message, inventing nothing, when nothing stands out from the background', async () => {
    const plain = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#8a8a8a' },
    })
      .jpeg()
      .toBuffer();
    const response = await scan(alice, plain);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: NO_GARMENT_MESSAGE });
  });

  it('keeps answering other requests while scans run', async () => {
    let scansDone = 0;
    const scans = Array.from({ length: 3 }, () =>
      scan(alice, navyTrousers).then((response) => {
        scansDone++;
        return response;
      }),
    );
    const listed = await alice.get('/api/wardrobe');
    expect(listed.statusCode).toBe(200);
    expect(scansDone).toBe(0);
    for (const response of await Promise.all(scans)) expect(response.statusCode).toBe(200);
  });
});

describe('a photo added with the offline scan', () => {
  it('keeps the original and a trimmed transparent cut-out, shows the cut-out, and records the scan', async () => {
    const before = storedFilesOf(alice).length;
    const item = await createItem(alice, navyTrousers, { name: 'Navy Trousers' });
    expect(storedFilesOf(alice).length - before).toBe(4);

    expect(item.displayImage).toBe('cutout');
    expect(item.imageUrl).toBe(item.cutoutImageUrl);
    expect(item.thumbnailUrl).toBe(item.cutoutThumbnailUrl);
    expect(item.originalImageUrl).not.toBe(item.cutoutImageUrl);
    expect(item.aiTags).toMatchObject({
      provider: 'local',
      category: 'bottoms',
      subcategory: 'Trousers',
      colors: ['Navy'],
      models: ['u2netp', 'garment-mobilenetv2-photos'],
      lowConfidence: false,
    });
    expect(item.aiTags!.confidence).toBeGreaterThanOrEqual(0.8);
    expect(item.colors!.map((color) => color.name)).toEqual(['Navy']);

    const original = await alice.get(item.originalImageUrl!);
    const cutout = await alice.get(item.cutoutImageUrl!);
    const thumbnail = await alice.get(item.cutoutThumbnailUrl!);
    for (const response of [original, cutout, thumbnail]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
    const originalMeta = await sharp(original.rawPayload).metadata();
    const cutoutMeta = await sharp(cutout.rawPayload).metadata();
    const thumbnailMeta = await sharp(thumbnail.rawPayload).metadata();
    expect([originalMeta.width, originalMeta.height]).toEqual([800, 1000]);
    expect(originalMeta.hasAlpha).toBe(false);
    expect(cutoutMeta.hasAlpha).toBe(true);
    // Trimmed to the trousers (x 270-530, y 120-920 in the photo), give or take the feathered edge.
    expect(cutoutMeta.width).toBeGreaterThan(240);
    expect(cutoutMeta.width).toBeLessThan(320);
    expect(cutoutMeta.height).toBeGreaterThan(760);
    expect(cutoutMeta.height).toBeLessThan(850);
    expect(Math.max(thumbnailMeta.width!, thumbnailMeta.height!)).toBe(480);
    expect((await transparency(cutout.rawPayload)).corner).toBe(0);
  });

  it('switches between the cut-out and the original (PUT displayImage), and back', async () => {
    const item = await createItem(alice, navyTrousers);
    const toOriginal = await alice.put(`/api/wardrobe/${item.id}`, { displayImage: 'original' });
    expect(toOriginal.statusCode).toBe(200);
    expect(toOriginal.json<WardrobeItem>()).toMatchObject({
      displayImage: 'original',
      imageUrl: item.originalImageUrl,
      thumbnailUrl: item.originalThumbnailUrl,
      cutoutImageUrl: item.cutoutImageUrl,
    });
    const listed = await list(alice);
    expect(listed.find((other) => other.id === item.id)!.imageUrl).toBe(item.originalImageUrl);

    const back = await alice.put(`/api/wardrobe/${item.id}`, { displayImage: 'cutout' });
    expect(back.json<WardrobeItem>()).toMatchObject({
      displayImage: 'cutout',
      imageUrl: item.cutoutImageUrl,
    });
  });

  it('refuses to show a cut-out that does not exist (409) and a display value it does not know (400)', async () => {
    const noPhoto = await createItem(alice, null);
    const response = await alice.put(`/api/wardrobe/${noPhoto.id}`, { displayImage: 'cutout' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: NO_CUTOUT_MESSAGE });

    const bad = await alice.put(`/api/wardrobe/${noPhoto.id}`, { displayImage: 'sketch' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("displayImage: displayImage must be 'original' or 'cutout'");
  });

  it('stores no cut-out when automatic cut-outs are off, yet still reads the garment through its mask', async () => {
    const user = await asUser(app);
    await make.preferences(user, { autoCutout: false });
    const item = await createItem(user, redTee, { name: 'Red tee', category: 'tops' });
    expect(storedFilesOf(user)).toHaveLength(2);
    expect(item).toMatchObject({
      displayImage: 'original',
      cutoutImageUrl: null,
      cutoutThumbnailUrl: null,
      imageUrl: item.originalImageUrl,
    });
    expect(item.aiTags).toMatchObject({ category: 'tops', subcategory: 'T-Shirt' });
    expect(item.colors!.map((color) => color.name)).toEqual(['Red']);

    // Asking for the cut-out on one photo still makes it.
    const asked = await createItem(user, redTee, { category: 'tops', displayImage: 'cutout' });
    expect(asked.displayImage).toBe('cutout');
    expect(storedFilesOf(user)).toHaveLength(6);
  });

  it('keeps a cut-out but shows the original when the form asks for the original', async () => {
    const item = await createItem(alice, navyTrousers, { displayImage: 'original' });
    expect(item.displayImage).toBe('original');
    expect(item.imageUrl).toBe(item.originalImageUrl);
    expect(item.cutoutImageUrl).not.toBeNull();
  });

  it("answers 404 for another user's item, photo and cut-out, and changes nothing", async () => {
    const item = await createItem(alice, navyTrousers);
    const attempts = await Promise.all([
      bob.put(`/api/wardrobe/${item.id}`, { displayImage: 'original' }),
      bob.get(item.cutoutImageUrl!),
      bob.get(item.cutoutThumbnailUrl!),
    ]);
    for (const response of attempts) expect(response.statusCode).toBe(404);
    const mine = await list(alice);
    expect(mine.find((other) => other.id === item.id)!.displayImage).toBe('cutout');
  });

  it('deletes the cut-out blobs with the item', async () => {
    const item = await createItem(alice, navyTrousers);
    const keys = [item.cutoutImageUrl!, item.cutoutThumbnailUrl!].map((url) => path.basename(url));
    expect(storedFilesOf(alice)).toEqual(expect.arrayContaining(keys));
    const response = await alice.delete(`/api/wardrobe/${item.id}`);
    expect(response.statusCode).toBe(204);
    for (const key of keys) expect(storedFilesOf(alice)).not.toContain(key);
    expect((await alice.get(item.cutoutImageUrl!)).statusCode).toBe(404);
  });
});

describe('POST /api/wardrobe/:id/cutout (remove the background later)', () => {
  const cutoutOf = (user: UserApi, id: string) => user.post(`/api/wardrobe/${id}/cutout`);

  it('cuts out a photo stored without one, shows it, and does it only once', async () => {
    const user = await asUser(app);
    await make.preferences(user, { autoCutout: false });
    const item = await createItem(user, navyTrousers);
    expect(item.cutoutImageUrl).toBeNull();

    const response = await cutoutOf(user, item.id);
    expect(response.statusCode, response.body).toBe(200);
    const cut = response.json<WardrobeItem>();
    expect(cut).toMatchObject({
      displayImage: 'cutout',
      originalImageUrl: item.originalImageUrl,
      imageUrl: cut.cutoutImageUrl,
    });
    expect(storedFilesOf(user)).toHaveLength(4);
    const meta = await sharp((await user.get(cut.cutoutImageUrl!)).rawPayload).metadata();
    expect(meta.hasAlpha).toBe(true);

    // Asked again after switching back: the same cut-out is shown, nothing new is stored.
    await user.put(`/api/wardrobe/${item.id}`, { displayImage: 'original' });
    const again = (await cutoutOf(user, item.id)).json<WardrobeItem>();
    expect(again.displayImage).toBe('cutout');
    expect(again.cutoutImageUrl).toBe(cut.cutoutImageUrl);
    expect(storedFilesOf(user)).toHaveLength(4);
  });

  it('answers 409 without a photo, 422 when no garment stands out, 404 for another user', async () => {
    const user = await asUser(app);
    await make.preferences(user, { autoCutout: false });
    const noPhoto = await createItem(user, null);
    const refused = await cutoutOf(user, noPhoto.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: NO_PHOTO_MESSAGE });

    const grey = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#8a8a8a' },
    })
      .jpeg()
      .toBuffer();
    const blank = await createItem(user, grey);
    const nothing = await cutoutOf(user, blank.id);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toMatch(/no garment/i);
    expect(storedFilesOf(user)).toHaveLength(2);

    const photo = await createItem(user, navyTrousers);
    expect((await cutoutOf(bob, photo.id)).statusCode).toBe(404);
    expect(storedFilesOf(user)).toHaveLength(4);
  });
});
