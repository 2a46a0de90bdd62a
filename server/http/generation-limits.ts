import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { GENERATION_RATE_LIMIT_MESSAGE } from '../../contract/ai.ts';
import { DAY_MS, MINUTE_MS } from '../lib/dates.ts';
import { HttpError } from './errors.ts';
import { sessionUser } from './session.ts';

/** Generations per user and per kind, in a minute and in a day. */
export interface GenerationLimits {
  perMinute: number;
  perDay: number;
}

export const DEFAULT_GENERATION_LIMITS: GenerationLimits = { perMinute: 20, perDay: 200 };

/** Each kind has its own budget, so a burst of outfits does not block today's insight. */
export type GenerationKind = 'outfits' | 'insights' | 'shopping' | 'alter-egos';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The generation this route counts before its handler runs (`registerGenerationLimits`). */
    generationLimit?: GenerationKind;
  }
}

export const generationRateLimitError = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `${GENERATION_RATE_LIMIT_MESSAGE}. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Per-user limits on the stylist's generations, counted in @fastify/rate-limit's store (memory
 * by default; whatever store the plugin is given when scaled out).
 */
export function createGenerationLimiter(app: FastifyInstance, limits: GenerationLimits) {
  const windows = [
    { name: 'minute', max: limits.perMinute, ms: MINUTE_MS },
    { name: 'day', max: limits.perDay, ms: DAY_MS },
  ];
  const limiters = new Map<GenerationKind, ReturnType<FastifyInstance['createRateLimit']>[]>();
  const limitersFor = (kind: GenerationKind) => {
    let list = limiters.get(kind);
    if (!list) {
      list = windows.map((w) =>
        app.createRateLimit({
          max: w.max,
          timeWindow: w.ms,
          keyGenerator: (request) => `generate:${kind}:${w.name}:${sessionUser(request).id}`,
        }),
      );
      limiters.set(kind, list);
    }
    return list;
  };

  return {
    /** Counts one generation of `kind` for the session user; 429 with Retry-After once over a limit. */
    async hit(request: FastifyRequest, kind: GenerationKind): Promise<void> {
      const list = limitersFor(kind);
      // Look before counting, so a request refused by the daily limit does not use up the minute's.
      for (const limiter of list) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          throw generationRateLimitError(Math.max(1, state.ttlInSeconds));
        }
      }
      for (const limiter of list) {
        const state = await limiter(request);
        if (!state.isAllowed && state.isExceeded) {
          throw generationRateLimitError(Math.max(1, state.ttlInSeconds));
        }
      }
    },
  };
}

export type GenerationLimiter = ReturnType<typeof createGenerationLimiter>;

/**
 * The generation limiter, counting every route that names a kind in its config
 * (`config: { generationLimit: 'outfits' }`) against the session user's budget once its input is
 * validated, before its handler runs. A route that counts only some calls (an alter ego's rewrite)
 * calls `hit` itself. Call this after `registerRateLimit` and before any route.
 */
export function registerGenerationLimits(
  app: FastifyInstance,
  limits: GenerationLimits,
): GenerationLimiter {
  const limiter = createGenerationLimiter(app, limits);
  app.addHook('onRoute', (route) => {
    const kind = route.config?.generationLimit;
    if (!kind) return;
    const counted: preHandlerAsyncHookHandler = (request) => limiter.hit(request, kind);
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, counted];
  });
  return limiter;
}
