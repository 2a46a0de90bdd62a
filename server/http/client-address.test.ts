import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { anonymous } from '../test/api-client.ts';
import { createTestApp, type TestContext } from '../test/create-test-app.ts';
import { uniqueUsername } from '../test/factories.ts';

// Per-IP limits see the client the operator's proxies saw (TRUST_PROXY: a hop count or the
// proxies' addresses), never an address the client wrote itself, and an IPv6 client is one /64.

const trustProxyOf = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

const login = (
  ctx: TestContext,
  from: { remoteAddress?: string; forwardedFor?: string },
  username = uniqueUsername(),
) =>
  anonymous(ctx.app).request({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { username, password: 'not the password' },
  });

async function statusesOf(ctx: TestContext, attempts: Parameters<typeof login>[1][]) {
  const codes: number[] = [];
  for (const from of attempts) codes.push((await login(ctx, from)).statusCode);
  return codes;
}

describe('TRUST_PROXY as a hop count', () => {
  it('TRUST_PROXY=1: a client that writes its own X-Forwarded-For cannot escape the per-IP limit', async () => {
    const ctx = await createTestApp({
      trustProxy: trustProxyOf('1'),
      rateLimits: { authPerIp: 3 },
    });
    // The proxy appends the address it saw; everything before it is the client's own writing.
    const codes = await statusesOf(
      ctx,
      [1, 2, 3, 4, 5].map((i) => ({ forwardedFor: `10.66.0.${i}, 203.0.113.7` })),
    );
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy is its own count.
    expect((await login(ctx, { forwardedFor: '10.66.0.1, 203.0.113.8' })).statusCode).toBe(401);
  });

  it('TRUST_PROXY=2: the client is the address the first of two proxies saw', async () => {
    const ctx = await createTestApp({
      trustProxy: trustProxyOf('2'),
      rateLimits: { authPerIp: 2 },
    });
    const codes = await statusesOf(
      ctx,
      [1, 2, 3].map((i) => ({ forwardedFor: `10.${i}.0.1, 198.51.100.20, 192.0.2.1` })),
    );
    expect(codes).toEqual([401, 401, 429]);
  });

  it("TRUST_PROXY=<addresses>: only the proxy's own header counts; anyone else is who they are", async () => {
    const ctx = await createTestApp({
      trustProxy: trustProxyOf('10.0.0.0/8, 192.0.2.10'),
      rateLimits: { authPerIp: 2 },
    });
    const viaProxy = [1, 2, 3].map((i) => ({
      remoteAddress: '10.1.2.3',
      forwardedFor: `172.16.0.${i}, 203.0.113.50`,
    }));
    expect(await statusesOf(ctx, viaProxy)).toEqual([401, 401, 429]);
    // A client reaching the app directly cannot pass as someone else.
    const direct = [1, 2, 3].map((i) => ({
      remoteAddress: '198.51.100.99',
      forwardedFor: `203.0.113.${100 + i}`,
    }));
    expect(await statusesOf(ctx, direct)).toEqual([401, 401, 429]);
  });

  it('marks the session cookie Secure behind a counted proxy that says https', async () => {
    const ctx = await createTestApp({ trustProxy: trustProxyOf('1') });
    const response = await anonymous(ctx.app).request({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      payload: { username: uniqueUsername(), password: 'a good password' },
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

describe('IPv6 clients are keyed by their /64', () => {
  it('login and sign-up attempts per IP', async () => {
    const ctx = await createTestApp({ rateLimits: { authPerIp: 2 } });
    const codes = await statusesOf(ctx, [
      { remoteAddress: '2001:db8:aa:1::1' },
      { remoteAddress: '2001:db8:aa:1:ffff:ffff:ffff:fffe' },
      { remoteAddress: '2001:db8:aa:1::3' },
    ]);
    expect(codes).toEqual([401, 401, 429]);
    expect((await login(ctx, { remoteAddress: '2001:db8:aa:2::1' })).statusCode).toBe(401);
  });

  it('failed logins per username and address', async () => {
    const ctx = await createTestApp({ rateLimits: { authPerUsername: 2 } });
    const username = uniqueUsername();
    const from = (remoteAddress: string) => login(ctx, { remoteAddress }, username);
    expect((await from('2001:db8:bb:1::10')).statusCode).toBe(401);
    expect((await from('2001:db8:bb:1::11')).statusCode).toBe(401);
    expect((await from('2001:db8:bb:1::12')).statusCode).toBe(429);
    expect((await from('2001:db8:bb:2::10')).statusCode).toBe(401);
  });

  it("the vote page's lookups per IP (an IPv4 client mapped into IPv6 is itself)", async () => {
    const ctx = await createTestApp({ ratingLimits: { lookupsPerIp: 2 } });
    const lookup = (remoteAddress: string) =>
      anonymous(ctx.app).request({
        url: `/api/rating-sessions/token/${randomBytes(12).toString('base64url')}`,
        remoteAddress,
      });
    expect((await lookup('2001:db8:cc:1::1')).statusCode).toBe(404);
    expect((await lookup('2001:db8:cc:1::2')).statusCode).toBe(404);
    const third = await lookup('2001:db8:cc:1:1:2:3:4');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toContain('rate limit');
    expect((await lookup('2001:db8:cc:2::1')).statusCode).toBe(404);

    expect((await lookup('203.0.113.77')).statusCode).toBe(404);
    expect((await lookup('203.0.113.77')).statusCode).toBe(404);
    expect((await lookup('::ffff:203.0.113.77')).statusCode).toBe(429);
  });
});
