import { beforeAll, describe, expect, it } from 'vitest';
import type { Goal, SustainabilityStats } from '../../../contract/sustainability.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { addItems } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: UserApi;
let bob: UserApi;

beforeAll(async () => {
  ctx = await createTestApp({ checkResponses: true });
  alice = await asUser(ctx.app);
  bob = await asUser(ctx.app);
});

const get = async <T>(user: UserApi, url: string) => expectJson<T>(await user.get(url));
const stats = (user: UserApi) => get<SustainabilityStats>(user, '/api/sustainability/stats');
const send = (user: UserApi, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  user.request({ method, url, payload });

async function wear(user: UserApi, item: WardrobeItem, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await user.post(`/api/wardrobe/${item.id}/wear`);
    expect(response.statusCode).toBe(200);
  }
}

describe('sustainability stats', () => {
  it('answers zeros and twelve empty months for an empty wardrobe', async () => {
    const empty = await stats(bob);
    expect(empty).toMatchObject({
      avgCostPerWear: 0,
      utilizationRate: 0,
      totalItems: 0,
      totalWears: 0,
      wardrobeValue: 0,
      mostWorn: null,
      bestValue: null,
      daysSinceNewItem: null,
    });
    expect(empty.monthlyWears).toHaveLength(12);
    expect(empty.monthlyWears.every((m) => m.wears === 0)).toBe(true);
    expect(empty.achievements.every((a) => !a.earned)).toBe(true);
  });

  it('agrees with the wardrobe after wears are logged', async () => {
    const [coat, tee, scarf, boots] = await addItems(ctx.app, alice, [
      { name: 'Wool coat', category: 'outerwear', price: 10_000 },
      { name: 'Plain tee', category: 'tops', price: 2_000 },
      { name: 'Silk scarf', category: 'accessories' },
      { name: 'Chelsea boots', category: 'shoes', price: 5_000 },
    ]);
    await wear(alice, coat!, 3);
    await wear(alice, scarf!, 1);
    await wear(alice, boots!, 1);
    void tee;
    const s = await stats(alice);
    const items = await get<WardrobeItem[]>(alice, '/api/wardrobe');
    expect(s.totalItems).toBe(items.length);
    expect(s.totalWears).toBe(items.reduce((sum, i) => sum + i.timesWorn, 0));
    expect(s.totalWears).toBe(5);
    expect(s.utilizationRate).toBe(75);
    expect(s.avgCostPerWear).toBeCloseTo((100 / 3 + 50) / 2, 10);
    expect(s.wardrobeValue).toBe(17_000);
    expect(s.mostWorn).toMatchObject({ name: 'Wool coat', timesWorn: 3 });
    expect(s.bestValue?.name).toBe('Wool coat');
    expect(s.bestValue?.costPerWear).toBeCloseTo(100 / 3, 10);
    expect(Object.fromEntries(s.usageTiers.map((t) => [t.key, t.count]))).toEqual({
      never: 1,
      light: 3,
      regular: 0,
      loved: 0,
    });
    expect(s.monthlyWears.at(-1)!.wears).toBe(5);
    expect(s.daysSinceNewItem).toBe(0);
    expect(s.achievements.find((a) => a.key === 'first-wear')?.earned).toBe(true);
    expect(s.estimates).toEqual({ kgCo2eSaved: 0, litresSaved: 0, moneySaved: 0, extraWears: 0 });
    // Bob sees none of it.
    expect((await stats(bob)).totalItems).toBe(0);
  });

  it('counts wears past the reference uses in the estimates', async () => {
    await entityFactories(ctx.db).item(bob, {
      name: 'Jeans',
      category: 'bottoms',
      price: 9_000,
      timesWorn: 45,
    });
    const s = await stats(bob);
    // 15 wears past 30: half a pair of jeans (Levi's 501 LCA: 33.4 kg, 3,781 L) and half its price.
    expect(s.estimates).toEqual({
      kgCo2eSaved: 16.7,
      litresSaved: 1891,
      moneySaved: 45,
      extraWears: 15,
    });
    expect(s.achievements.find((a) => a.key === 'thirty-wears')?.earned).toBe(true);
  });
});

describe('sustainability goals', () => {
  const goals = (user: UserApi) => get<Goal[]>(user, '/api/sustainability/goals');

  it('measures each goal type from the data and completes reached goals', async () => {
    const create = async (body: object) => {
      const response = await send(alice, 'POST', '/api/sustainability/goals', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Goal>();
    };
    const rate = await create({
      goalType: 'utilization',
      title: 'Use what I own',
      targetValue: 50,
    });
    expect(rate).toMatchObject({ currentValue: 75, progress: 100, isCompleted: true });
    const each = await create({
      goalType: 'wear-each',
      title: 'Wear everything twice',
      targetValue: 2,
      targetDate: '2030-01-31',
    });
    expect(each).toMatchObject({
      currentValue: 1,
      progress: 25,
      isCompleted: false,
      targetDate: '2030-01-31',
      progressLabel: '1 of 4 pieces worn 2+ times',
    });
    const cost = await create({ goalType: 'cost-per-wear', title: 'Under $30', targetValue: 3000 });
    expect(cost).toMatchObject({ currentValue: 4167, isCompleted: false });
    const pause = await create({ goalType: 'no-new-items', title: 'Pause', targetValue: 30 });
    expect(pause).toMatchObject({ currentValue: 0, progress: 0, isCompleted: false });
    expect((await goals(alice)).map((g) => g.title)).toEqual([
      'Pause',
      'Under $30',
      'Wear everything twice',
      'Use what I own',
    ]);
    expect(await goals(bob)).toEqual([]);
  });

  it('refuses bad goals with a message and stores nothing', async () => {
    const before = (await goals(alice)).length;
    for (const body of [
      { goalType: 'utilization', title: 'Too much', targetValue: 150 },
      { goalType: 'wear-each', title: 'Zero', targetValue: 0 },
      { goalType: 'wear-each', title: 'Fraction', targetValue: 2.5 },
      { goalType: 'plant-trees', title: 'Nope', targetValue: 3 },
      { goalType: 'wear-each', title: '   ', targetValue: 3 },
      { goalType: 'wear-each', title: 'Date', targetValue: 3, targetDate: 'soon' },
    ]) {
      const response = await send(alice, 'POST', '/api/sustainability/goals', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    expect((await goals(alice)).length).toBe(before);
  });

  it('edits and deletes only the user’s own goals', async () => {
    const [pause] = await goals(alice);
    const edited = await send(alice, 'PATCH', `/api/sustainability/goals/${pause!.id}`, {
      title: 'Shopping pause',
      targetValue: 60,
    });
    expect(edited.json<Goal>()).toMatchObject({ title: 'Shopping pause', targetValue: 60 });
    const url = `/api/sustainability/goals/${pause!.id}`;
    expect((await send(bob, 'PATCH', url, { title: 'Mine' })).statusCode).toBe(404);
    expect((await send(alice, 'PATCH', url, { goalType: 'utilization' })).statusCode).toBe(400);
    expect((await send(bob, 'DELETE', url)).statusCode).toBe(404);
    expect((await send(alice, 'DELETE', url)).statusCode).toBe(204);
    expect((await send(alice, 'DELETE', url)).statusCode).toBe(404);
  });
});
