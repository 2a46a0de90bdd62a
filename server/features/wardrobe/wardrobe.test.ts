import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_REQUIRED_MESSAGE,
  IMAGE_MAX_BYTES,
  NAME_REQUIRED_MESSAGE,
  NO_IMAGE_MESSAGE,
  TAGS_MAX,
  type ScanResult,
  type WardrobeItem,
} from '../../../contract/wardrobe.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { multipartForm, type FormFile } from '../../test/multipart-form.ts';
import {
  garmentJpeg,
  jpegRotatedByExif,
  jpegWithGps,
  pngClaimingSize,
} from '../../test/test-images.ts';

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const ctx = await createTestApp({ clock });
const { app, pool, uploadsDir } = ctx;

const alice = await signUp(app);
const bob = await signUp(app);
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

async function postItem(
  user: SignedInUser,
  fields: Record<string, string>,
  files: FormFile[] = [],
) {
  const form = await multipartForm(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/wardrobe',
    headers: { ...form.headers, cookie: user.cookie },
    payload: form.payload,
  });
}

async function createItem(
  user: SignedInUser,
  fields: Record<string, string> = {},
  image?: Buffer,
): Promise<WardrobeItem> {
  const response = await postItem(
    user,
    { name: 'Linen shirt', category: 'tops', ...fields },
    image ? [photo(image)] : [],
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WardrobeItem>();
}

const list = async (user: SignedInUser) =>
  (await app.inject({ url: '/api/wardrobe', headers: { cookie: user.cookie } })).json<
    WardrobeItem[]
  >();

/** Every stored image of an item: the original, its thumbnail and, when made, the cut-out pair. */
const imageUrlsOf = (item: WardrobeItem): string[] =>
  [
    item.originalImageUrl,
    item.originalThumbnailUrl,
    item.cutoutImageUrl,
    item.cutoutThumbnailUrl,
  ].filter((url): url is string => url !== null);

const keyOf = (url: string) => url.replace('/api/blobs/', '');

const getBlob = (url: string, user?: SignedInUser) =>
  app.inject({ url, headers: user ? { cookie: user.cookie } : {} });

const put = (user: SignedInUser, url: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: { cookie: user.cookie }, payload: payload as object });

async function scan(user: SignedInUser, files: FormFile[]) {
  const form = await multipartForm({}, files);
  return app.inject({
    method: 'POST',
    url: '/api/wardrobe/scan',
    headers: { ...form.headers, cookie: user.cookie },
    payload: form.payload,
  });
}

