import { beforeAll, describe, expect, it } from 'vitest';
import {
  END_BEFORE_START_MESSAGE,
  PACKED_NOT_CHOSEN_MESSAGE,
  type PackingList,
  type PackingSuggestion,
} from '../../../contract/packing-lists.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { caller } from '../../test/api-client.ts';
import type { TestContext } from '../../test/create-test-app.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { setUpPlanning } from '../../test/planning-setup.ts';
import { addItem, addItems } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let aliceItems: WardrobeItem[];
let bobItem: WardrobeItem;

beforeAll(async () => {
  ({ ctx, alice, bob, aliceItems } = await setUpPlanning());
  bobItem = await addItem(ctx.app, bob, { name: 'Bob Tee', category: 'tops' });
});

const call = caller(() => ctx.app);

const list = async (user: SignedInUser) =>
  (await call(user, 'GET', '/api/packing-lists')).json<PackingList[]>();

async function create(user: SignedInUser, body: Record<string, unknown>): Promise<PackingList> {
  const response = await call(user, 'POST', '/api/packing-lists', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PackingList>();
}

describe('packing lists', () => {
  it('creates a list as the spec sends it: ISO date-times kept as the days written, empty values null', async () => {
    const created = await create(alice, {
      userId: bob.user.id,
      tripName: '  Lisbon  ',
      destination: '',
      startDate: '2025-01-05T00:00:00.000Z',
      endDate: '2025-01-09T23:30:00-05:00',
      notes: '',
      itemIds: [],
    });
    expect(created).toMatchObject({
      userId: alice.user.id,
      tripName: 'Lisbon',
      destination: null,
      startDate: '2025-01-05',
      endDate: '2025-01-09',
      notes: null,
      itemIds: [],
      packedItemIds: [],
    });
    expect((await list(alice)).map((l) => l.id)).toContain(created.id);
    expect((await list(bob)).map((l) => l.id)).not.toContain(created.id);
  });

  it('refuses a missing trip name, an end before the start and a bad date with 400, writing nothing', async () => {
    const before = (await list(alice)).length;
    const noName = await call(alice, 'POST', '/api/packing-lists', { tripName: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ message: string }>().message).toContain('Trip name is required');
    const backwards = await call(alice, 'POST', '/api/packing-lists', {
      tripName: 'Back',
      startDate: '2025-03-10',
      endDate: '2025-03-09',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toContain(END_BEFORE_START_MESSAGE);
    const badDate = await call(alice, 'POST', '/api/packing-lists', {
      tripName: 'Bad',
      startDate: '2025-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect((await list(alice)).length).toBe(before);
  });

  it("sets items, dedupes them, refuses another user's item and keeps packed pieces among the chosen", async () => {
    const trip = await create(alice, {
      tripName: 'Weekend',
      startDate: '2025-06-01',
      endDate: '2025-06-02',
    });
    const [shirt, tee, jeans] = [aliceItems[0]!, aliceItems[2]!, aliceItems[5]!];
    const foreign = await call(alice, 'PUT', `/api/packing-lists/${trip.id}`, {
      itemIds: [shirt.id, bobItem.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await list(alice)).find((l) => l.id === trip.id)!.itemIds).toEqual([]);

    const set = await call(alice, 'PUT', `/api/packing-lists/${trip.id}`, {
      itemIds: [shirt.id, tee.id, shirt.id, jeans.id],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<PackingList>().itemIds).toEqual([shirt.id, tee.id, jeans.id]);

    const packed = await call(alice, 'PUT', `/api/packing-lists/${trip.id}`, {
      packedItemIds: [tee.id],
    });
    expect(packed.json<PackingList>().packedItemIds).toEqual([tee.id]);
    const notChosen = await call(alice, 'PUT', `/api/packing-lists/${trip.id}`, {
      packedItemIds: [aliceItems[1]!.id],
    });
    expect(notChosen.statusCode).toBe(400);
    expect(notChosen.json<{ message: string }>().message).toContain(PACKED_NOT_CHOSEN_MESSAGE);

    // Taking a packed piece off the list unpacks it.
    const shrunk = await call(alice, 'PUT', `/api/packing-lists/${trip.id}`, {
      itemIds: [shirt.id],
    });
    expect(shrunk.json<PackingList>()).toMatchObject({ itemIds: [shirt.id], packedItemIds: [] });

    // An end date before the stored start is refused too.
    const late = await call(alice, 'PUT', `/api/packing-lists/${trip.id}`, {
      endDate: '2025-05-30',
    });
    expect(late.statusCode).toBe(400);
  });

  it('drops a deleted wardrobe item from every list', async () => {
    const scarf = await addItem(ctx.app, alice, { name: 'Silk Scarf', category: 'accessories' });
    const trip = await create(alice, { tripName: 'Paris', itemIds: [scarf.id, aliceItems[0]!.id] });
    await call(alice, 'PUT', `/api/packing-lists/${trip.id}`, { packedItemIds: [scarf.id] });
    const removed = await call(alice, 'DELETE', `/api/wardrobe/${scarf.id}`);
    expect(removed.statusCode).toBe(204);
    const after = (await list(alice)).find((l) => l.id === trip.id)!;
    expect(after.itemIds).toEqual([aliceItems[0]!.id]);
    expect(after.packedItemIds).toEqual([]);
  });

  it("answers 404 for another user's list and deletes only the owner's", async () => {
    const trip = await create(alice, { tripName: 'Rome' });
    expect(
      (await call(bob, 'PUT', `/api/packing-lists/${trip.id}`, { tripName: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `/api/packing-lists/${trip.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/packing-lists/${trip.id}`)).statusCode).toBe(204);
    expect((await list(alice)).some((l) => l.id === trip.id)).toBe(false);
  });
});

describe('suggest what to pack', () => {
  it("proposes a set from the user's own clean pieces that covers every day, with a layer when rainy", async () => {
    const response = await call(alice, 'POST', '/api/packing-lists/suggest', {
      days: 4,
      weather: 'rainy',
      temperature: 50,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PackingSuggestion>();
    const byId = new Map(aliceItems.map((i) => [i.id, i]));
    const picked = answer.picks.map((p) => byId.get(p.itemId)!);
    expect(picked.every(Boolean)).toBe(true);
    const categories = picked.map((i) => i.category);
    expect(categories).toContain('tops');
    expect(categories).toContain('bottoms');
    expect(categories).toContain('shoes');
    expect(categories.filter((c) => c === 'outerwear')).toHaveLength(1);
    expect(answer.outfitCount).toBeGreaterThanOrEqual(4);
    expect(answer.picks.every((p) => p.reason.length > 10)).toBe(true);
    expect(answer.summary).toMatch(/4 days/);
  });

  it('says what is missing when the wardrobe cannot dress the trip, and refuses a bad length', async () => {
    const carol = await signUp(ctx.app);
    await addItem(ctx.app, carol, { name: 'Striped Tee', category: 'tops', color: 'red' });
    const answer = (
      await call(carol, 'POST', '/api/packing-lists/suggest', { days: 2 })
    ).json<PackingSuggestion>();
    expect(answer.missing.join(' ')).toMatch(/Bottoms/);
    expect(answer.missing.join(' ')).toMatch(/shoes/);
    expect((await call(carol, 'POST', '/api/packing-lists/suggest', { days: 0 })).statusCode).toBe(
      400,
    );
    expect((await call(carol, 'POST', '/api/packing-lists/suggest', { days: 31 })).statusCode).toBe(
      400,
    );
  });

  it('leaves out pieces in the laundry', async () => {
    const dave = await signUp(ctx.app);
    const items = await addItems(ctx.app, dave, [
      { name: 'White Tee', category: 'tops', color: 'white', inLaundry: true },
      { name: 'Grey Tee', category: 'tops', color: 'grey' },
      { name: 'Blue Jeans', category: 'bottoms', color: 'denim' },
      { name: 'White Sneakers', category: 'shoes', color: 'white' },
    ]);
    const answer = (
      await call(dave, 'POST', '/api/packing-lists/suggest', { days: 2, temperature: 75 })
    ).json<PackingSuggestion>();
    expect(answer.picks.map((p) => p.itemId)).not.toContain(items[0]!.id);
    expect(answer.picks).toHaveLength(3);
  });
});
