import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_REQUIRED_MESSAGE,
  IMAGE_MAX_BYTES,
  NAME_REQUIRED_MESSAGE,
  TAGS_MAX,
  type WardrobeItem,
} from '../../../contract/wardrobe.ts';
import {
  garmentJpeg,
  jpegRotatedByExif,
  jpegWithGps,
  pngClaimingSize,
} from '../../test/test-images.ts';
import { wardrobeTestKit } from '../../test/kits/wardrobe.ts';

// Adding an item, with or without a photo: validation, the photo pipeline, no stray blobs.
const {
  app,
  pool,
  alice,
  bob,
  navyShirt,
  storedFiles,
  photo,
  postItem,
  createItem,
  list,
  imageUrlsOf,
  keyOf,
  expectPhotosMatchRows,
} = await wardrobeTestKit();

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

    const image = await alice.get(item.originalImageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const imageMeta = await sharp(image.rawPayload).metadata();
    expect(imageMeta.format).toBe('webp');
    expect([imageMeta.width, imageMeta.height]).toEqual([2048, 1365]);

    const thumbnail = await alice.get(item.originalThumbnailUrl!);
    const thumbMeta = await sharp(thumbnail.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([480, 320]);

    expect(item.colors![0]).toMatchObject({ name: 'Navy', hex: '#1f2850', approximate: false });
    expect(item.aiTags).toMatchObject({
      provider: 'local',
      colors: ['Navy'],
      category: 'tops',
      subcategory: 'T-Shirt',
      style: ['casual'],
      models: ['u2netp', 'garment-mobilenetv2-photos'],
      // A clear drawing of a T-shirt is read above the tops' threshold: filled in (decision 014).
      lowConfidence: false,
    });
    expect(item.color).toBeNull();
  });

  it('keeps small photos at their size', async () => {
    const item = await createItem(alice, {}, await garmentJpeg({ width: 300, height: 200 }));
    const meta = await sharp((await alice.get(item.originalImageUrl!)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('strips EXIF, GPS included, from the stored photo, the cut-out and their thumbnails', async () => {
    const withGps = await jpegWithGps();
    const original = await sharp(withGps).metadata();
    expect(original.exif?.toString('latin1')).toContain('TestCam');
    const item = await createItem(alice, {}, withGps);
    expect(imageUrlsOf(item)).toHaveLength(4);
    for (const url of imageUrlsOf(item)) {
      const stored = (await alice.get(url)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toMatch(/TestCam|GPS-1|Exif/);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const item = await createItem(alice, {}, await jpegRotatedByExif());
    const meta = await sharp((await alice.get(item.originalImageUrl!)).rawPayload).metadata();
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

  // Raw transport: a multipart body written byte by byte, with a part typed application/json.
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
    const response = await alice.post('/api/wardrobe', { name: 'Shirt', category: 'tops' });
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
    const after = await alice.get('/api/wardrobe');
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

describe('stored photos and rows, after everything above', () => {
  it('agree exactly: no row points at a missing blob and no photo is left unreferenced', async () => {
    await expectPhotosMatchRows(16);
  });
});
