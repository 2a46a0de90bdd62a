import { beforeAll, describe, expect, it } from 'vitest';
import { tooManyItemsMessage, type Capsule } from '../../../contract/capsules.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { caller } from '../../test/api-client.ts';
import type { TestContext } from '../../test/create-test-app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { setUpPlanning } from '../../test/planning-setup.ts';
import { addItem, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let items: WardrobeItem[];
let bobItem: WardrobeItem;

beforeAll(async () => {
  ({ ctx, alice, bob, aliceItems: items } = await setUpPlanning());
  bobItem = await addItem(ctx.app, bob, { name: 'Bob Tee', category: 'tops' });
});

const call = caller(() => ctx.app);

const list = async (user: SignedInUser) =>
  (await call(user, 'GET', '/api/capsules')).json<Capsule[]>();
const stored = async (id: string) => (await list(alice)).find((c) => c.id === id)!;

async function create(body: Record<string, unknown>): Promise<Capsule> {
  const response = await call(alice, 'POST', '/api/capsules', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Capsule>();
}

describe('capsules', () => {
  it('creates with the spec defaults: 30 items, empty list, active, the session user as owner', async () => {
    const capsule = await create({
      userId: bob.user.id,
      name: ' Work week ',
      description: '',
      theme: 'work',
      season: 'fall',
    });
    expect(capsule).toMatchObject({
      userId: alice.user.id,
      name: 'Work week',
      description: null,
      theme: 'work',
      season: 'fall',
      maxItems: 30,
      itemIds: [],
      isActive: true,
      outfitCount: 0,
      previewItems: [],
    });
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a missing name, a limit outside 5 to 50 and an unknown theme', async () => {
    for (const body of [
      { name: ' ' },
      { name: 'x', maxItems: 4 },
      { name: 'x', maxItems: 51 },
      { name: 'x', theme: 'party' },
    ]) {
      const response = await call(alice, 'POST', '/api/capsules', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
  });

  it('holds at most maxItems: over the limit is 400 with the spec message and nothing saved', async () => {
    const capsule = await create({ name: 'Tiny', maxItems: 5 });
    const six = items.slice(0, 6).map((i) => i.id);
    const over = await call(alice, 'PUT', `/api/capsules/${capsule.id}`, { itemIds: six });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toBe(tooManyItemsMessage(5, 1));
    expect((await stored(capsule.id)).itemIds).toEqual([]);

    // Duplicates collapse before the count.
    const five = [...items.slice(0, 5).map((i) => i.id), items[0]!.id];
    const saved = await call(alice, 'PUT', `/api/capsules/${capsule.id}`, { itemIds: five });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Capsule>().itemIds).toHaveLength(5);

    // The limit cannot drop below what it holds.
    const lower = await call(alice, 'PUT', `/api/capsules/${capsule.id}`, {
      maxItems: 5,
      name: 'Tinier',
    });
    expect(lower.statusCode).toBe(200);
    const moreThanHeld = await call(alice, 'PUT', `/api/capsules/${capsule.id}`, {
      itemIds: five.slice(0, 5),
      maxItems: 6,
    });
    expect(moreThanHeld.statusCode).toBe(200);
  });

  it("refuses lowering maxItems below the current count, and another user's item", async () => {
    const capsule = await create({
      name: 'Seven',
      maxItems: 10,
      itemIds: items.slice(0, 7).map((i) => i.id),
    });
    const lower = await call(alice, 'PUT', `/api/capsules/${capsule.id}`, { maxItems: 5 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json<{ message: string }>().message).toMatch(/holds 7 items/);
    expect((await stored(capsule.id)).maxItems).toBe(10);
    const foreign = await call(alice, 'PUT', `/api/capsules/${capsule.id}`, {
      itemIds: [items[0]!.id, bobItem.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await stored(capsule.id)).itemIds).toHaveLength(7);
  });

  it('counts outfits by the slot rules, not the item count squared, and shows the first pieces', async () => {
    // 3 tops, 3 bottoms, 2 outerwear, 2 shoes, 1 accessory from the everyday wardrobe.
    const capsule = await create({ name: 'All', itemIds: items.map((i) => i.id) });
    expect(capsule.outfitCount).toBeGreaterThan(0);
    expect(capsule.outfitCount).toBeLessThanOrEqual(3 * 3 * 2 * 3);
    expect(capsule.outfitCount).not.toBe(items.length ** 2);
    expect(capsule.previewItems.map((p) => p.name)).toEqual(
      EVERYDAY_WARDROBE.slice(0, 4).map((i) => i.name),
    );
    // No shoes, no outfit.
    const noShoes = await create({ name: 'No shoes', itemIds: items.slice(0, 6).map((i) => i.id) });
    expect(noShoes.outfitCount).toBe(0);
  });

  it("drops deleted items, answers 404 for another user's capsule, and deletes", async () => {
    const sock = await addItem(ctx.app, alice, { name: 'Wool Socks', category: 'accessories' });
    const capsule = await create({ name: 'Socks', itemIds: [sock.id, items[0]!.id] });
    expect((await call(alice, 'DELETE', `/api/wardrobe/${sock.id}`)).statusCode).toBe(204);
    expect((await stored(capsule.id)).itemIds).toEqual([items[0]!.id]);
    expect(
      (await call(bob, 'PUT', `/api/capsules/${capsule.id}`, { itemIds: [] })).statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `/api/capsules/${capsule.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/capsules/${capsule.id}`)).statusCode).toBe(204);
    expect((await list(alice)).some((c) => c.id === capsule.id)).toBe(false);
  });

  it("generates outfits from the capsule's pieces only", async () => {
    // Tops, bottoms and shoes inside; the coat and the other shoes stay out.
    const inside = [items[0]!, items[1]!, items[3]!, items[5]!, items[8]!];
    const capsule = await create({ name: 'Gen', itemIds: inside.map((i) => i.id) });
    const response = await call(alice, 'POST', `/api/capsules/${capsule.id}/generate`, {
      occasion: 'work',
      weather: 'sunny',
      temperature: 70,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = response.json<{ suggestions: { items: string[] }[] }>();
    expect(suggestions.length).toBeGreaterThan(0);
    const allowed = new Set(inside.map((i) => i.id));
    expect(suggestions.every((s) => s.items.every((id) => allowed.has(id)))).toBe(true);
    expect((await call(bob, 'POST', `/api/capsules/${capsule.id}/generate`, {})).statusCode).toBe(
      404,
    );
  });
});
