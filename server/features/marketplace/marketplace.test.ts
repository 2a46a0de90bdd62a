import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/marketplace.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import type { FormFile } from '../../test/multipart-form.ts';
import { garmentJpeg } from '../../test/test-images.ts';

let ctx: TestContext;
let alice: UserApi;
let bob: UserApi;
let coat: WardrobeItem;

const filesStored = () =>
  readdirSync(ctx.uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

const photo = async (): Promise<FormFile> => ({
  field: 'image',
  filename: 'coat.jpg',
  contentType: 'image/jpeg',
  bytes: await garmentJpeg({ color: '#b8874f' }),
});

const list = async (user: UserApi, query = '') =>
  expectJson<Listing[]>(await user.get(`/api/marketplace${query}`));

const request = (user: UserApi, method: 'GET' | 'PATCH' | 'DELETE', id: string, payload?: object) =>
  user.request({ method, url: `/api/marketplace/${id}`, payload });

beforeAll(async () => {
  ctx = await createTestApp({ checkResponses: true });
  alice = await asUser(ctx.app);
  bob = await asUser(ctx.app);
  const created = await alice.postForm(
    '/api/wardrobe',
    { name: 'Camel coat', category: 'outerwear', brand: 'Toteme', size: 'M' },
    [await photo()],
  );
  coat = expectJson<WardrobeItem>(created, 201);
});

describe('marketplace', () => {
  let listing: Listing;

  it('lists a wardrobe piece with a copy of its stored photo', async () => {
    const before = filesStored();
    const response = await alice.postForm('/api/marketplace', {
      wardrobeItemId: coat.id,
      title: 'Camel coat, worn twice',
      price: '12000',
      condition: 'like-new',
      brand: 'Toteme',
      size: 'M',
      category: 'outerwear',
      contact: 'alice@example.com',
      userId: bob.user.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    listing = response.json<Listing>();
    expect(listing).toMatchObject({
      userId: alice.user.id,
      wardrobeItemId: coat.id,
      price: 12000,
      condition: 'like-new',
      status: 'active',
      views: 0,
      isMine: true,
      contact: 'alice@example.com',
    });
    expect(filesStored()).toBe(before + 2);
    // Another signed-in user sees the photo through its signed link.
    const image = await bob.get(listing.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('refuses bad prices, conditions, contacts and foreign pieces, storing nothing', async () => {
    const files = filesStored();
    const count = (await list(alice, '?mine=true')).length;
    const base = { title: 'Thing', price: '1000', condition: 'good' };
    const cases: [Record<string, string>, number][] = [
      [{ ...base, price: '0' }, 400],
      [{ ...base, price: '-5' }, 400],
      [{ ...base, price: '12.50' }, 400],
      [{ ...base, price: '10000001' }, 400],
      [{ ...base, condition: 'mint' }, 400],
      [{ ...base, contact: 'javascript:alert(1)' }, 400],
      [{ ...base, title: ' ' }, 400],
      [{ ...base, wardrobeItemId: 'nope' }, 400],
    ];
    for (const [fields, status] of cases) {
      const response = await alice.postForm('/api/marketplace', fields, [await photo()]);
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    const foreign = await bob.postForm('/api/marketplace', { ...base, wardrobeItemId: coat.id });
    expect(foreign.statusCode).toBe(404);
    const notImage = await alice.postForm('/api/marketplace', base, [
      { field: 'image', filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('hello') },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect((await list(alice, '?mine=true')).length).toBe(count);
    expect(filesStored()).toBe(files);
  });

  it('shows every active listing to everyone, with search and filters', async () => {
    const found = await list(bob, '?status=active');
    expect(found.map((l) => l.id)).toContain(listing.id);
    expect(found.find((l) => l.id === listing.id)).toMatchObject({
      isMine: false,
      sellerName: alice.user.username,
    });
    expect((await list(bob, '?status=active&q=camel')).length).toBe(1);
    expect((await list(bob, '?status=active&q=%25')).length).toBe(0);
    expect((await list(bob, '?status=active&category=shoes')).length).toBe(0);
    expect((await list(bob, '?status=active&size=m')).length).toBe(1);
    expect((await list(bob, '?mine=true')).length).toBe(0);
    const bad = await bob.get('/api/marketplace?status=gone');
    expect(bad.statusCode).toBe(400);
  });

  it('counts a view by another user once, never by the seller', async () => {
    expect((await request(bob, 'GET', listing.id)).json<Listing>().views).toBe(1);
    expect((await request(alice, 'GET', listing.id)).json<Listing>().views).toBe(1);
    expect((await request(bob, 'GET', listing.id)).json<Listing>().views).toBe(1);
  });

  it('lets only the seller edit; a buyer gets 404', async () => {
    expect((await request(bob, 'PATCH', listing.id, { price: 1 })).statusCode).toBe(404);
    expect((await request(bob, 'DELETE', listing.id)).statusCode).toBe(404);
    expect((await request(alice, 'PATCH', listing.id, { price: 0 })).statusCode).toBe(400);
    expect((await request(alice, 'PATCH', listing.id, { views: 99 })).statusCode).toBe(400);
    expect((await request(alice, 'PATCH', listing.id, { retireItem: true })).statusCode).toBe(400);
    const edited = await request(alice, 'PATCH', listing.id, {
      price: 11000,
      description: 'Barely worn',
    });
    expect(edited.json<Listing>()).toMatchObject({
      price: 11000,
      description: 'Barely worn',
      views: 1,
    });
  });

  it('marks it sold and retires the piece in one go; it moves to Sold', async () => {
    const sold = await request(alice, 'PATCH', listing.id, { status: 'sold', retireItem: true });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json<Listing>().status).toBe('sold');
    expect((await list(bob, '?status=active')).map((l) => l.id)).not.toContain(listing.id);
    expect((await list(bob, '?status=sold')).map((l) => l.id)).toContain(listing.id);
    const wardrobe = expectJson<WardrobeItem[]>(await alice.get('/api/wardrobe'));
    expect(wardrobe.map((i) => i.id)).not.toContain(coat.id);
    // Its page stays open as the marketplace's history.
    expect((await request(bob, 'GET', listing.id)).json<Listing>().status).toBe('sold');
  });

  it('withdraws a listing made from a fresh photo, and its photo files', async () => {
    const created = await alice.postForm(
      '/api/marketplace',
      { title: 'Silk scarf', price: '4500', condition: 'good' },
      [await photo()],
    );
    expect(created.statusCode).toBe(201);
    const files = filesStored();
    const id = created.json<Listing>().id;
    expect((await request(alice, 'DELETE', id)).statusCode).toBe(204);
    expect(filesStored()).toBe(files - 2);
    expect((await request(alice, 'GET', id)).statusCode).toBe(404);
  });
});

describe('POST /api/marketplace with a JSON body (spec §3 marketplace_listings)', () => {
  let blouse: WardrobeItem;

  /** A JSON body; a string is sent as it is, under `contentType` (a broken or a text body). */
  const postJson = (user: UserApi, payload: object | string, contentType?: string) =>
    user.request({
      method: 'POST',
      url: '/api/marketplace',
      headers: contentType ? { 'content-type': contentType } : {},
      payload,
    });

  beforeAll(async () => {
    const created = await alice.postForm(
      '/api/wardrobe',
      { name: 'Silk blouse', category: 'tops', brand: 'Arket', size: 'S' },
      [await photo()],
    );
    blouse = expectJson<WardrobeItem>(created, 201);
    // Its cut-out is made in the background: wait for it, so the file counts below hold still.
    for (let tries = 0; tries < 300; tries++) {
      const items = expectJson<WardrobeItem[]>(await alice.get('/api/wardrobe'));
      if (!items.find((item) => item.id === blouse.id)?.analysing) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the blouse is still being read after 30 s');
  }, 60_000);

  it("lists a wardrobe piece from JSON, the piece's photo becoming the listing's", async () => {
    const before = filesStored();
    const response = await postJson(alice, {
      userId: alice.user.id,
      wardrobeItemId: blouse.id,
      title: 'Silk blouse, never worn',
      description: 'Still has the tags',
      price: 4500,
      condition: 'new',
      size: 'S',
      brand: 'Arket',
      category: 'tops',
      imageUrl: 'https://example.com/not-taken.jpg',
      status: 'sold',
      views: 99,
    });
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json<Listing>();
    expect(listing).toMatchObject({
      userId: alice.user.id,
      wardrobeItemId: blouse.id,
      title: 'Silk blouse, never worn',
      description: 'Still has the tags',
      price: 4500,
      condition: 'new',
      size: 'S',
      brand: 'Arket',
      category: 'tops',
      status: 'active',
      views: 0,
      isMine: true,
    });
    expect(listing.imageUrl).toMatch(/^\/api\/blobs\//);
    expect(filesStored()).toBe(before + 2);
    const image = await bob.get(listing.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await list(bob, '?status=active')).map((l) => l.id)).toContain(listing.id);
  });

  it('lists without a piece or a photo, and takes null for the optional fields', async () => {
    const response = await postJson(alice, {
      title: 'Wool scarf',
      price: 1500,
      condition: 'good',
      wardrobeItemId: null,
      description: null,
      category: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Listing>()).toMatchObject({
      wardrobeItemId: null,
      imageUrl: null,
      description: null,
      category: null,
    });
  });

  it("needs only a title and a price, as the spec's marketplace_listings does", async () => {
    const response = await postJson(alice, { title: 'Linen shirt', price: 2500 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Listing>()).toMatchObject({
      title: 'Linen shirt',
      price: 2500,
      condition: null,
      status: 'active',
    });
  });

  it("refuses bad JSON bodies with 400 { message } and another user's piece with 404, storing nothing", async () => {
    const files = filesStored();
    const count = (await list(alice, '?mine=true')).length;
    const base = { title: 'Thing', price: 1000, condition: 'good', wardrobeItemId: blouse.id };
    for (const body of [
      { ...base, price: '12.50' },
      { ...base, price: 0 },
      { ...base, price: 12.5 },
      { ...base, condition: 'mint' },
      { ...base, title: ' ' },
      { ...base, wardrobeItemId: 'nope' },
      { ...base, contact: 'javascript:alert(1)' },
      { price: 1000, condition: 'good' },
      [base],
    ]) {
      const response = await postJson(alice, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    const broken = await postJson(alice, '{"title": "Thing", ', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json<{ message: string }>().message).toBe('string');

    const foreign = await postJson(bob, base);
    expect(foreign.statusCode).toBe(404);
    expect(typeof foreign.json<{ message: string }>().message).toBe('string');

    const text = await postJson(alice, 'title=Thing', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(typeof text.json<{ message: string }>().message).toBe('string');

    expect((await list(alice, '?mine=true')).length).toBe(count);
    expect((await list(bob, '?mine=true')).length).toBe(0);
    expect(filesStored()).toBe(files);
  });
});
