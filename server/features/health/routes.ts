import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { withContract } from '../../http/route-kit.ts';

// Read by load balancers and orchestrators, not by the client: no contract file of its own.
const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });

/** Liveness (the process answers) and readiness (the database answers); public-routes.ts lists both. */
export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  const api = withContract(app);

  api.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  api.get('/api/ready', { schema: { response: { 200: readySchema } } }, async () => {
    try {
      await pool.query('SELECT 1');
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ready' as const };
  });
}