describe('GET /api/wardrobe', () => {
  it('needs a session', async () => {
    const response = await app.inject({ url: '/api/wardrobe' });
    expect(response.statusCode).toBe(401);
  });

  it("answers the session user's items newest first and ignores a userId parameter", async () => {
    const user = await signUp(app);
    const first = await createItem(user, { name: 'First' });
    const second = await createItem(user, { name: 'Second' });
    await createItem(bob, { name: 'Not yours' });

    const mine = await list(user);
    expect(mine.map((item) => item.id)).toEqual([second.id, first.id]);

    const spoofed = await app.inject({
      url: `/api/wardrobe?userId=${bob.user.id}`,
      headers: { cookie: user.cookie },
    });
    expect(spoofed.json<WardrobeItem[]>().map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('answers exactly the contract fields', async () => {
    const user = await signUp(app);
    await createItem(user, {}, navyShirt);
    const [item] = await list(user);
    expect(Object.keys(item!).sort()).toEqual(
      [
        'aiTags',
        'brand',
        'category',
        'color',
        'colors',
        'createdAt',
        'cutoutImageUrl',
        'cutoutThumbnailUrl',
        'displayImage',
        'id',
        'imageUrl',
        'inLaundry',
        'isActive',
        'lastWorn',
        'name',
        'originalImageUrl',
        'originalThumbnailUrl',
        'price',
        'size',
        'subcategory',
        'tags',
        'thumbnailUrl',
        'timesWorn',
        'userId',
      ].sort(),
    );
  });
});

describe('POST /api/wardrobe', () => {
  it('creates an item from text fields alone, owned by the session user whatever the body says', async () => {
    const response = await postItem(alice, {
      userId: bob.user.id,
      name: '  Camel coat ',
      category: 'outerwear',
      subcategory: 'Trench',
      color: 'Camel',
      brand: 'Acme',
      size: 'M',
      price: '12999',
      tags: JSON.stringify(['winter', ' wool ', 'Winter', '']),
      timesWorn: '40',
      isActive: 'false',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<WardrobeItem>();
    expect(item).toMatchObject({
      userId: alice.user.id,
      name: 'Camel coat',
      category: 'outerwear',
      subcategory: 'Trench',
      color: 'Camel',
      brand: 'Acme',
      size: 'M',
      price: 12999,
      tags: ['winter', 'wool'],
      timesWorn: 0,
      lastWorn: null,
      isActive: true,
      inLaundry: false,
      imageUrl: null,
      thumbnailUrl: null,
      colors: null,
      aiTags: null,
    });
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
    expect((await list(bob)).some((other) => other.id === item.id)).toBe(false);
  });

  it('stores blank optional fields as null and no tags as an empty list', async () => {
    const item = await createItem(alice, {
      subcategory: '',
      color: ' ',
      brand: '',
      size: '',
      price: '',
      tags: '',
    });
    expect(item).toMatchObject({
      subcategory: null,
      color: null,
      brand: null,
      size: null,
      price: null,
      tags: [],
    });
  });

  it('stores a photo as a WebP of at most 2048 px and a ~480 px thumbnail, and reads its colours', async () => {
    const big = await garmentJpeg({ width: 3000, height: 2000 });
    const item = await createItem(alice, {}, big);
    expect(item.originalImageUrl).toMatch(
      new RegExp(`^/api/blobs/${alice.user.id}/[A-Za-z0-9_-]{24}\\.webp$`),
    );
    expect(item.originalThumbnailUrl).toMatch(/^\/api\/blobs\/.+\.webp$/);
    expect(item.originalThumbnailUrl).not.toBe(item.originalImageUrl);

    const image = await getBlob(item.originalImageUrl!, alice);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const imageMeta = await sharp(image.rawPayload).metadata();
    expect(imageMeta.format).toBe('webp');
    expect([imageMeta.width, imageMeta.height]).toEqual([2048, 1365]);

    const thumbnail = await getBlob(item.originalThumbnailUrl!, alice);
    const thumbMeta = await sharp(thumbnail.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([480, 320]);

    expect(item.colors![0]).toMatchObject({ name: 'Navy', hex: '#1f2850', approximate: false });
    expect(item.aiTags).toMatchObject({
      provider: 'local',
      colors: ['Navy'],
      category: 'tops',
      subcategory: 'T-Shirt',
      style: [],
      models: ['u2netp', 'fashion-mnist-mlp-int8'],
      lowConfidence: false,
    });
    expect(item.color).toBeNull();
  });

  it('keeps small photos at their size', async () => {
    const item = await createItem(alice, {}, await garmentJpeg({ width: 300, height: 200 }));
    const meta = await sharp((await getBlob(item.originalImageUrl!, alice)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('strips EXIF, GPS included, from the stored photo, the cut-out and their thumbnails', async () => {
    const withGps = await jpegWithGps();
    const original = await sharp(withGps).metadata();
    expect(original.exif?.toString('latin1')).toContain('TestCam');
    const item = await createItem(alice, {}, withGps);
    expect(imageUrlsOf(item)).toHaveLength(4);
    for (const url of imageUrlsOf(item)) {
      const stored = (await getBlob(url, alice)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toMatch(/TestCam|GPS-1|Exif/);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const item = await createItem(alice, {}, await jpegRotatedByExif());
    const meta = await sharp((await getBlob(item.originalImageUrl!, alice)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 640]);
    expect(meta.orientation).toBeUndefined();
  });

  it.each([
    [{ category: 'tops' }, 'name', NAME_REQUIRED_MESSAGE],
    [{ name: '   ', category: 'tops' }, 'name', NAME_REQUIRED_MESSAGE],
    [{ name: 'x'.repeat(101), category: 'tops' }, 'name', 'Name must be at most 100 characters'],
    [{ name: 'Shirt' }, 'category', CATEGORY_REQUIRED_MESSAGE],
    [{ name: 'Shirt', category: 'hats' }, 'category', CATEGORY_REQUIRED_MESSAGE],
    [
      { name: 'Shirt', category: 'tops', price: '12.50' },
      'price',
      'Price must be a whole number of cents',
    ],
    [
      { name: 'Shirt', category: 'tops', price: '-5' },
      'price',
      'Price must be a whole number of cents',
    ],
    [
      { name: 'Shirt', category: 'tops', price: '100000001' },
      'price',
      'Price must be at most 100000000 cents',
    ],
    [
      { name: 'Shirt', category: 'tops', tags: 'summer, linen' },
      'tags',
      'Tags must be a JSON array of text',
    ],
    [{ name: 'Shirt', category: 'tops', tags: '{"a":1}' }, 'tags', 'Tags must be a list of text'],
    [{ name: 'Shirt', category: 'tops', tags: '[1]' }, 'tags.0', 'Each tag must be text'],
    [
      { name: 'Shirt', category: 'tops', tags: JSON.stringify(['x'.repeat(41)]) },
      'tags.0',
      'A tag must be at most 40 characters',
    ],
    [
      {
        name: 'Shirt',
        category: 'tops',
        tags: JSON.stringify(Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`)),
      },
      'tags',
      `At most ${TAGS_MAX} tags`,
    ],
    [
      { name: 'Shirt', category: 'tops', brand: 'b'.repeat(81) },
      'brand',
      'Brand must be at most 80 characters',
    ],
  ])('refuses %j with 400 on %s', async (fields, field, message) => {
    const before = storedFiles();
    const response = await postItem(alice, fields, [photo(navyShirt)]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues).toContainEqual({ path: field, message });
    expect(body.message).toBe(`${field}: ${message}`);
    expect(storedFiles()).toEqual(before);
  });

  it('takes a field sent as an application/json part', async () => {
    const boundary = 'wardrobe-test-boundary';
    const part = (name: string, value: string, type?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${value}\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/wardrobe',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: alice.cookie,
      },
      payload: `${part('name', 'Tee')}${part('category', 'tops')}${part('tags', '["a","b"]', 'application/json')}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().tags).toEqual(['a', 'b']);
  });

  it('refuses a JSON body: the form is multipart (415)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/wardrobe',
      headers: { cookie: alice.cookie },
      payload: { name: 'Shirt', category: 'tops' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/multipart/);
  });

  it('refuses a text file named .jpg with 415 and stores nothing', async () => {
    const before = storedFiles();
    const response = await postItem(alice, { name: 'Shirt', category: 'tops' }, [
      photo(Buffer.from('just some text, honestly\n'.repeat(20)), 'shirt.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported image type' });
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses %s with 415', async (_type, bytes) => {
    const response = await postItem(alice, { name: 'Shirt', category: 'tops' }, [
      photo(bytes, 'x.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a PNG claiming 30000×30000 pixels with 422 in under a second, and keeps serving', async () => {
    const started = performance.now();
    const response = await postItem(alice, { name: 'Bomb', category: 'tops' }, [
      photo(pngClaimingSize(30_000, 30_000), 'bomb.png', 'image/png'),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/40 megapixels/);
    const after = await app.inject({ url: '/api/wardrobe', headers: { cookie: alice.cookie } });
    expect(after.statusCode).toBe(200);
  });

  it('refuses a file that starts like a JPEG but does not decode (422)', async () => {
    const broken = Buffer.concat([navyShirt.subarray(0, 600), Buffer.alloc(2000, 0x41)]);
    const response = await postItem(alice, { name: 'Broken', category: 'tops' }, [photo(broken)]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/could not be read/);
  });

  it('refuses a photo over 15 MB with 413', async () => {
    const huge = Buffer.concat([navyShirt, Buffer.alloc(IMAGE_MAX_BYTES + 1 - navyShirt.length)]);
    const response = await postItem(alice, { name: 'Huge', category: 'tops' }, [photo(huge)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image is too large: the limit is 15 MB');
  });

  it('refuses a second file (413), a file under another name (400) and an oversized field (413)', async () => {
    const two = await postItem(alice, { name: 'Two', category: 'tops' }, [
      photo(navyShirt),
      photo(navyShirt),
    ]);
    expect(two.statusCode).toBe(413);
    const misnamed = await postItem(alice, { name: 'Odd', category: 'tops' }, [
      { ...photo(navyShirt), field: 'picture' },
    ]);
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toMatch(/"image"/);
    const longField = await postItem(alice, {
      name: 'Long',
      category: 'tops',
      brand: 'b'.repeat(9000),
    });
    expect(longField.statusCode).toBe(413);
  });

  it('refuses more than 20 fields with 413', async () => {
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'x']));
    const response = await postItem(alice, { name: 'Many', category: 'tops', ...fields });
    expect(response.statusCode).toBe(413);
  });

  it('removes the stored photo when the insert fails, so no blob is left behind', async () => {
    // A real database failure: a trigger refuses one particular name.
    await pool.query(`
      CREATE FUNCTION refuse_doomed() RETURNS trigger AS $$
      BEGIN IF NEW.name = 'Doomed' THEN RAISE EXCEPTION 'refused by test trigger'; END IF; RETURN NEW; END;
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_doomed BEFORE INSERT ON wardrobe_items FOR EACH ROW EXECUTE FUNCTION refuse_doomed();
    `);
    try {
      const before = storedFiles();
      const response = await postItem(alice, { name: 'Doomed', category: 'tops' }, [
        photo(navyShirt),
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/trigger|refused|INSERT/i);
      expect(storedFiles()).toEqual(before);
    } finally {
      await pool.query(
        'DROP TRIGGER refuse_doomed ON wardrobe_items; DROP FUNCTION refuse_doomed();',
      );
    }
  });

  it('never leaves a row pointing at a missing blob', async () => {
    const { rows } = await pool.query<{ urls: (string | null)[] }>(
      `SELECT ARRAY[image_url, thumbnail_url, cutout_url, cutout_thumbnail_url] AS urls
       FROM wardrobe_items WHERE image_url IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const files = new Set(storedFiles());
    for (const row of rows) {
      for (const url of row.urls.filter((u): u is string => u !== null))
        expect(files.has(keyOf(url))).toBe(true);
    }
  });
});

describe('PUT /api/wardrobe/:id', () => {
  it('changes only the fields sent', async () => {
    const item = await createItem(alice, { brand: 'Acme', price: '5000', tags: '["a"]' });
    const response = await put(alice, `/api/wardrobe/${item.id}`, {
      name: 'Renamed',
      tags: ['x', 'y'],
      inLaundry: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...item,
      name: 'Renamed',
      tags: ['x', 'y'],
      inLaundry: true,
    });

    const cleared = await put(alice, `/api/wardrobe/${item.id}`, {
      brand: null,
      price: null,
      inLaundry: false,
    });
    expect(cleared.json()).toMatchObject({
      name: 'Renamed',
      brand: null,
      price: null,
      inLaundry: false,
      tags: ['x', 'y'],
    });
  });

  it('ignores server-managed fields and a planted userId', async () => {
    const item = await createItem(alice);
    const response = await put(alice, `/api/wardrobe/${item.id}`, {
      userId: bob.user.id,
      id: '00000000-0000-4000-8000-000000000000',
      timesWorn: 99,
      isActive: false,
      imageUrl: '/api/blobs/elsewhere.webp',
      createdAt: '2000-01-01T00:00:00.000Z',
      color: 'Olive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...item, color: 'Olive' });
    expect((await list(alice)).some((other) => other.id === item.id)).toBe(true);
  });

  it('answers the item unchanged for an empty edit', async () => {
    const item = await createItem(alice);
    const response = await put(alice, `/api/wardrobe/${item.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(item);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 42 }, 'name'],
    [{ category: 'hats' }, 'category'],
    [{ price: -1 }, 'price'],
    [{ price: 10.5 }, 'price'],
    [{ price: '1000' }, 'price'],
    [{ tags: 'summer' }, 'tags'],
    [{ inLaundry: 'yes' }, 'inLaundry'],
    [{ size: 'x'.repeat(21) }, 'size'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const item = await createItem(alice);
    const response = await put(alice, `/api/wardrobe/${item.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(field);
  });

  it('refuses a multipart body (415): edits are JSON', async () => {
    const item = await createItem(alice);
    const form = await multipartForm({ name: 'Renamed' });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/wardrobe/${item.id}`,
      headers: { ...form.headers, cookie: alice.cookie },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const item = await createItem(alice);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/wardrobe/${item.id}`,
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x', padding: 'p'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("another user's item", () => {
  it('answers 404 on every route and changes nothing', async () => {
    const item = await createItem(alice, {}, navyShirt);
    const before = storedFiles();
    const upload = (
      await app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: { cookie: bob.cookie },
      })
    ).json();
    await app.inject({
      method: 'PUT',
      url: upload.uploadURL,
      payload: navyShirt,
      headers: { 'content-type': 'image/jpeg' },
    });

    const attempts = [
      put(bob, `/api/wardrobe/${item.id}`, { name: 'Mine now' }),
      app.inject({
        method: 'DELETE',
        url: `/api/wardrobe/${item.id}`,
        headers: { cookie: bob.cookie },
      }),
      put(bob, `/api/wardrobe/${item.id}/image`, { imageURL: upload.uploadURL }),
      app.inject({
        method: 'POST',
        url: `/api/wardrobe/${item.id}/wear`,
        headers: { cookie: bob.cookie },
      }),
      app.inject({
        method: 'DELETE',
        url: `/api/wardrobe/${item.id}/wear`,
        headers: { cookie: bob.cookie },
      }),
      put(bob, `/api/wardrobe/${item.id}`, { displayImage: 'original' }),
      ...imageUrlsOf(item).map((url) => getBlob(url, bob)),
    ];
    expect(attempts).toHaveLength(10);
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not found/i);
    }
    const [after] = (await list(alice)).filter((other) => other.id === item.id);
    expect(after).toEqual(item);
    expect(storedFiles().filter((file) => !file.startsWith('pending/'))).toEqual(
      before.filter((file) => !file.startsWith('pending/')),
    );
  });

  it('answers 404, not 500, for ids that are not UUIDs', async () => {
    for (const id of ['abc', '1', "1' OR '1'='1"]) {
      const response = await put(alice, `/api/wardrobe/${encodeURIComponent(id)}`, { name: 'x' });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/wardrobe/:id', () => {
  it('answers 204 and removes the item and its four stored images (original, cut-out, thumbnails)', async () => {
    const item = await createItem(alice, {}, navyShirt);
    const keys = imageUrlsOf(item).map(keyOf);
    expect(keys).toHaveLength(4);
    expect(storedFiles()).toEqual(expect.arrayContaining(keys));

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/wardrobe/${item.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await list(alice)).some((other) => other.id === item.id)).toBe(false);
    for (const key of keys) expect(storedFiles()).not.toContain(key);
    expect((await getBlob(item.imageUrl!, alice)).statusCode).toBe(404);
    expect((await getBlob(item.cutoutImageUrl!, alice)).statusCode).toBe(404);

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/wardrobe/${item.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('wear log', () => {
  const wear = (item: WardrobeItem, method: 'POST' | 'DELETE') =>
    app.inject({ method, url: `/api/wardrobe/${item.id}/wear`, headers: { cookie: alice.cookie } });

  it('counts wears and undoes them one by one, restoring lastWorn', async () => {
    const item = await createItem(alice, { price: '6000' });
    offsetMs = -2 * 86_400_000;
    const first = (await wear(item, 'POST')).json<WardrobeItem>();
    offsetMs = -86_400_000;
    const second = (await wear(item, 'POST')).json<WardrobeItem>();
    offsetMs = 0;
    expect(first.timesWorn).toBe(1);
    expect(second.timesWorn).toBe(2);
    expect(new Date(second.lastWorn!).getTime()).toBeGreaterThan(
      new Date(first.lastWorn!).getTime(),
    );

    const undoOnce = await wear(item, 'DELETE');
    expect(undoOnce.statusCode).toBe(200);
    expect(undoOnce.json()).toMatchObject({ timesWorn: 1, lastWorn: first.lastWorn });
    const undoTwice = (await wear(item, 'DELETE')).json<WardrobeItem>();
    expect(undoTwice).toMatchObject({ timesWorn: 0, lastWorn: null });

    const nothingLeft = await wear(item, 'DELETE');
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json()).toEqual({ message: 'This item has no wear to undo' });
  });

  it('keeps the count right under concurrent wears', async () => {
    const item = await createItem(alice);
    await Promise.all(Array.from({ length: 8 }, () => wear(item, 'POST')));
    const [after] = (await list(alice)).filter((other) => other.id === item.id);
    expect(after!.timesWorn).toBe(8);
    const { rows } = await pool.query(
      'SELECT count(*)::int AS n FROM item_wears WHERE item_id = $1',
      [item.id],
    );
    expect(rows[0].n).toBe(8);
  });

  it('takes back wears counted without a log entry without going below zero', async () => {
    const item = await createItem(alice);
    const lastWorn = new Date('2024-05-01T10:00:00.000Z');
    await pool.query('UPDATE wardrobe_items SET times_worn = 2, last_worn = $2 WHERE id = $1', [
      item.id,
      lastWorn,
    ]);
    expect((await wear(item, 'DELETE')).json()).toMatchObject({
      timesWorn: 1,
      lastWorn: lastWorn.toISOString(),
    });
    expect((await wear(item, 'DELETE')).json()).toMatchObject({ timesWorn: 0, lastWorn: null });
    expect((await wear(item, 'DELETE')).statusCode).toBe(409);
  });
});

describe('photo change through an upload URL', () => {
  async function uploadUrl(user: SignedInUser): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ uploadURL: string }>().uploadURL;
  }

  /** Where the bytes PUT to an upload URL wait to be attached. */
  const pendingFileOf = (url: string, user: SignedInUser) =>
    `pending/${user.user.id}/${url.split('.')[1]}`;

  const upload = (url: string, bytes: Buffer, contentType = 'image/jpeg') =>
    app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': contentType } });

  it('needs a session to hand out an upload URL', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
  });

  it('uploads, attaches through the pipeline, and removes the old photo, its cut-out and the raw upload', async () => {
    const item = await createItem(alice, {}, navyShirt);
    const oldKeys = imageUrlsOf(item).map(keyOf);
    expect(oldKeys).toHaveLength(4);
    const url = await uploadUrl(alice);
    expect(url).toMatch(/^\/api\/uploads\/[^/]+$/);

    const red = await garmentJpeg({ color: '#c8202f' });
    expect(
      (
        await upload(
          url,
          await sharp(red)
            .withExif({ IFD0: { Make: 'TestCam' } })
            .toBuffer(),
        )
      ).statusCode,
    ).toBe(204);
    expect(storedFiles()).toContain(pendingFileOf(url, alice));

    const response = await put(alice, `/api/wardrobe/${item.id}/image`, {
      imageURL: `http://localhost${url}`,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<WardrobeItem>();
    expect(updated.imageUrl).not.toBe(item.imageUrl);
    expect(updated.cutoutImageUrl).not.toBeNull();
    expect(updated.cutoutImageUrl).not.toBe(item.cutoutImageUrl);
    expect(updated.colors![0]!.name).toBe('Red');
    expect(updated.aiTags!.colors).toEqual(['Red']);
    const stored = await sharp(
      (await getBlob(updated.originalImageUrl!, alice)).rawPayload,
    ).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();

    for (const key of oldKeys) expect(storedFiles()).not.toContain(key);
    expect(storedFiles()).not.toContain(pendingFileOf(url, alice));

    // The upload was used up.
    const reuse = await put(alice, `/api/wardrobe/${item.id}/image`, { imageURL: url });
    expect(reuse.statusCode).toBe(404);
  });

  it('lets one of two simultaneous photo changes win and leaves no stray blob (200 + 409)', async () => {
    const item = await createItem(alice, {}, navyShirt);
    const urls = [await uploadUrl(alice), await uploadUrl(alice)];
    for (const url of urls)
      expect((await upload(url, await garmentJpeg({ color: '#c8202f' }))).statusCode).toBe(204);
    const answers = await Promise.all(
      urls.map((imageURL) => put(alice, `/api/wardrobe/${item.id}/image`, { imageURL })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<WardrobeItem>();
    const [stored] = (await list(alice)).filter((other) => other.id === item.id);
    expect(stored!.imageUrl).toBe(winner.imageUrl);
    const mine = storedFiles().filter((file) => file.startsWith(`${alice.user.id}/`));
    const referenced = new Set((await list(alice)).flatMap(imageUrlsOf));
    expect(mine.filter((file) => !referenced.has(`/api/blobs/${file}`))).toEqual([]);
  });

  it('refuses an expired upload URL (403) and a forged one (403)', async () => {
    const before = storedFiles();
    const url = await uploadUrl(alice);
    offsetMs = 16 * 60 * 1000;
    try {
      const expired = await upload(url, navyShirt);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toMatch(/expired/);
    } finally {
      offsetMs = 0;
    }

    const fresh = await uploadUrl(alice);
    const [, user, nonce, expires, signature] =
      /^\/api\/uploads\/([^.]+)\.([^.]+)\.([^.]+)\.([^.]+)$/.exec(fresh)!;
    const bobCompact = Buffer.from(bob.user.id.replaceAll('-', ''), 'hex').toString('base64url');
    const later = (Number.parseInt(expires!, 36) + 3600).toString(36);
    const tampered = [
      `/api/uploads/${bobCompact}.${nonce}.${expires}.${signature}`,
      `/api/uploads/${user}.${nonce}.${later}.${signature}`,
      `/api/uploads/${user}.${nonce}.${expires}.${'A'.repeat(22)}`,
      '/api/uploads/not-a-token',
    ];
    for (const forged of tampered) {
      const response = await upload(forged, navyShirt);
      expect(response.statusCode, forged).toBe(403);
      expect(response.json().message).toMatch(/invalid/);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses non-images (415) and oversized bodies (413) at the upload URL', async () => {
    const url = await uploadUrl(alice);
    expect((await upload(url, Buffer.from('hello, not an image'), 'image/jpeg')).statusCode).toBe(
      415,
    );
    const json = await app.inject({ method: 'PUT', url, payload: { image: 'no' } });
    expect(json.statusCode).toBe(415);
    const huge = await upload(url, Buffer.concat([navyShirt, Buffer.alloc(IMAGE_MAX_BYTES)]));
    expect(huge.statusCode).toBe(413);
  });

  it("refuses to attach someone else's upload, a URL that is not an upload, or a photo the pipeline rejects", async () => {
    const item = await createItem(alice);
    const bobsUrl = await uploadUrl(bob);
    expect((await upload(bobsUrl, navyShirt)).statusCode).toBe(204);
    expect(
      (await put(alice, `/api/wardrobe/${item.id}/image`, { imageURL: bobsUrl })).statusCode,
    ).toBe(404);

    for (const imageURL of ['https://example.com/cat.jpg', '/api/blobs/x.webp', '::::']) {
      const response = await put(alice, `/api/wardrobe/${item.id}/image`, { imageURL });
      expect(response.statusCode, imageURL).toBe(400);
    }
    expect((await put(alice, `/api/wardrobe/${item.id}/image`, {})).statusCode).toBe(400);

    const bombUrl = await uploadUrl(alice);
    expect((await upload(bombUrl, pngClaimingSize(30_000, 30_000), 'image/png')).statusCode).toBe(
      204,
    );
    const bomb = await put(alice, `/api/wardrobe/${item.id}/image`, { imageURL: bombUrl });
    expect(bomb.statusCode).toBe(422);
    expect(storedFiles()).not.toContain(pendingFileOf(bombUrl, alice));
    const [unchanged] = (await list(alice)).filter((other) => other.id === item.id);
    expect(unchanged!.imageUrl).toBeNull();
  });
});

describe('POST /api/wardrobe/scan', () => {
  it('asks for an image when none is sent (400)', async () => {
    const response = await scan(alice, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NO_IMAGE_MESSAGE });
  });

  it("reads the garment's real colours and suggests a name, storing nothing", async () => {
    const before = storedFiles();
    const response = await scan(alice, [
      photo(await garmentJpeg({ color: '#c19a6b', stripes: '#1a1a1a', background: '#f8f8f6' })),
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json<ScanResult>();
    expect(result.colors.map((color) => color.name).sort()).toEqual(['Black', 'Camel']);
    expect(result.color).toBe(result.colors[0]!.name);
    expect(result.detectedName).toBe(`${result.color} T-Shirt`);
    expect(result.itemName).toBe(result.detectedName);
    expect(result).toMatchObject({
      category: 'tops',
      subcategory: 'T-Shirt',
      brand: null,
      size: null,
      style: [],
      provider: 'local',
      lowConfidence: false,
    });
    expect(result.confidence.category).toBeGreaterThan(0.8);
    expect(result.confidence.color).toBeGreaterThan(0.5);
    expect(result.cutout!.dataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses what is not an image (415) and a pixel bomb (422)', async () => {
    expect(
      (await scan(alice, [photo(Buffer.from('%PDF-1.7 not an image'), 'scan.jpg')])).statusCode,
    ).toBe(415);
    expect(
      (await scan(alice, [photo(pngClaimingSize(30_000, 30_000), 'x.png', 'image/png')]))
        .statusCode,
    ).toBe(422);
  });

  it('needs a session', async () => {
    const form = await multipartForm({}, [photo(navyShirt)]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/wardrobe/scan',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('stored photos and rows, after everything above', () => {
  it('agree exactly: no row points at a missing blob and no photo is left unreferenced', async () => {
    const { rows } = await pool.query<{ urls: (string | null)[] }>(
      'SELECT ARRAY[image_url, thumbnail_url, cutout_url, cutout_thumbnail_url] AS urls FROM wardrobe_items',
    );
    const referenced = rows
      .flatMap((row) => row.urls)
      .filter((url): url is string => url !== null)
      .map(keyOf)
      .sort();
    const photos = storedFiles().filter((file) => !file.startsWith('pending/'));
    expect(referenced.length).toBeGreaterThan(10);
    expect(photos).toEqual(referenced);
  });
});
