import { beforeAll, describe, expect, it } from 'vitest';
import type { FashionInsight } from '../../../contract/insights.ts';
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

const generate = (user: UserApi) => user.post('/api/fashion-insights/generate');

const list = async (user: UserApi) =>
  expectJson<FashionInsight[]>(await user.get('/api/fashion-insights'));

const patch = (user: UserApi, id: string, payload: unknown) =>
  user.patch(`/api/fashion-insights/${id}`, payload);

describe('fashion insights', () => {
  it('generates and stores an unread insight for the session user', async () => {
    const response = await generate(alice);
    expect(response.statusCode).toBe(201);
    const insight = response.json<FashionInsight>();
    expect(insight.userId).toBe(alice.user.id);
    expect(['celebrity-match', 'fun-fact']).toContain(insight.insightType);
    expect(insight.title).not.toBe('');
    expect(insight.content).not.toBe('');
    expect(insight.isRead).toBe(false);
    expect((await list(alice)).map((i) => i.id)).toContain(insight.id);
    expect(await list(bob)).toEqual([]);
  });

  it('never repeats a title the user was already given, and lists newest first', async () => {
    for (let n = 0; n < 8; n++) expect((await generate(alice)).statusCode).toBe(201);
    const insights = await list(alice);
    expect(insights).toHaveLength(9);
    const titles = insights.map((i) => i.title);
    expect(new Set(titles).size).toBe(titles.length);
    const times = insights.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('generates for an empty wardrobe too (a fun fact, not filler)', async () => {
    const response = await generate(bob);
    expect(response.statusCode).toBe(201);
    expect(response.json<FashionInsight>().content.length).toBeGreaterThan(20);
  });

  it('marks an insight read and unread', async () => {
    const [insight] = await list(alice);
    const read = await patch(alice, insight!.id, { isRead: true });
    expect(read.statusCode).toBe(200);
    expect(read.json<FashionInsight>()).toMatchObject({ id: insight!.id, isRead: true });
    const unread = await patch(alice, insight!.id, { isRead: false });
    expect(unread.json<FashionInsight>().isRead).toBe(false);
  });

  it.each([[{}], [{ isRead: 'yes' }], [{ isRead: true, title: 'Mine now' }], [[true]]])(
    'answers 400 for a bad PATCH body %j',
    async (payload) => {
      const [insight] = await list(alice);
      const response = await patch(alice, insight!.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    },
  );

  it('answers 404 for another user’s insight, and for ids that name nothing', async () => {
    const [insight] = await list(alice);
    expect((await patch(bob, insight!.id, { isRead: true })).statusCode).toBe(404);
    const foreignDelete = await bob.delete(`/api/fashion-insights/${insight!.id}`);
    expect(foreignDelete.statusCode).toBe(404);
    expect((await list(alice)).find((i) => i.id === insight!.id)?.isRead).toBe(false);
    expect((await patch(alice, 'nope', { isRead: true })).statusCode).toBe(404);
  });

  it('deletes an insight without marking it read', async () => {
    const [insight] = await list(alice);
    const response = await alice.delete(`/api/fashion-insights/${insight!.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list(alice)).some((i) => i.id === insight!.id)).toBe(false);
  });

  it('needs a session', async () => {
    const response = await anonymous(ctx.app).post('/api/fashion-insights/generate');
    expect(response.statusCode).toBe(401);
  });
});
