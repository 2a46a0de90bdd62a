import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { DAY_MS, MINUTE_MS } from '../lib/dates.ts';
import { HttpError } from './errors.ts';
import { sessionUser } from './session.ts';

/**
 * The calls that cost the instance something real, each with its own budget per account:
 * - `scan`: POST /api/wardrobe/scan and POST /api/wardrobe/:id/cutout (the garment models, about
 *   a second of both cores each);
 * - `item`: POST /api/wardrobe and PUT /api/wardrobe/:id/image (a photo stored and read in the
 *   background);
 * - `style-tip`: GET /api/ai/style-tip (a model request with an AI provider);
 * - `similar`: GET /api/style-diary/:id/similar (a scan of the entry's photo the first time);
 * - `upload-url`: POST /api/objects/upload (a signed link the bytes can be PUT to);
 * - `place-search`: GET /api/weather/places (a call to the weather provider's geocoding);
 * - `push-test`: POST /api/notifications/test (a push to each of the account's devices).
 */
export type AccountLimitKind =
  'scan' | 'item' | 'style-tip' | 'similar' | 'upload-url' | 'place-search' | 'push-test';

/** How many calls of a kind one account may make in a minute and in a day. */
export interface AccountLimit {
  perMinute: number;
  perDay: number;
}

export type AccountLimits = Record<AccountLimitKind, AccountLimit>;

/**
 * Far above what a person does (a bulk add of 20 photos is 20 scans and 20 items in under a
 * minute; the demo adds about 45 items in one go), far below what a script can send: a flood is
 * held to a minute's budget, and a day's bounds the photos one account can pile up.
 */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  scan: { perMinute: 60, perDay: 1_000 },
  item: { perMinute: 120, perDay: 2_000 },
  'style-tip': { perMinute: 30, perDay: 500 },
  similar: { perMinute: 30, perDay: 500 },
  'upload-url': { perMinute: 60, perDay: 1_000 },
  // A search as the user types (debounced) is a few a minute.
  'place-search': { perMinute: 30, perDay: 500 },
  // A person tries it once or twice; each is a request to every device's push service.
  'push-test': { perMinute: 5, perDay: 50 },
};

/**
 * How much of the shared queues one account may hold. The photo scanner reads two photos at once
 * and serves accounts in turn; an account may have `scansWaitingPerAccount` more waiting (a scan
 * past that answers 429), all accounts together `scansWaiting` (503 past that). Background
 * readings of new photos are queued per account in turn too, at most `readingsQueuedPerAccount`
 * in memory; the rest wait in their rows (`pending_analysis`) and are queued as these finish.
 */
export const QUEUE_LIMITS = {
  scansWaitingPerAccount: 4,
  scansWaiting: 32,
  readingsQueuedPerAccount: 8,
} as const;

/** What each kind counts, as the refusal names it. */
const COUNTED: Record<AccountLimitKind, string> = {
  scan: 'photo scans',
  item: 'new items and photos',
  'style-tip': 'style tips',
  similar: 'searches for similar pieces',
  'upload-url': 'upload links',
  'place-search': 'place searches',
  'push-test': 'test notifications',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-account budget this route counts against (`registerAccountLimits`). */
    accountLimit?: AccountLimitKind;
  }
}

/** Every limit multiplied by `scale` (ACCOUNT_RATE_LIMIT_SCALE), at least one call each. */
export function scaleAccountLimits(limits: AccountLimits, scale: number): AccountLimits {
  const scaled = (n: number) => Math.max(1, Math.round(n * scale));
  return Object.fromEntries(
    Object.entries(limits).map(([kind, limit]) => [
      kind,
      { perMinute: scaled(limit.perMinute), perDay: scaled(limit.perDay) },
    ]),
  ) as AccountLimits;
}

/** The 429 of a used-up budget: what was counted, how many are allowed, when to come back. */
export const accountLimitError = (
  kind: AccountLimitKind,
  allowed: string,
  retryAfterSeconds: number,
) =>
  new HttpError(
    429,
    `Too many ${COUNTED[kind]} (${allowed}): rate limit reached. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Counts every route that names a budget in its config (`config: { accountLimit: 'scan' }`)
 * against the session user's, after its input is validated and before its handler reads a body:
 * past a minute's or a day's budget it answers 429 with Retry-After. A refused call is not
 * counted. The counters live in @fastify/rate-limit's store (Redis when scaled out), so call this
 * after `registerRateLimit` and before any route.
 */
export function registerAccountLimits(app: FastifyInstance, limits: AccountLimits): void {
  const handlers = new Map<AccountLimitKind, preHandlerAsyncHookHandler>();

  function handlerFor(kind: AccountLimitKind): preHandlerAsyncHookHandler {
    const known = handlers.get(kind);
    if (known) return known;
    const { perMinute, perDay } = limits[kind];
    const windows = [
      { name: 'minute', max: perMinute, ms: MINUTE_MS, allowed: `${perMinute} a minute` },
      { name: 'day', max: perDay, ms: DAY_MS, allowed: `${perDay} a day` },
    ].map((window) => ({
      ...window,
      limiter: app.createRateLimit({
        max: window.max,
        timeWindow: window.ms,
        keyGenerator: (request: FastifyRequest) =>
          `account:${kind}:${window.name}:${sessionUser(request).id}`,
      }),
    }));
    const handler: preHandlerAsyncHookHandler = async (request) => {
      // Look before counting, so a call the day's budget refuses does not use up the minute's.
      for (const window of windows) {
        const state = await window.limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          throw accountLimitError(kind, window.allowed, Math.max(1, state.ttlInSeconds));
        }
      }
      for (const window of windows) {
        const state = await window.limiter(request);
        if (!state.isAllowed && state.isExceeded) {
          throw accountLimitError(kind, window.allowed, Math.max(1, state.ttlInSeconds));
        }
      }
    };
    handlers.set(kind, handler);
    return handler;
  }

  app.addHook('onRoute', (route) => {
    const kind = route.config?.accountLimit;
    if (!kind) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, handlerFor(kind)];
  });
}
