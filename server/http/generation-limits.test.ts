import { beforeAll, describe, expect, it } from 'vitest';
import { asUser, type UserApi } from '../test/api-client.ts';
import { createTestApp, type TestContext } from '../test/create-test-app.ts';

// Small limits so the test reaches them: 2 a minute, 3 a day, per user and kind.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ generationLimits: { perMinute: 2, perDay: 3 } });
});

const ROUTES: [string, string, Record<string, unknown> | undefined][] = [
  ['outfits', '/api/outfits/generate', { occasion: 'work' }],
  ['insights', '/api/fashion-insights/generate', undefined],
  ['shopping', '/api/shopping-suggestions/generate', undefined],
  ['alter egos', '/api/alter-egos', { name: 'Persona' }],
];

const post = (user: UserApi, url: string, payload?: Record<string, unknown>) =>
  user.post(url, payload);

describe('generation rate limits', () => {
  it.each(ROUTES)(
    '%s: over the limit answers 429 with Retry-After and a rate limit message',
    async (_kind, url, payload) => {
      const user = await asUser(ctx.app);
      for (let n = 0; n < 2; n++)
        expect((await post(user, url, payload)).statusCode).toBeLessThan(300);
      const limited = await post(user, url, payload);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json<{ message: string }>().message.toLowerCase()).toContain('rate limit');

      // Another user, and another kind for the same user, have their own budgets.
      const other = await asUser(ctx.app);
      expect((await post(other, url, payload)).statusCode).toBeLessThan(300);
      const [, otherUrl, otherPayload] = ROUTES.find(([, u]) => u !== url)!;
      expect((await post(user, otherUrl, otherPayload)).statusCode).toBeLessThan(300);
    },
  );

  it('refuses a request without counting it: the generation is not stored', async () => {
    const user = await asUser(ctx.app);
    const url = '/api/fashion-insights/generate';
    expect((await post(user, url)).statusCode).toBe(201);
    expect((await post(user, url)).statusCode).toBe(201);
    expect((await post(user, url)).statusCode).toBe(429);
    const stored = await user.get('/api/fashion-insights');
    expect(stored.json<unknown[]>()).toHaveLength(2);
  });

  it('has a daily limit too, with a Retry-After of up to a day', async () => {
    const daily = await createTestApp({ generationLimits: { perMinute: 10, perDay: 2 } });
    const user = await asUser(daily.app);
    const generate = () => user.post('/api/shopping-suggestions/generate');
    expect((await generate()).statusCode).toBe(201);
    expect((await generate()).statusCode).toBe(201);
    const limited = await generate();
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(limited.json<{ message: string }>().message).toContain('rate limit');
  });

  it('does not count bad bodies', async () => {
    const user = await asUser(ctx.app);
    for (let n = 0; n < 3; n++) {
      expect((await post(user, '/api/outfits/generate', { temperature: 500 })).statusCode).toBe(
        400,
      );
    }
    expect((await post(user, '/api/outfits/generate', {})).statusCode).toBe(200);
  });

  it('counts alter-ego edits that rewrite the personality, not other edits', async () => {
    const user = await asUser(ctx.app);
    const ego = (await post(user, '/api/alter-egos', { name: 'Limited' })).json<{ id: string }>();
    const patch = (payload: Record<string, unknown>) =>
      user.patch(`/api/alter-egos/${ego.id}`, payload);
    for (let n = 0; n < 3; n++)
      expect((await patch({ isActive: n % 2 === 0 })).statusCode).toBe(200);
    expect((await patch({ occasions: ['work'] })).statusCode).toBe(200);
    const limited = await patch({ occasions: ['party'] });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
