import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { databaseUnavailable } from '../../http/errors.ts';
import { withContract } from '../../http/route-kit.ts';

// Read by load balancers and orchestrators, not by the client: no contract file of its own.
const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });

/** Liveness (the process answers) and readiness (the database answers); public-routes.ts lists both. */
export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  const api = withContract(app);

  // Alive whatever the database does: no session is looked up, even for a browser's cookie.
  api.get(
    '/api/health',
    { config: { sessionless: true }, schema: { response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  api.get('/api/ready', { schema: { response: { 200: readySchema } } }, async () => {
    try {
      await pool.query('SELECT 1');
    } catch {
      // Not ready: the load balancer sends traffic elsewhere until the database is back.
      throw databaseUnavailable();
    }
    return { status: 'ready' as const };
  });
}
