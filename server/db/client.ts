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
 * fails: while the database is unreachable a request answers 503 within 2 s instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 1500;

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
