import { describe, expect, it } from 'vitest';
import type { ItemWearHistory } from '../../../contract/wear-history.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { anonymous, type UserApi } from '../../test/api-client.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { wardrobeTestKit } from '../../test/kits/wardrobe.ts';
import { historyMonths } from './wear-history.ts';

// GET /api/wardrobe/:id/wears: the item detail's wear chart, from the wear log.
const { app, db, alice, bob, createItem } = await wardrobeTestKit();
const make = entityFactories(db);

const history = (item: WardrobeItem, user: UserApi = alice) =>
  user.get(`/api/wardrobe/${item.id}/wears`);

/** A logged wear `monthsBack` calendar months ago (UTC), on the 10th. */
async function wornMonthsAgo(item: WardrobeItem, monthsBack: number) {
  const now = new Date();
  const wornAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 10, 12));
  await make.wear(item, { wornAt });
}

describe('historyMonths', () => {
  it('lists the 12 months up to the current one, across a year end', () => {
    const months = historyMonths(new Date('2026-02-15T00:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
  });
});

describe('GET /api/wardrobe/:id/wears', () => {
  it('counts the item’s logged wears per month over the last 12, oldest first', async () => {
    const item = await createItem(alice);
    const other = await createItem(alice);
    await wornMonthsAgo(item, 0);
    await wornMonthsAgo(item, 0);
    await wornMonthsAgo(item, 3);
    await wornMonthsAgo(item, 12); // outside the window
    await wornMonthsAgo(other, 0); // another piece
    const logged = await alice.post(`/api/wardrobe/${item.id}/wear`);
    expect(logged.statusCode).toBe(200);

    const response = await history(item);
    expect(response.statusCode).toBe(200);
    const { months } = response.json<ItemWearHistory>();
    expect(months.map((m) => m.month)).toEqual(historyMonths(new Date()));
    expect(months.at(-1)!.wears).toBe(3);
    expect(months.at(-4)!.wears).toBe(1);
    expect(months.reduce((sum, m) => sum + m.wears, 0)).toBe(4);
  });

  it('is zero for every month when nothing was logged', async () => {
    const item = await createItem(alice);
    const { months } = (await history(item)).json<ItemWearHistory>();
    expect(months).toHaveLength(12);
    expect(months.every((m) => m.wears === 0)).toBe(true);
  });

  it('needs a session, and another user’s or a malformed id is 404', async () => {
    const item = await createItem(alice);
    expect((await anonymous(app).get(`/api/wardrobe/${item.id}/wears`)).statusCode).toBe(401);
    const foreign = await history(item, bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Item not found' });
    const malformed = await alice.get('/api/wardrobe/not-an-id/wears');
    expect(malformed.statusCode).toBe(404);
  });
});
