import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MACHINE_REDIS_URL,
  canRunRedisServer,
  redisAnswers,
  startOwnRedis,
} from '../test/redis-server.ts';
import { keyedLimiter, registerRateLimit } from './rate-limit.ts';
import { connectRedis, redisOrMemoryStore, type CounterStore } from './redis-rate-limit-store.ts';

const ci = process.env.CI === 'true';
const machineRedis = await redisAnswers(MACHINE_REDIS_URL);
if (ci && !machineRedis) throw new Error(`CI=true but no Redis answers at ${MACHINE_REDIS_URL}`);
const ownRedis = canRunRedisServer();
if (ci && !ownRedis) throw new Error('CI=true but redis-server is not on PATH');

const clients: Redis[] = [];
afterAll(() => clients.forEach((client) => client.disconnect()));

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (line: string) => lines.push(line),
    warn: (line: string) => lines.push(line),
  };
}

/** A store as one app instance builds it, on its own client; a fresh key prefix per test. */
function instanceStore(url: string, prefix: string, log = recordingLog()) {
  const client = connectRedis(url);
  clients.push(client);
  const Store = redisOrMemoryStore(client, log, { prefix });
  return { client, log, store: new Store() };
}

const hit = (store: CounterStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
  );
const peek = (store: CounterStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
  );
const takeBack = (store: CounterStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.decr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
  );
const ready = (client: Redis) =>
  client.status === 'ready' ? undefined : new Promise((resolve) => client.once('ready', resolve));
const prefix = () => `afc-test:${randomBytes(6).toString('hex')}:`;

describe.skipIf(!machineRedis)(`rate-limit counters in Redis (${MACHINE_REDIS_URL})`, () => {
  it('shares counts between instances, per route, and reads without counting', async () => {
    const scope = prefix();
    const a = instanceStore(MACHINE_REDIS_URL, scope);
    const b = instanceStore(MACHINE_REDIS_URL, scope);
    await Promise.all([ready(a.client), ready(b.client)]);
    expect((await hit(a.store, 'login:alice')).current).toBe(1);
    expect((await hit(b.store, 'login:alice')).current).toBe(2);
    const third = await hit(a.store, 'login:alice');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(50_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await peek(b.store, 'login:alice')).current).toBe(3);
    expect((await peek(b.store, 'login:alice')).current).toBe(3);
    expect(await peek(b.store, 'login:bob')).toEqual({ current: 0, ttl: 0 });

    const routeA = a.store.child({ routeInfo: { method: 'POST', url: '/api/login' } });
    const routeB = b.store.child({ routeInfo: { method: 'POST', url: '/api/login' } });
    expect((await hit(routeA, 'login:alice')).current).toBe(1);
    expect((await hit(routeB, 'login:alice')).current).toBe(2);
    expect(await a.client.get(`${scope}POST/api/login:login:alice`)).toBe('2');
    expect(a.log.lines).toEqual(['Rate limits use Redis']);
  });

  it('takes a count back for every instance, never below zero', async () => {
    const scope = prefix();
    const a = instanceStore(MACHINE_REDIS_URL, scope);
    const b = instanceStore(MACHINE_REDIS_URL, scope);
    await Promise.all([ready(a.client), ready(b.client)]);
    await hit(a.store, 'login:carol');
    await hit(b.store, 'login:carol');
    expect((await takeBack(a.store, 'login:carol')).current).toBe(1);
    expect((await peek(b.store, 'login:carol')).current).toBe(1);
    expect((await takeBack(b.store, 'login:carol')).current).toBe(0);
    expect((await takeBack(b.store, 'login:carol')).current).toBe(0);
    expect(await takeBack(a.store, 'login:nobody')).toEqual({ current: 0, ttl: 0 });
    expect(await a.client.exists(`${scope}login:nobody`)).toBe(0);
  });

  it('starts a new window when the old one ends', async () => {
    const { client, store } = instanceStore(MACHINE_REDIS_URL, prefix());
    await ready(client);
    await hit(store, 'k', 200);
    expect((await hit(store, 'k', 200)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await hit(store, 'k', 200)).current).toBe(1);
  });

  it('throttles across two apps sharing Redis: 429 once the shared count passes the limit', async () => {
    // Two bare Fastify instances with the limiter only, not the app: plain app.inject calls.
    const scope = prefix();
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const app = Fastify();
        const client = connectRedis(MACHINE_REDIS_URL);
        await registerRateLimit(app, { redis: client });
        const limiter = keyedLimiter(app, `${scope}login`, 3, 60_000, () => 'alice');
        app.post('/attempt', async (request) => {
          await limiter.hit(request);
          return { ok: true };
        });
        await app.ready();
        await ready(client);
        return app;
      }),
    );
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const app = apps[attempt % 2]!;
      codes.push((await app.inject({ method: 'POST', url: '/attempt' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    await Promise.all(apps.map((app) => app.close()));
  });
});

describe('rate-limit counters while Redis is unreachable', () => {
  it('counts in memory and says so once', async () => {
    const { client, log, store } = instanceStore('redis://127.0.0.1:9', prefix());
    await new Promise((resolve) => client.once('error', resolve));
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await hit(store, 'login:alice')).current).toBe(attempt);
    expect((await peek(store, 'login:alice')).current).toBe(4);
    expect((await takeBack(store, 'login:alice')).current).toBe(3);
    expect(log.lines).toEqual(['Redis unavailable: rate limits use memory']);
  });
});

describe.skipIf(!ownRedis)('rate-limit counters when Redis goes away and comes back', () => {
  it('falls back to memory during the outage and returns to Redis after it, logging each once', async () => {
    const redis = await startOwnRedis();
    const { client, log, store } = instanceStore(redis.url, prefix());
    await ready(client);
    await hit(store, 'login:alice');
    expect((await hit(store, 'login:alice')).current).toBe(2);

    await redis.kill();
    // Memory starts its own count: a limit still holds during the outage, per instance.
    const during = [];
    for (let attempt = 0; attempt < 3; attempt++)
      during.push((await hit(store, 'login:alice')).current);
    expect(during).toEqual([1, 2, 3]);

    await redis.restart();
    await ready(client);
    expect((await hit(store, 'login:alice')).current).toBe(1);
    expect((await hit(store, 'login:alice')).current).toBe(2);
    expect(log.lines).toEqual([
      'Rate limits use Redis',
      'Redis unavailable: rate limits use memory',
      'Redis is back: rate limits use Redis',
    ]);
    client.disconnect();
    await redis.kill();
  });
});
