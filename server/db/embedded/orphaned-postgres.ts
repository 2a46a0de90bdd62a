import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hasProcFs, isProcessAlive, processCwd } from './process-info.ts';

interface Logger {
  warn(message: string): void;
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isProcessAlive(pid)) return true;
    await sleep(100);
  }
  return !isProcessAlive(pid);
}

/**
 * Clears what an app killed with `kill -9` leaves in the cluster: its PostgreSQL still running
 * (stopped here, it would hold the cluster forever), or a `postmaster.pid` whose pid now belongs
 * to another program (PostgreSQL would take that as a live server and refuse to start).
 * The caller holds the data-dir lock, so no running app owns this cluster.
 */
export async function clearOrphanedPostgres(dir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  // A dead pid is PostgreSQL's own case: it removes the file after checking that no process of
  // the old server still uses its shared memory, a check that needs the file to stay.
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  if (hasProcFs()) {
    // A postmaster works inside its data folder: the pid's folder tells whether it is ours.
    const cwd = processCwd(pid);
    if (cwd !== undefined && cwd !== realpathSync(dir)) {
      rmSync(pidFile, { force: true });
      return;
    }
  }
  log.warn(`Stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (await waitUntilGone(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitUntilGone(pid, 10_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitUntilGone(pid, 10_000);
}
