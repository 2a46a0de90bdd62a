import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ShoppingSuggestion,
  UpdateShoppingSuggestionResponse,
} from '../../../contract/shopping.ts';
import { anonymous, asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: UserApi;
let bob: UserApi;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await asUser(ctx.app);
  bob = await asUser(ctx.app);
  await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
});

const generate = (user: UserApi) => user.post('/api/shopping-suggestions/generate');

const list = async (user: UserApi) =>
  expectJson<ShoppingSuggestion[]>(await user.get('/api/shopping-suggestions'));

const put = (user: UserApi, id: string, payload: unknown) =>
  user.put(`/api/shopping-suggestions/${id}`, payload);

/** A shop's price point: x4.99 or x9.99 under $100, whole dollars ending in 9 from there. */
const isShopPrice = (cents: number) =>
  cents < 10_000 ? cents % 500 === 499 : cents % 1000 === 900;

/** The garment a suggestion names, as its last word says it ("Dark Wash Jeans" -> "jean"). */
const garmentWord = (name: string) =>
  (
    name
      .toLowerCase()
      .split(/[\s-]+/)
      .pop() ?? ''
  ).replace(/s$/, '');

/** Purchased last, then unviewed before viewed, newest first. */
const listRank = (s: ShoppingSuggestion) => (s.isPurchased ? 2 : s.isViewed ? 1 : 0);

