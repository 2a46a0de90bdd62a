import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
}

/**
 * How long a query waits for a connection (a new one, or a turn in the pool's queue) before it
 * fails with 503, so a database that does not answer at all (a host gone, a network black hole)
 * cannot hang requests. A stopped database refuses at once and needs no timeout. Not shorter: the
 * timer also runs while the event loop is blocked (reading a photo's garment blocks it for 1.5 to
 * 3 s on a small machine), and would then fail connections that in fact succeeded.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/** Opens a pool on a PostgreSQL URL; the pool is the app's only way to the database. */
export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return { db: drizzle(pool, { schema }), pool };
}
