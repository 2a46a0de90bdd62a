import { describe, expect, it } from 'vitest';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { anonymous, asUser, expectJson } from '../../test/api-client.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { wardrobeTestKit } from '../../test/kits/wardrobe.ts';
import { multipartForm } from '../../test/multipart-form.ts';

// Listing, editing, deleting and wearing items; another user's item is 404 everywhere.
const {
  app,
  db,
  pool,
  clock,
  alice,
  bob,
  navyShirt,
  storedFiles,
  createItem,
  list,
  imageUrlsOf,
  keyOf,
  expectPhotosMatchRows,
} = await wardrobeTestKit();
const make = entityFactories(db);

describe('GET /api/wardrobe', () => {
  it('needs a session', async () => {
    const response = await anonymous(app).get('/api/wardrobe');
    expect(response.statusCode).toBe(401);
  });

  it("answers the session user's items newest first and ignores a userId parameter", async () => {
    const user = await asUser(app);
    const first = await createItem(user, { name: 'First' });
    const second = await createItem(user, { name: 'Second' });
    await createItem(bob, { name: 'Not yours' });

    const mine = await list(user);
    expect(mine.map((item) => item.id)).toEqual([second.id, first.id]);

    const spoofed = expectJson<WardrobeItem[]>(await user.get(`/api/wardrobe?userId=${bob.id}`));
    expect(spoofed.map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('answers exactly the contract fields', async () => {
    const user = await asUser(app);
    await createItem(user, {}, navyShirt);
    const [item] = await list(user);
    expect(Object.keys(item!).sort()).toEqual(
      [
        'aiTags',
        'analysing',
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

describe('PUT /api/wardrobe/:id', () => {
  it('changes only the fields sent', async () => {
    const item = await createItem(alice, { brand: 'Acme', price: '5000', tags: '["a"]' });
    const response = await alice.put(`/api/wardrobe/${item.id}`, {
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

    const cleared = await alice.put(`/api/wardrobe/${item.id}`, {
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
    const response = await alice.put(`/api/wardrobe/${item.id}`, {
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
    const response = await alice.put(`/api/wardrobe/${item.id}`, {});
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
    const response = await alice.put(`/api/wardrobe/${item.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(field);
  });

  // Raw transport (this test and the next): bodies no client of ours sends, written out by hand.
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
    const upload = expectJson<{ uploadURL: string }>(await bob.post('/api/objects/upload'));
    await anonymous(app).request({
      method: 'PUT',
      url: upload.uploadURL,
      payload: navyShirt,
      headers: { 'content-type': 'image/jpeg' },
    });

    const attempts = [
      bob.put(`/api/wardrobe/${item.id}`, { name: 'Mine now' }),
      bob.delete(`/api/wardrobe/${item.id}`),
      bob.put(`/api/wardrobe/${item.id}/image`, { imageURL: upload.uploadURL }),
      bob.post(`/api/wardrobe/${item.id}/wear`),
      bob.delete(`/api/wardrobe/${item.id}/wear`),
      bob.put(`/api/wardrobe/${item.id}`, { displayImage: 'original' }),
      ...imageUrlsOf(item).map((url) => bob.get(url)),
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
      const response = await alice.put(`/api/wardrobe/${encodeURIComponent(id)}`, { name: 'x' });
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

    const response = await alice.delete(`/api/wardrobe/${item.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await list(alice)).some((other) => other.id === item.id)).toBe(false);
    for (const key of keys) expect(storedFiles()).not.toContain(key);
    expect((await alice.get(item.imageUrl!)).statusCode).toBe(404);
    expect((await alice.get(item.cutoutImageUrl!)).statusCode).toBe(404);

    const again = await alice.delete(`/api/wardrobe/${item.id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('wear log', () => {
  const wear = (item: { id: string }, method: 'POST' | 'DELETE') =>
    method === 'POST'
      ? alice.post(`/api/wardrobe/${item.id}/wear`)
      : alice.delete(`/api/wardrobe/${item.id}/wear`);

  it('counts wears and undoes them one by one, restoring lastWorn', async () => {
    const item = await createItem(alice, { price: '6000' });
    clock.offsetMs = -2 * 86_400_000;
    const first = (await wear(item, 'POST')).json<WardrobeItem>();
    clock.offsetMs = -86_400_000;
    const second = (await wear(item, 'POST')).json<WardrobeItem>();
    clock.offsetMs = 0;
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
    const lastWorn = new Date('2024-05-01T10:00:00.000Z');
    const item = await make.item(alice, { timesWorn: 2, lastWorn });
    expect((await wear(item, 'DELETE')).json()).toMatchObject({
      timesWorn: 1,
      lastWorn: lastWorn.toISOString(),
    });
    expect((await wear(item, 'DELETE')).json()).toMatchObject({ timesWorn: 0, lastWorn: null });
    expect((await wear(item, 'DELETE')).statusCode).toBe(409);
  });
});

describe('stored photos and rows, after everything above', () => {
  it('agree exactly: no row points at a missing blob and no photo is left unreferenced', async () => {
    await expectPhotosMatchRows(8);
  });
});
