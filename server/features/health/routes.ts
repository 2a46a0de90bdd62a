import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { HttpError } from '../../http/errors.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  app.get('/api/health', { config: { public: true } }, async () => ({ status: 'ok' }));

  app.get('/api/ready', { config: { public: true } }, async () => {
    try {
      await pool.query('SELECT 1');
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ready' };
  });
}
