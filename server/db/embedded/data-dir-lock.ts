import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { isProcessAlive, processStartTime } from './process-info.ts';
import { StartupError } from '../startup-error.ts';

export { isProcessAlive } from './process-info.ts';

/** Thrown when another running instance already owns the data directory. */
export class DataDirInUseError extends StartupError {}

/**
 * The lock names its owner by pid and, where /proc exists, by start time: after a `kill -9` the
 * pid may soon belong to an unrelated process, and that must not keep the app from starting.
 */
function ownerStillRuns(lockText: string): number | undefined {
  const [pidText, startedAt] = lockText.split('\n');
  const owner = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(owner) || owner === process.pid || !isProcessAlive(owner)) return undefined;
  if (startedAt) {
    const current = processStartTime(owner);
    if (current !== undefined && current !== startedAt.trim()) return undefined;
  }
  return owner;
}

/**
 * Creates a folder and its parents. Node's recursive mkdir reports some failures (a read-only
 * file system among them) as ENOENT; one step at a time, the real cause comes out.
 */
export function createFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const parent = path.dirname(dir);
    if (parent !== dir && !existsSync(parent)) createFolder(parent);
    mkdirSync(dir);
  }
}

/**
 * Takes an exclusive, process-scoped lock on DATA_DIR so a second `npm start` on the same folder
 * stops before it touches the database. A lock left by a crashed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  createFolder(dataDir);
  const lockPath = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`);
      } finally {
        closeSync(fd);
      }
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        // A lock file we created but could not fill (disk full) must not outlive this attempt.
        if ((error as NodeJS.ErrnoException).syscall === 'write') rmSync(lockPath, { force: true });
        throw error;
      }
      const owner = ownerStillRuns(readFileSync(lockPath, 'utf8'));
      if (owner !== undefined) {
        throw new DataDirInUseError(
          `Data directory ${dataDir} is in use by another running instance (pid ${owner}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Data directory ${dataDir} is in use: could not take its lock.`);
}
