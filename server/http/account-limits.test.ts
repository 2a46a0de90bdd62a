import { describe, expect, it } from 'vitest';
import { anonymous, asUser, type ApiResponse, type UserApi } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { entityFactories } from '../test/entity-factories.ts';
import {
  DEFAULT_ACCOUNT_LIMITS,
  scaleAccountLimits,
  type AccountLimitKind,
  type AccountLimits,
} from './account-limits.ts';

// Small budgets so the test reaches them: 2 a minute and 3 a day for every kind.
const small = { perMinute: 2, perDay: 3 };
const limits: AccountLimits = {
  scan: small,
  item: small,
  'style-tip': small,
  similar: small,
  'upload-url': small,
  'push-test': small,
  'place-search': small,
};
const ctx = await createTestApp({ accountLimits: limits });
const make = entityFactories(ctx.db);

/** A limited call of each route, as cheap as it comes (no photo is read: the budget is what counts). */
type Call = (user: UserApi) => Promise<ApiResponse>;

const ROUTES: [string, AccountLimitKind, Call, number][] = [
  // No photo: the scan answers 400, counted all the same.
  ['POST /api/wardrobe/scan', 'scan', (user) => user.postForm('/api/wardrobe/scan', {}), 400],
  [
    'POST /api/wardrobe/:id/cutout',
    'scan',
    async (user) => user.post(`/api/wardrobe/${(await make.item(user)).id}/cutout`),
    409,
  ],
  [
    'POST /api/wardrobe',
    'item',
    (user) => user.postForm('/api/wardrobe', { name: 'Shirt', category: 'tops' }),
    201,
  ],
  [
    'PUT /api/wardrobe/:id/image',
    'item',
    async (user) =>
      user.put(`/api/wardrobe/${(await make.item(user)).id}/image`, {
        imageURL: '/api/uploads/not-a-token',
      }),
    400,
  ],
  ['GET /api/ai/style-tip', 'style-tip', (user) => user.get('/api/ai/style-tip'), 200],
  [
    'GET /api/style-diary/:id/similar',
    'similar',
    async (user) => user.get(`/api/style-diary/${(await make.diaryEntry(user)).id}/similar`),
    200,
  ],
  ['POST /api/objects/upload', 'upload-url', (user) => user.post('/api/objects/upload'), 200],
  // No weather provider here: the search answers 409, counted all the same.
  [
    'GET /api/weather/places',
    'place-search',
    (user) => user.get('/api/weather/places?q=Lisbon'),
    409,
  ],
  // No device subscribed: the test answers 409, counted all the same.
  [
    'POST /api/notifications/test',
    'push-test',
    (user) => user.post('/api/notifications/test'),
    409,
  ],
];

const WORDS: Record<AccountLimitKind, RegExp> = {
  scan: /photo scans/,
  item: /new items and photos/,
  'style-tip': /style tips/,
  similar: /similar pieces/,
  'upload-url': /upload links/,
  'place-search': /place searches/,
  'push-test': /test notifications/,
};

describe('per-account limits on expensive calls', () => {
  it.each(ROUTES)(
    '%s: past the budget answers 429 with Retry-After and says what to wait for',
    async (_route, kind, call, status) => {
      const user = await asUser(ctx.app);
      for (let n = 0; n < 2; n++) expect((await call(user)).statusCode).toBe(status);
      const limited = await call(user);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const { message } = limited.json() as { message: string };
      expect(message).toMatch(WORDS[kind]);
      expect(message).toContain('2 a minute');
      expect(message).toContain('rate limit');
      expect(message).toMatch(new RegExp(`Try again in ${retryAfter} seconds`));

      // Another account has a budget of its own.
      const other = await asUser(ctx.app);
      expect((await call(other)).statusCode).toBe(status);
    },
  );

  it('keeps a budget per kind: used-up scans leave new items and upload links alone', async () => {
    const user = await asUser(ctx.app);
    const [, , scan] = ROUTES[0]!;
    for (let n = 0; n < 2; n++) await scan(user);
    expect((await scan(user)).statusCode).toBe(429);
    const [, , item, itemStatus] = ROUTES[2]!;
    expect((await item(user)).statusCode).toBe(itemStatus);
    const [, , link, linkStatus] = ROUTES[6]!;
    expect((await link(user)).statusCode).toBe(linkStatus);
  });

  it('counts scans and cut-outs against one budget, as both run the garment models', async () => {
    const user = await asUser(ctx.app);
    const [, , scan] = ROUTES[0]!;
    const [, , cutout] = ROUTES[1]!;
    expect((await scan(user)).statusCode).toBe(400);
    expect((await cutout(user)).statusCode).toBe(409);
    expect((await scan(user)).statusCode).toBe(429);
  });

  it('has a daily budget too, with a Retry-After of up to a day', async () => {
    const daily = await createTestApp({
      accountLimits: { 'upload-url': { perMinute: 10, perDay: 2 } },
    });
    const user = await asUser(daily.app);
    const link = () => user.post('/api/objects/upload');
    expect((await link()).statusCode).toBe(200);
    expect((await link()).statusCode).toBe(200);
    for (let n = 0; n < 3; n++) {
      const limited = await link();
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
      expect(limited.json<{ message: string }>().message).toContain('2 a day');
    }
  });

  it('asks for a session first: a visitor gets 401, not a count', async () => {
    const response = await anonymous(ctx.app).post('/api/objects/upload');
    expect(response.statusCode).toBe(401);
  });
});

describe('the default limits', () => {
  it('leave room for a bulk add of 20 photos twice over in a minute, and the demo seeding', () => {
    expect(DEFAULT_ACCOUNT_LIMITS.scan.perMinute).toBeGreaterThanOrEqual(40);
    expect(DEFAULT_ACCOUNT_LIMITS.item.perMinute).toBeGreaterThanOrEqual(60);
    for (const limit of Object.values(DEFAULT_ACCOUNT_LIMITS)) {
      expect(limit.perDay).toBeGreaterThan(limit.perMinute);
    }
  });

  it('scale with ACCOUNT_RATE_LIMIT_SCALE, never below one call', () => {
    const doubled = scaleAccountLimits(DEFAULT_ACCOUNT_LIMITS, 2);
    expect(doubled.scan).toEqual({
      perMinute: DEFAULT_ACCOUNT_LIMITS.scan.perMinute * 2,
      perDay: DEFAULT_ACCOUNT_LIMITS.scan.perDay * 2,
    });
    expect(scaleAccountLimits(DEFAULT_ACCOUNT_LIMITS, 0.0001).similar).toEqual({
      perMinute: 1,
      perDay: 1,
    });
  });
});
