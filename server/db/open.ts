import type { Env } from '../env.ts';
import { connectDatabase, type Database } from './client.ts';
import { lockDataDir } from './embedded/data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded/embedded.ts';
import { migrateDatabase } from './migrate.ts';

export interface OpenDatabase extends Database {
  mode: 'embedded' | 'external';
  /** The embedded PostgreSQL's process id (none with DATABASE_URL). */
  postgresPid?: number;
  close(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  debug(message: string): void;
  warn(message: string): void;
}

/**
 * Opens the app's database: an external PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded one in DATA_DIR/pg (guarded by the data-dir lock). Migrations run before it returns.
 */
export async function openDatabase(env: Env, log: Logger): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    const database = connectDatabase(env.DATABASE_URL);
    try {
      await migrateDatabase(database.pool);
    } catch (error) {
      await database.pool.end();
      throw error;
    }
    log.info('Using the PostgreSQL at DATABASE_URL');
    return { ...database, mode: 'external', close: () => database.pool.end() };
  }

  const unlock = lockDataDir(env.DATA_DIR);
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
    const database = connectDatabase(embedded.url);
    await migrateDatabase(database.pool).catch(async (error: unknown) => {
      await database.pool.end();
      throw error;
    });
    log.info(
      embedded.relocated
        ? `Embedded PostgreSQL running with its data in ${embedded.clusterDir} (outside DATA_DIR, which its account cannot enter: see ${env.DATA_DIR}/pg-location.txt)`
        : `Embedded PostgreSQL running with its data in ${embedded.clusterDir}`,
    );
    const server = embedded;
    return {
      ...database,
      mode: 'embedded',
      postgresPid: server.pid,
      async close() {
        await database.pool.end();
        await server.stop();
        unlock();
      },
    };
  } catch (error) {
    await embedded?.stop();
    unlock();
    throw error;
  }
}
