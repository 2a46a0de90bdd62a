import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, CreatedApiToken } from '../../../contract/api-tokens.ts';
import {
  BAD_TOKEN_REFUSAL,
  READ_TOKEN_REFUSAL,
  SESSION_ONLY_REFUSAL,
} from '../../../contract/api-tokens-values.ts';
import type { PublicUser } from '../../../contract/auth.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/dates.ts';
import {
  asUser,
  expectJson,
  withAuthorization,
  withToken,
  type UserApi,
} from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { addItems } from '../../test/wardrobe-fixtures.ts';

let now = new Date('2026-12-07T09:00:00Z');
let ctx: TestContext;
let alice: UserApi;
let bob: UserApi;
let aliceItems: WardrobeItem[];
let bobItems: WardrobeItem[];

const WARDROBE = [
  { name: 'White Oxford Shirt', category: 'tops', color: 'white' },
  { name: 'Navy Chinos', category: 'bottoms', color: 'navy' },
  { name: 'Brown Leather Loafers', category: 'shoes', color: 'brown' },
] as const;

const create = async (user: UserApi, body: object) =>
  expectJson<CreatedApiToken>(await user.post('/api/tokens', body), 201);

beforeAll(async () => {
  ctx = await createTestApp({
    clock: { now: () => now },
    rateLimits: { authPerIp: 8 },
    generationLimits: { perMinute: 3, perDay: 100 },
  });
  alice = await asUser(ctx.app);
  bob = await asUser(ctx.app);
  aliceItems = await addItems(ctx.app, alice, WARDROBE);
  bobItems = await addItems(ctx.app, bob, WARDROBE.slice(0, 1));
});

