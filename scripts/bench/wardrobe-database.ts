// A PostgreSQL for the wardrobe benchmarks: DATABASE_URL when set, else a throwaway embedded server.
import { connectDatabase, type Database } from '../../server/db/client.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded/embedded.ts';
import { migrateDatabase } from '../../server/db/migrate.ts';
import { removeDataFolder, throwawayFolder } from '../../server/test/leftover-postgres.ts';

export interface BenchDatabase extends Database {
  url: string;
  close(): Promise<void>;
}

/** Opens (and migrates) the benchmark database; `close` stops whatever it started. */
export async function openBenchDatabase(poolSize = 10): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async () => undefined as void;
  if (!url) {
    // A bench that fails before its `finally`, or is stopped with Ctrl+C, ends the server and
    // removes its folder on the way out.
    const dir = throwawayFolder('afc-bench-');
    const server = await startEmbeddedPostgres(dir, {
      debug: () => undefined,
      warn: (m) => console.warn(m),
    });
    url = server.url;
    stop = async () => {
      await server.stop();
      await removeDataFolder(dir);
    };
  }
  const database = connectDatabase(url, poolSize);
  try {
    await migrateDatabase(database.pool);
  } catch (error) {
    await database.pool.end();
    await stop();
    throw error;
  }
  return {
    ...database,
    url,
    async close() {
      await database.pool.end();
      await stop();
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
