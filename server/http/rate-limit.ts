import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { clientKey } from './client-address.ts';
import { HttpError } from './errors.ts';
import { memoryStore, redisOrMemoryStore, type CounterStore } from './redis-rate-limit-store.ts';

const COUNTER_CAPACITY = 100_000;

export interface RateLimits {
  /** Login and register attempts per client IP per window. */
  authPerIp: number;
  /** Failed logins per username and client IP (and sign-ups per username) per window. */
  authPerUsername: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters every limit of the app shares (Redis with REDIS_URL, else memory). */
    rateCounters: CounterStore;
  }
}

export const rateLimitError = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many attempts: rate limit reached. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with config.rateLimit,
 * counted per client (`clientKey`). With a Redis client the counters are shared by every instance
 * (memory while Redis is down); the app closes the client when it closes. The same counters are
 * `app.rateCounters`, which keyedLimiter() uses.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { redis }: { redis?: Redis } = {},
): Promise<void> {
  if (redis)
    app.addHook('onClose', () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
    );
  // One LRU holds every counter (auth per IP and username, generation per user): big enough that
  // a flood of random usernames cannot evict a real user's counters.
  const Store = redis
    ? redisOrMemoryStore(redis, app.log, { capacity: COUNTER_CAPACITY })
    : memoryStore({ capacity: COUNTER_CAPACITY });
  app.decorate('rateCounters', new Store());
  await app.register(rateLimit, {
    global: false,
    store: Store,
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) =>
      rateLimitError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

interface Count {
  current: number;
  ttl: number;
}

type StoreCall = (key: string, done: (error: Error | null, result?: Count) => void) => void;

const counted = (call: StoreCall, key: string) =>
  new Promise<Count>((resolve, reject) =>
    call(key, (error, result) =>
      error ? reject(error) : resolve(result ?? { current: 0, ttl: 0 }),
    ),
  );

/** A limiter keyed by something other than the IP alone (a username, say). */
export function keyedLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  key: (request: FastifyRequest) => string,
) {
  const counters = app.rateCounters;
  const keyOf = (request: FastifyRequest) => `${name}:${key(request)}`;
  const refusal = (count: Count) => rateLimitError(Math.max(1, Math.ceil(count.ttl / 1000)));
  const incr: StoreCall = (k, done) => counters.incr(k, done, windowMs, max);
  const read: StoreCall = (k, done) => counters.read(k, done, windowMs, max);
  const decr: StoreCall = (k, done) => counters.decr(k, done, windowMs);

  return {
    /** Counts one attempt; throws 429 once the limit is passed. */
    async hit(request: FastifyRequest): Promise<void> {
      const count = await counted(incr, keyOf(request));
      if (count.current > max) throw refusal(count);
    },
    /** Throws 429 when the limit is used up, without counting. */
    async check(request: FastifyRequest): Promise<void> {
      const count = await counted(read, keyOf(request));
      if (count.current >= max) throw refusal(count);
    },
    /**
     * Counts an attempt before the work it guards (checking a password, say), so attempts sent at
     * once cannot all pass a check made before any of them is counted; throws 429 past the limit.
     * `refund()` takes the attempt back when it turns out not to count (a right password).
     */
    async attempt(request: FastifyRequest): Promise<{ refund(): Promise<void> }> {
      const counter = keyOf(request);
      const count = await counted(incr, counter);
      if (count.current > max) throw refusal(count);
      return {
        refund: async () => {
          await counted(decr, counter);
        },
      };
    },
  };
}
