// A PostgreSQL for the wardrobe benchmarks: DATABASE_URL when set, else a throwaway embedded server.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type Database } from '../../server/db/client.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { migrateDatabase } from '../../server/db/migrate.ts';

export interface BenchDatabase extends Database {
  url: string;
  close(): Promise<void>;
}

/** Opens (and migrates) the benchmark database; `close` stops whatever it started. */
export async function openBenchDatabase(poolSize = 10): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async () => undefined as void;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'afc-bench-'));
    // The embedded server runs as the postgres user when we are root: it must reach its folder.
    chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres(dir, {
      debug: () => undefined,
      warn: (m) => console.warn(m),
    });
    url = server.url;
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = connectDatabase(url, poolSize);
  await migrateDatabase(database.pool);
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
