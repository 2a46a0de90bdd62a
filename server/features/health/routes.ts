import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { healthEndpoints } from '../../../contract/health.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { databaseUnavailable } from '../../http/errors.ts';

/** Liveness (the process answers) and readiness (the database answers); public-routes.ts lists both. */
export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  registerEndpoints(app, healthEndpoints, {
    // Alive whatever the database does: no session is looked up, even for a browser's cookie.
    'GET /api/health': {
      config: { sessionless: true },
      handler: async () => ({ status: 'ok' as const }),
    },
    'GET /api/ready': async () => {
      try {
        await pool.query('SELECT 1');
      } catch {
        // Not ready: the load balancer sends traffic elsewhere until the database is back.
        throw databaseUnavailable();
      }
      return { status: 'ready' as const };
    },
  });
}