describe('shopping suggestions', () => {
  it('generates, stores and answers new suggestions at shop prices, in their colour', async () => {
    const response = await generate(alice);
    expect(response.statusCode).toBe(201);
    const suggestions = response.json<ShoppingSuggestion[]>();
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s).toMatchObject({ userId: alice.user.id, isViewed: false, isPurchased: false });
      expect(s.itemName).not.toBe('');
      expect(s.reason).not.toBe('');
      expect(isShopPrice(s.estimatedPrice!), String(s.estimatedPrice)).toBe(true);
      // Drawn in its colour, which is also its first tag.
      expect(s.color).not.toBeNull();
      expect(s.tags[0]).toBe(s.color);
    }
    // Reasons name the user's own pieces.
    expect(suggestions.some((s) => EVERYDAY_WARDROBE.some((i) => s.reason!.includes(i.name)))).toBe(
      true,
    );
    const stored = await list(alice);
    expect(stored.map((s) => s.id).sort()).toEqual(suggestions.map((s) => s.id).sort());
    expect(await list(bob)).toEqual([]);
  });

  it('never repeats a kept suggestion, and lists newest first', async () => {
    const before = await list(alice);
    const response = await generate(alice);
    expect(response.statusCode).toBe(201);
    const added = response.json<ShoppingSuggestion[]>();
    const names = new Set(before.map((s) => s.itemName.toLowerCase()));
    for (const s of added) expect(names.has(s.itemName.toLowerCase())).toBe(false);
    const all = await list(alice);
    expect(all).toHaveLength(before.length + added.length);
    const times = all.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('suggests for an empty wardrobe, at a default shop price for each kind', async () => {
    const response = await generate(bob);
    expect(response.statusCode).toBe(201);
    const suggestions = response.json<ShoppingSuggestion[]>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => isShopPrice(s.estimatedPrice ?? 0))).toBe(true);
    for (const s of suggestions) await bob.delete(`/api/shopping-suggestions/${s.id}`);
  });

  it('marks a suggestion viewed', async () => {
    const [s] = await list(alice);
    const response = await put(alice, s!.id, { isViewed: true });
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateShoppingSuggestionResponse>();
    expect(body).toMatchObject({ id: s!.id, isViewed: true, isPurchased: false });
    expect(body.addToWardrobe).toBeUndefined();
  });

  it('marks a suggestion purchased, and answers what to prefill the wardrobe dialog with', async () => {
    const s = (await list(alice)).find((x) => !x.isViewed)!;
    const response = await put(alice, s.id, { isPurchased: true });
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateShoppingSuggestionResponse>();
    expect(body).toMatchObject({ id: s.id, isViewed: true, isPurchased: true });
    expect(body.addToWardrobe).toEqual({
      name: s.itemName,
      category: s.category,
      price: s.estimatedPrice,
      brand: s.brand,
    });
    expect((await list(alice)).find((x) => x.id === s.id)?.isPurchased).toBe(true);
  });

  it.each([
    [{ isViewed: false }],
    [{ isPurchased: false }],
    [{}],
    [{ isViewed: true, isPurchased: true }],
    [{ isViewed: 'true' }],
    [{ itemName: 'Renamed' }],
  ])('answers 400 for %j (no reverse transition, one change at a time)', async (payload) => {
    const purchased = (await list(alice)).find((x) => x.isPurchased)!;
    const response = await put(alice, purchased.id, payload);
    expect(response.statusCode).toBe(400);
    const message = response.json<{ message: string }>().message;
    expect(message).not.toBe('');
    if (Object.values(payload).includes(false)) expect(message).toContain('cannot be marked');
    expect((await list(alice)).find((x) => x.id === purchased.id)).toMatchObject({
      isViewed: true,
      isPurchased: true,
    });
  });

  it('answers 404 for another user’s suggestion everywhere', async () => {
    const [s] = await list(alice);
    expect((await put(bob, s!.id, { isViewed: true })).statusCode).toBe(404);
    const deleted = await bob.delete(`/api/shopping-suggestions/${s!.id}`);
    expect(deleted.statusCode).toBe(404);
    expect((await list(alice)).some((x) => x.id === s!.id)).toBe(true);
    expect((await put(alice, '123', { isViewed: true })).statusCode).toBe(404);
  });

  it('deletes a suggestion', async () => {
    const [s] = await list(alice);
    const response = await alice.delete(`/api/shopping-suggestions/${s!.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list(alice)).some((x) => x.id === s!.id)).toBe(false);
  });

  it('lists purchased last, then unviewed before viewed, newest first', async () => {
    const all = await list(alice);
    expect(all.some((s) => s.isPurchased) && all.some((s) => s.isViewed && !s.isPurchased)).toBe(
      true,
    );
    const ranks = all.map(listRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    for (let i = 1; i < all.length; i++) {
      if (ranks[i] !== ranks[i - 1]) continue;
      expect(Date.parse(all[i - 1]!.createdAt)).toBeGreaterThanOrEqual(
        Date.parse(all[i]!.createdAt),
      );
    }
  });

  it('never suggests a kind twice over ten generations, purchased ones included, then says none', async () => {
    const carol = await asUser(ctx.app);
    const dave = await asUser(ctx.app);
    await addItems(ctx.app, carol, EVERYDAY_WARDROBE);
    await addItems(ctx.app, dave, EVERYDAY_WARDROBE);
    const sizes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await generate(carol);
      expect(response.statusCode).toBe(201);
      const added = response.json<ShoppingSuggestion[]>();
      sizes.push(added.length);
      // Whatever becomes of a suggestion, its kind stays taken.
      if (added[0]) await put(carol, added[0].id, { isPurchased: true });
      if (added[1]) await put(carol, added[1].id, { isViewed: true });
    }
    const words = (await list(carol)).map((s) => garmentWord(s.itemName));
    expect(new Set(words).size, words.join(', ')).toBe(words.length);
    // Nothing the wardrobe has: Alice's fixture owns jeans, a blazer, loafers and a coat.
    expect(words).not.toContain('jean');
    expect(sizes[0]).toBeGreaterThan(0);
    expect(sizes.at(-1)).toBe(0);
    // Another user's suggestions never take Dave's: his first answer is a full one.
    const first = await generate(dave);
    expect(first.json<ShoppingSuggestion[]>()).toHaveLength(sizes[0]!);
  });

  it('needs a session', async () => {
    const response = await anonymous(ctx.app).post('/api/shopping-suggestions/generate');
    expect(response.statusCode).toBe(401);
  });
});
