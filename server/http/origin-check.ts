import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Compares hosts through URL parsing so default ports (":80", ":443") compare equal. */
function isSameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests sent by another site (CSRF defence in depth beside
 * SameSite=Lax cookies). Requests without Origin, such as curl, are let through.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new HttpError(403, 'Cross-site request refused');
      }
      return;
    }
    if (!isSameHost(origin, request.host)) throw new HttpError(403, 'Cross-site request refused');
  });
}
