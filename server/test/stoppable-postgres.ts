import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SYSTEM_HOME } from '../db/embedded/embedded.ts';
import { installSystemCopy, packagedBinaries } from '../db/embedded/postgres-binaries.ts';
import {
  initCluster,
  startPostgres,
  type PostgresRuntime,
  type RunningPostgres,
} from '../db/embedded/postgres-process.ts';
import { ensurePostgresUser, runningAsRoot } from '../db/embedded/postgres-user.ts';
import { freePort } from './app-process.ts';
import { removeDataFolder, throwawayFolder } from './leftover-postgres.ts';

/** A real PostgreSQL a test stops and starts again on the same port (an outage, then recovery). */
export interface StoppablePostgres {
  /** postgres://… of its `postgres` database; the same before and after a restart. */
  url: string;
  /** Fast shutdown, as an operator's `pg_ctl stop` does: sessions are ended with 57P01. */
  stop(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  remove(): Promise<void>;
}

/** A fresh cluster in a temp folder, run the way the app runs its embedded one (decision 004). */
export async function startStoppablePostgres(): Promise<StoppablePostgres> {
  const log = { debug: () => undefined, warn: () => undefined };
  const packaged = await packagedBinaries();
  // PostgreSQL refuses root: as root it runs as `postgres`, from the system copy it can reach.
  const runtime: PostgresRuntime = runningAsRoot()
    ? { binaries: installSystemCopy(packaged, SYSTEM_HOME), user: ensurePostgresUser(), log }
    : { binaries: packaged, log };
  // Should the test worker end without the test's afterAll (Ctrl+C, a crash), the server and its
  // folder go with it all the same.
  const folder = throwawayFolder('afc-outage-pg-');
  const clusterDir = path.join(folder, 'pg');
  const password = randomBytes(12).toString('hex');
  let running: RunningPostgres | undefined;
  let port: number;
  try {
    await initCluster(runtime, clusterDir, password);
    port = await freePort();
    running = await startPostgres(runtime, clusterDir, port);
  } catch (error) {
    await removeDataFolder(folder);
    throw error;
  }

  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async start() {
      running ??= await startPostgres(runtime, clusterDir, port);
    },
    async remove() {
      await running?.stop();
      running = undefined;
      await removeDataFolder(folder);
    },
  };
}
