import type { FastifyBaseLogger } from 'fastify';

export interface DatabaseOutage {
  /** A request failed because the database is unreachable: logged once per outage. */
  failed(error: unknown): void;
}

/**
 * One warning when the database goes away and one when it is back, however many requests fail
 * in between: an outage must not bury the log under a line per request. The pool says when it
 * is back (its next successful connection). Without a pool nothing can say so, and every
 * failure is logged.
 */
export function watchDatabaseOutage(
  log: Pick<FastifyBaseLogger, 'warn'>,
  pool?: { on(event: 'connect', listener: () => void): unknown },
): DatabaseOutage {
  let down = false;
  pool?.on('connect', () => {
    if (!down) return;
    down = false;
    log.warn('database is back: requests are served again');
  });
  return {
    failed(error) {
      if (down) return;
      down = pool !== undefined;
      log.warn({ err: error }, 'database unavailable: answering 503 until it is back');
    },
  };
}
