import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readOrCreateSecret } from '../../secret-file.ts';
import { locateCluster, recordRelocation, type ClusterLocation } from './cluster-location.ts';
import { findFreePort } from './free-port.ts';
import { clearOrphanedPostgres } from './orphaned-postgres.ts';
import { installSystemCopy, packagedBinaries, type PostgresBinaries } from './postgres-binaries.ts';
import {
  initCluster,
  PostgresProcessError,
  startPostgres,
  type Logger,
  type PostgresRuntime,
} from './postgres-process.ts';
import {
  ensurePostgresUser,
  firstClosedFolder,
  runningAsRoot,
  userCanEnter,
  userCanRun,
  type SystemUser,
} from './postgres-user.ts';

export interface EmbeddedServer {
  url: string;
  /** The PostgreSQL data folder: DATA_DIR/pg, or the folder DATA_DIR/pg-location.txt names. */
  clusterDir: string;
  relocated: boolean;
  /** The postmaster's process id (a hard stop of the app tells it to stop: main.ts). */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The root-only system folder for the binaries' copy and relocated clusters. */
  systemHome?: string;
}

/** Where a root start keeps what the `postgres` account must reach (decision 004). */
export const SYSTEM_HOME = '/var/lib/ai-fashion-companion';

const USER = 'postgres';

/**
 * The system copy of the binaries; where the system folder cannot be written (a read-only root
 * file system in a container), the packaged ones when `postgres` can run them where they are.
 */
function systemBinaries(
  packaged: PostgresBinaries,
  home: string,
  user: SystemUser,
  log: Logger,
): PostgresBinaries {
  try {
    return installSystemCopy(packaged, home);
  } catch (error) {
    if (!userCanRun(user, packaged.postgres)) throw error;
    log.warn(
      `Could not copy PostgreSQL to ${home} (${(error as Error).message}): running it from ${packaged.dir}`,
    );
    return packaged;
  }
}

/** Which binaries run, as whom, and where the cluster lives, for this DATA_DIR and this account. */
async function prepare(
  dataDir: string,
  log: Logger,
  options: EmbeddedOptions,
): Promise<{ runtime: PostgresRuntime; location: ClusterLocation }> {
  const packaged = await packagedBinaries();
  if (!runningAsRoot()) {
    // As today: the npm package's binaries, the cluster in DATA_DIR/pg, run as this account.
    const location = locateCluster(dataDir, {
      canEnterDataDir: () => true,
      closedFolder: () => undefined,
      home: dataDir,
    });
    return { runtime: { binaries: packaged, log }, location };
  }
  // PostgreSQL refuses root: it runs as `postgres`, from a copy of the binaries it can reach.
  const user = ensurePostgresUser();
  const home = options.systemHome ?? SYSTEM_HOME;
  const binaries = systemBinaries(packaged, home, user, log);
  const location = locateCluster(dataDir, {
    canEnterDataDir: () => userCanEnter(user, dataDir),
    closedFolder: () => firstClosedFolder(user, dataDir),
    home,
  });
  return { runtime: { binaries, user, log }, location };
}

/** The password of the `postgres` role, kept in DATA_DIR; redone if a full disk left it empty. */
function clusterPassword(dataDir: string, fresh: boolean): string {
  const file = path.join(dataDir, 'pg-password');
  const password = readOrCreateSecret(file);
  if (password || !fresh) return password;
  rmSync(file, { force: true });
  return readOrCreateSecret(file);
}

/**
 * Starts a real PostgreSQL for DATA_DIR on a free 127.0.0.1 port (never 5432's default socket),
 * creating the cluster on first use. The caller must hold the data-dir lock.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  mkdirSync(dataDir, { recursive: true });
  const { runtime, location } = await prepare(dataDir, log, options);
  const password = clusterPassword(dataDir, location.fresh);
  if (location.fresh) {
    await initCluster(runtime, location.dir, password);
    if (location.relocated) recordRelocation(dataDir, location.dir);
  } else {
    await clearOrphanedPostgres(location.dir, log);
  }

  // The free port may be taken between the probe and PostgreSQL's bind: try another one.
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    try {
      const server = await startPostgres(runtime, location.dir, port);
      return {
        url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
        clusterDir: location.dir,
        relocated: location.relocated,
        pid: server.pid,
        stop: () => server.stop(),
      };
    } catch (error) {
      const portTaken =
        error instanceof PostgresProcessError && /could not bind/i.test(error.output.join('\n'));
      if (!portTaken || attempt >= 5) throw error;
      log.warn(`Port ${port} was taken before PostgreSQL could use it: trying another one`);
    }
  }
}
