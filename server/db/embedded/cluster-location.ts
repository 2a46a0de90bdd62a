import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error.ts';

/** The file in DATA_DIR that says where its cluster lives when it cannot live in DATA_DIR/pg. */
export const POINTER_FILE = 'pg-location.txt';

export interface ClusterLocation {
  /** The PostgreSQL data folder (PGDATA). */
  dir: string;
  /** Whether the folder lies outside DATA_DIR, named by DATA_DIR/pg-location.txt. */
  relocated: boolean;
  /** Whether a cluster must still be created there. */
  fresh: boolean;
}

interface Options {
  /** Whether the account that runs PostgreSQL can enter DATA_DIR. */
  canEnterDataDir: () => boolean;
  /** The first folder on the way to DATA_DIR that it cannot enter, for the message. */
  closedFolder: () => string | undefined;
  /** Where clusters go when it cannot (the root-only system folder). */
  home: string;
}

function isCluster(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

function readPointer(dataDir: string): string | undefined {
  const file = path.join(dataDir, POINTER_FILE);
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text && !text.startsWith('#'));
  if (!line || !path.isAbsolute(line)) {
    throw new StartupError(
      `${file} does not name a folder: put the absolute path of the database folder on its first line, or delete the file to start with an empty database.`,
    );
  }
  return line;
}

/**
 * Where this DATA_DIR's cluster lives. DATA_DIR/pg whenever PostgreSQL's account can reach it
 * (always, when the app does not run as root). Otherwise, under a root start in a folder closed to
 * the `postgres` account (/root is 0700), in `home`/clusters/<id>, named by DATA_DIR's pointer
 * file. An existing cluster is never moved or replaced by an empty one.
 */
export function locateCluster(dataDir: string, options: Options): ClusterLocation {
  const pointed = readPointer(dataDir);
  if (pointed !== undefined) {
    if (!isCluster(pointed)) {
      throw new StartupError(
        `The database of ${dataDir} lives in ${pointed} (see ${path.join(dataDir, POINTER_FILE)}), but that folder holds no database: restore it from your backup, or delete ${POINTER_FILE} to start with an empty database.`,
      );
    }
    return { dir: pointed, relocated: true, fresh: false };
  }

  const inPlace = path.join(dataDir, 'pg');
  const reachable = options.canEnterDataDir();
  if (isCluster(inPlace)) {
    if (!reachable) {
      const closed = options.closedFolder() ?? dataDir;
      throw new StartupError(
        `PostgreSQL runs as the "postgres" account, which cannot enter ${closed} to reach the database in ${inPlace}: move DATA_DIR to a folder it can enter, or let it through with chmod o+x ${closed}.`,
      );
    }
    return { dir: inPlace, relocated: false, fresh: false };
  }
  if (reachable) return { dir: inPlace, relocated: false, fresh: true };

  // An empty DATA_DIR/pg left by a start that failed before the cluster existed is no cluster.
  if (existsSync(inPlace) && readdirSync(inPlace).length === 0) rmdirSync(inPlace);
  const clusters = path.join(options.home, 'clusters');
  mkdirSync(clusters, { recursive: true, mode: 0o755 });
  chmodSync(clusters, 0o755);
  return {
    dir: path.join(clusters, randomBytes(8).toString('hex')),
    relocated: true,
    fresh: true,
  };
}

/**
 * Records a relocated cluster in DATA_DIR (so moving or backing up DATA_DIR shows where the
 * database is) and next to the cluster (so the folder says which DATA_DIR it belongs to).
 */
export function recordRelocation(dataDir: string, clusterDir: string): void {
  const pointer = [
    clusterDir,
    '#',
    '# The embedded PostgreSQL keeps the database of this DATA_DIR in the folder named above,',
    '# not in DATA_DIR/pg: the app runs as root and PostgreSQL runs as the "postgres" account,',
    '# which cannot enter this DATA_DIR (a folder above it is closed to other accounts).',
    '# Back up and move that folder together with this one; keep this file with DATA_DIR.',
    '# Details: docs/decisions/004-embedded-postgres-as-root.md',
    '',
  ].join('\n');
  const file = path.join(dataDir, POINTER_FILE);
  writeFileSync(`${file}.tmp`, pointer, { mode: 0o644 });
  renameSync(`${file}.tmp`, file);
  writeFileSync(
    `${clusterDir}.origin`,
    `This PostgreSQL data folder belongs to DATA_DIR=${dataDir} (created ${new Date().toISOString()}).\n`,
    { mode: 0o644 },
  );
}
