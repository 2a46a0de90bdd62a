import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors.ts';
import { redisOrMemoryStore } from './redis-rate-limit-store.ts';

const COUNTER_CAPACITY = 100_000;

export interface RateLimits {
  /** Login and register attempts per client IP per window. */
  authPerIp: number;
  /** Failed logins per username (and sign-ups per username) per window. */
  authPerUsername: number;
  windowMs: number;
}

export const rateLimitError = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many attempts: rate limit reached. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with config.rateLimit.
 * With a Redis client the counters are shared by every instance (memory while Redis is down);
 * the app closes the client when it closes.
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
  await app.register(rateLimit, {
    global: false,
    // One LRU holds every counter (auth per IP and username, generation per user): big enough that
    // a flood of random usernames cannot evict a real user's counters.
    ...(redis
      ? { store: redisOrMemoryStore(redis, app.log, { capacity: COUNTER_CAPACITY }) }
      : { cache: COUNTER_CAPACITY }),
    errorResponseBuilder: (_request, context) =>
      rateLimitError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** A limiter keyed by something other than the IP (a username, say). */
export function keyedLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  key: (request: FastifyRequest) => string,
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return {
    /** Counts one attempt; throws 429 once the limit is passed. */
    async hit(request: FastifyRequest): Promise<void> {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw rateLimitError(Math.max(1, result.ttlInSeconds));
    },
    /** Throws 429 when the limit is used up, without counting. */
    async check(request: FastifyRequest): Promise<void> {
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0)
        throw rateLimitError(Math.max(1, result.ttlInSeconds));
    },
  };
}
