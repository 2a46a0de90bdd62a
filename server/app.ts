import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import type { Db } from './db/client.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { createAuthService, type Clock } from './features/auth/service.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerRateLimit, type RateLimits } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessionHooks } from './http/session.ts';
import { registerSpa } from './http/spa.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  clock?: Clock;
  /** Folder of the built client; null serves the API alone. */
  clientDir?: string | null;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** How often expired sessions are deleted; off when unset (tests). */
  sessionPruneMs?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authPerIp: 100,
  authPerUsername: 10,
  windowMs: 15 * 60 * 1000,
};

const systemClock: Clock = { now: () => new Date() };

/** Builds the Fastify app from its dependencies; main.ts and the tests both call this. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: JSON_BODY_LIMIT,
  });
  const clock = deps.clock ?? systemClock;
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const auth = createAuthService({ db: deps.db, clock });

  // The API speaks JSON (and multipart where it takes files); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await registerRateLimit(app);
  registerOriginCheck(app);
  registerSessionHooks(app, auth);

  registerHealthRoutes(app, deps.pool);
  registerAuthRoutes(app, auth, limits);

  await registerSpa(app, deps.clientDir ?? null);

  if (deps.sessionPruneMs) {
    const timer = setInterval(() => {
      auth.pruneExpiredSessions().catch((error: unknown) => app.log.warn({ err: error }, 'session prune failed'));
    }, deps.sessionPruneMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
