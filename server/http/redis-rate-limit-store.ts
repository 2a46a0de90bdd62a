import { Redis } from 'ioredis';

/** A counter as @fastify/rate-limit reads it: hits in the current window and ms left in it. */
interface Count {
  current: number;
  ttl: number;
}
type RouteScoped = { routeInfo?: { method?: string; url?: string } };
type Done = (error: Error | null, result?: Count) => void;

/** What @fastify/rate-limit asks of a store (`store` option, built with `new`), and `decr`. */
export interface CounterStore {
  incr(key: string, done: Done, windowMs: number, max: number): void;
  read(key: string, done: Done, windowMs: number, max: number): void;
  /** Takes one back from a live count (never below 0); ours, the plugin never calls it. */
  decr(key: string, done: Done, windowMs: number): void;
  /** Typed `object`: the plugin's types say RouteOptions, it passes its merged params. */
  child(options: object): CounterStore;
}

export interface StoreLog {
  info(message: string): void;
  warn(message: string): void;
}

// One fixed window per key: the first hit sets its expiry, later hits only count.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}`;
const DECREMENT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
current = tonumber(current)
if current > 0 then current = redis.call('DECR', KEYS[1]) end
return {current, math.max(redis.call('PTTL', KEYS[1]), 0)}`;
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), math.max(redis.call('PTTL', KEYS[1]), 0)}`;

/**
 * A Redis client for counters that fails fast: no queue while disconnected, no retries per
 * command, short timeouts. It connects when the store is built on it (whose listeners report
 * failures) and then reconnects by itself, backing off to 2 s, for as long as it lives.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
}

/** Fixed-window counters in memory, the least recently used dropped past `capacity` keys. */
function memoryCounters(capacity: number) {
  const counts = new Map<string, { current: number; startedAt: number }>();
  const alive = (key: string, windowMs: number, now: number) => {
    const entry = counts.get(key);
    return entry && entry.startedAt + windowMs > now ? entry : undefined;
  };
  return {
    incr(key: string, windowMs: number): Count {
      const now = Date.now();
      const entry = alive(key, windowMs, now) ?? { current: 0, startedAt: now };
      entry.current += 1;
      counts.delete(key);
      counts.set(key, entry);
      if (counts.size > capacity) counts.delete(counts.keys().next().value!);
      return { current: entry.current, ttl: entry.startedAt + windowMs - now };
    },
    read(key: string, windowMs: number): Count {
      const now = Date.now();
      const entry = alive(key, windowMs, now);
      return entry ? { current: entry.current, ttl: entry.startedAt + windowMs - now } : EMPTY;
    },
    decr(key: string, windowMs: number): Count {
      const now = Date.now();
      const entry = alive(key, windowMs, now);
      if (!entry) return EMPTY;
      entry.current = Math.max(0, entry.current - 1);
      return { current: entry.current, ttl: entry.startedAt + windowMs - now };
    },
  };
}
const EMPTY: Count = { current: 0, ttl: 0 };

/** Keys of a route's own limit (config.rateLimit) count apart from the same key elsewhere. */
function routeScope(scope: string, options: object): string {
  const route = (options as RouteScoped).routeInfo;
  return route?.method && route.url ? `${scope}${route.method}${route.url}:` : scope;
}

/**
 * Rate-limit counters in this instance's memory: one LRU of `capacity` keys for every limit, with
 * `decr`, the store of an instance without Redis.
 */
export function memoryStore({ capacity = 100_000 } = {}): new () => CounterStore {
  const memory = memoryCounters(capacity);
  const storeFor = (scope: string): CounterStore => ({
    incr: (key, done, windowMs) => done(null, memory.incr(scope + key, windowMs)),
    read: (key, done, windowMs) => done(null, memory.read(scope + key, windowMs)),
    decr: (key, done, windowMs) => done(null, memory.decr(scope + key, windowMs)),
    child: (options) => storeFor(routeScope(scope, options)),
  });
  const root = storeFor('');
  return class MemoryStore implements CounterStore {
    incr = root.incr;
    read = root.read;
    decr = root.decr;
    child = root.child;
  };
}

/**
 * Rate-limit counters in Redis, shared by every instance, falling back to this instance's memory
 * while Redis is unreachable (the plugin's `skipOnError` would let every attempt through). The
 * outage and the return are logged once each; counting goes back to Redis as soon as the client
 * is ready again. Keys are `<prefix><route><key>`.
 */
export function redisOrMemoryStore(
  redis: Redis,
  log: StoreLog,
  { prefix = 'afc:rate-limit:', capacity = 100_000 } = {},
): new () => CounterStore {
  const memory = memoryCounters(capacity);
  // 'unknown' until the first connection or failure: the start logs whichever comes first.
  let counting: 'unknown' | 'redis' | 'memory' = 'unknown';
  const fellBack = () => {
    if (counting === 'memory') return;
    counting = 'memory';
    log.warn('Redis unavailable: rate limits use memory');
  };
  redis.on('ready', () => {
    if (counting === 'redis') return;
    log.info(
      counting === 'memory' ? 'Redis is back: rate limits use Redis' : 'Rate limits use Redis',
    );
    counting = 'redis';
  });
  // A failed connection or reconnection; the client keeps retrying by itself.
  redis.on('error', fellBack);
  // A failed first attempt is reported through 'error' above.
  if (redis.status === 'wait') redis.connect().catch(() => undefined);

  const run = (script: string, key: string, windowMs: number) =>
    redis.eval(script, 1, key, windowMs) as Promise<[number, number]>;

  function counted(
    script: string,
    local: (key: string, windowMs: number) => Count,
  ): (key: string, done: Done, windowMs: number) => void {
    return (key, done, windowMs) => {
      if (redis.status !== 'ready') {
        fellBack();
        return done(null, local(key, windowMs));
      }
      run(script, key, windowMs).then(
        ([current, ttl]) => done(null, { current, ttl }),
        () => {
          fellBack();
          done(null, local(key, windowMs));
        },
      );
    };
  }

  const storeFor = (scope: string): CounterStore => {
    const incr = counted(INCREMENT, memory.incr);
    const read = counted(READ, memory.read);
    const decr = counted(DECREMENT, memory.decr);
    return {
      incr: (key, done, windowMs) => incr(scope + key, done, windowMs),
      read: (key, done, windowMs) => read(scope + key, done, windowMs),
      decr: (key, done, windowMs) => decr(scope + key, done, windowMs),
      // A route's own limit (config.rateLimit) counts apart from the same key elsewhere, as the
      // plugin's stores do; limiters made with createRateLimit carry no route.
      child: (options) => storeFor(routeScope(scope, options)),
    };
  };
  const root = storeFor(prefix);
  return class RedisOrMemoryStore implements CounterStore {
    incr = root.incr;
    read = root.read;
    decr = root.decr;
    child = root.child;
  };
}