describe('making, listing and revoking tokens', () => {
  it('shows the secret once and lists the token without it', async () => {
    const { token, secret } = await create(alice, { name: '  Laptop script ', scope: 'read' });
    expect(secret).toMatch(/^afc_[\w-]{43}$/);
    expect(token).toMatchObject({
      name: 'Laptop script',
      scope: 'read',
      prefix: secret.slice(0, 8),
      expiresAt: null,
      lastUsedAt: null,
    });
    const list = expectJson<ApiToken[]>(await alice.get('/api/tokens'));
    expect(list).toEqual([token]);
    expect(JSON.stringify(list)).not.toContain(secret);
    // Only its hash is stored.
    const { rows } = await ctx.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM api_tokens WHERE id = $1',
      [token.id],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(secret.slice(4));
    expect(expectJson<ApiToken[]>(await bob.get('/api/tokens'))).toEqual([]);
  });

  it('sets an expiry in days and refuses bad bodies with clear messages', async () => {
    const { token } = await create(alice, { name: 'CI', scope: 'write', expiresInDays: 30 });
    expect(token.expiresAt).toBe(new Date(now.getTime() + 30 * DAY_MS).toISOString());
    const bad: [object, string][] = [
      [{ scope: 'read' }, 'Name is required'],
      [{ name: '   ', scope: 'read' }, 'Name is required'],
      [{ name: 'x'.repeat(61), scope: 'read' }, 'Name must be at most 60 characters'],
      [{ name: 'a', scope: 'admin' }, 'Scope must be read or write'],
      [{ name: 'a', scope: 'read', expiresInDays: 0 }, 'Expiry must be at least 1 day'],
      [{ name: 'a', scope: 'read', expiresInDays: 1.5 }, 'whole number of days'],
      [{ name: 'a', scope: 'read', expiresInDays: 400 }, 'at most 366 days'],
    ];
    for (const [body, message] of bad) {
      const response = await alice.post('/api/tokens', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it('revokes a token: its secret is refused from then on; another user’s id is a 404', async () => {
    const { token, secret } = await create(alice, { name: 'Old phone', scope: 'read' });
    expect((await withToken(ctx.app, secret).get('/api/user')).statusCode).toBe(200);
    expect((await bob.delete(`/api/tokens/${token.id}`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/tokens/${token.id}`)).statusCode).toBe(204);
    const refused = await withToken(ctx.app, secret).get('/api/user');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: BAD_TOKEN_REFUSAL });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await alice.delete(`/api/tokens/${token.id}`)).statusCode).toBe(404);
  });

  it('keeps at most 20 tokens per account', async () => {
    const user = await asUser(ctx.app);
    for (let i = 0; i < 20; i += 1) await create(user, { name: `t${i}`, scope: 'read' });
    const response = await user.post('/api/tokens', { name: 'one more', scope: 'read' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('revoke one first');
  });
});

describe('calling the API with a token', () => {
  it('is its owner: reads their data, and another user’s id is a 404', async () => {
    const { secret } = await create(alice, { name: 'reader', scope: 'read' });
    const api = withToken(ctx.app, secret);
    expect(expectJson<PublicUser>(await api.get('/api/user')).id).toBe(alice.id);
    const items = expectJson<WardrobeItem[]>(await api.get('/api/wardrobe'));
    expect(items.map((item) => item.id).sort()).toEqual(aliceItems.map((i) => i.id).sort());
    expect((await api.get(`/api/wardrobe/${aliceItems[0]?.id}/wears`)).statusCode).toBe(200);
    expect((await api.get(`/api/wardrobe/${bobItems[0]?.id}/wears`)).statusCode).toBe(404);
  });

  it('wins over a cookie sent beside it', async () => {
    const { secret } = await create(alice, { name: 'beside a cookie', scope: 'read' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: bob.cookie, authorization: `Bearer ${secret}` },
    });
    expect(expectJson<PublicUser>(response).id).toBe(alice.id);
  });

  it('a read token reads and suggests, and is refused every write', async () => {
    const { secret } = await create(alice, { name: 'read only', scope: 'read' });
    const api = withToken(ctx.app, secret);
    expect((await api.post('/api/outfits/generate', { occasion: 'work' })).statusCode).toBe(200);
    const writes = [
      api.post('/api/outfits', { name: 'Work', itemIds: [aliceItems[0]?.id] }),
      api.put(`/api/wardrobe/${aliceItems[0]?.id}`, { name: 'Renamed' }),
      api.delete(`/api/wardrobe/${aliceItems[0]?.id}`),
      api.post(`/api/wardrobe/${aliceItems[0]?.id}/wear`),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: READ_TOKEN_REFUSAL });
    }
    const items = expectJson<WardrobeItem[]>(await alice.get('/api/wardrobe'));
    const item = items.find((i) => i.id === aliceItems[0]?.id);
    expect(item).toMatchObject({ name: 'White Oxford Shirt', timesWorn: 0 });
  });

  it('a write token writes as its owner', async () => {
    const { secret } = await create(alice, { name: 'writer', scope: 'write' });
    const api = withToken(ctx.app, secret);
    const outfit = expectJson<Outfit>(
      await api.post('/api/outfits', { name: 'Office', itemIds: aliceItems.map((i) => i.id) }),
      201,
    );
    const mine = expectJson<Outfit[]>(await alice.get('/api/outfits'));
    expect(mine.map((o) => o.id)).toContain(outfit.id);
    expect((await api.put(`/api/wardrobe/${bobItems[0]?.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('never changes the password, the tokens or the account, whatever its scope', async () => {
    const { secret } = await create(alice, { name: 'everything', scope: 'write' });
    const api = withToken(ctx.app, secret);
    const refused = [
      api.put('/api/account/password', {
        currentPassword: alice.password,
        newPassword: 'N3w-pass!',
      }),
      api.post('/api/account/sign-out-everywhere'),
      api.delete('/api/account'),
      api.get('/api/tokens'),
      api.post('/api/tokens', { name: 'twin', scope: 'write' }),
      api.delete(`/api/tokens/00000000-0000-4000-8000-000000000000`),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: SESSION_ONLY_REFUSAL });
    }
    expect((await alice.get('/api/user')).statusCode).toBe(200);
  });

  it('marks its last use at most once a minute', async () => {
    const { token, secret } = await create(alice, { name: 'used', scope: 'read' });
    const api = withToken(ctx.app, secret);
    const lastUsed = async () =>
      expectJson<ApiToken[]>(await alice.get('/api/tokens')).find((t) => t.id === token.id)
        ?.lastUsedAt;
    await api.get('/api/user');
    const first = await lastUsed();
    expect(first).toBe(now.toISOString());
    now = new Date(now.getTime() + 30_000);
    await api.get('/api/user');
    expect(await lastUsed()).toBe(first);
    now = new Date(now.getTime() + MINUTE_MS);
    await api.get('/api/user');
    expect(await lastUsed()).toBe(now.toISOString());
  });

  it('is refused once it expires', async () => {
    const { secret } = await create(alice, { name: 'short', scope: 'read', expiresInDays: 1 });
    const api = withToken(ctx.app, secret);
    expect((await api.get('/api/user')).statusCode).toBe(200);
    now = new Date(now.getTime() + DAY_MS + 1000);
    expect((await api.get('/api/user')).statusCode).toBe(401);
  });

  it('shares the account’s limits with its sessions', async () => {
    const user = await asUser(ctx.app);
    await addItems(ctx.app, user, WARDROBE);
    const { secret } = await create(user, { name: 'generator', scope: 'read' });
    const api = withToken(ctx.app, secret);
    const body = { occasion: 'casual' };
    expect((await user.post('/api/outfits/generate', body)).statusCode).toBe(200);
    expect((await api.post('/api/outfits/generate', body)).statusCode).toBe(200);
    expect((await user.post('/api/outfits/generate', body)).statusCode).toBe(200);
    const limited = await api.post('/api/outfits/generate', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('dies with its account', async () => {
    const user = await asUser(ctx.app);
    const { secret } = await create(user, { name: 'doomed', scope: 'write' });
    const deleted = await user.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await withToken(ctx.app, secret).get('/api/user')).statusCode).toBe(401);
  });
});

describe('bad credentials', () => {
  it('refuses a malformed header or an unknown token with 401, and throttles a client’s failures', async () => {
    const app = (await createTestApp({ rateLimits: { authPerIp: 3 } })).app;
    const malformed = await withAuthorization(app, 'Basic dXNlcjpwYXNz').get('/api/wardrobe');
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toEqual({ message: 'Authorization must be "Bearer <API token>"' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await withToken(app, `afc_${'x'.repeat(43)}`).get('/api/wardrobe')).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // A token that is far too long is refused without a lookup, as 401 (once the throttle allows).
    expect((await withToken(ctx.app, `afc_${'y'.repeat(500)}`).get('/api/user')).statusCode).toBe(
      401,
    );
  });
});
