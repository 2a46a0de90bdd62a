import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearOrphanedPostgres } from './orphaned-postgres.ts';
import { hasProcFs, isProcessAlive } from './process-info.ts';

// A real orphan (a PostgreSQL whose app was killed with kill -9) is stopped in main.test.ts;
// here, the cases that must not stop anything.
const log = { warn: () => undefined };
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function clusterWithPidFile(pid: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'afc-orphan-'));
  made.push(dir);
  writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n5432\n`);
  return dir;
}

function sleeper(cwd: string) {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { cwd });
}

describe('clearOrphanedPostgres', () => {
  it.runIf(hasProcFs())(
    'drops a postmaster.pid whose pid now belongs to another program, and leaves that program be',
    async () => {
      const other = sleeper('/');
      try {
        await new Promise((resolve) => other.once('spawn', resolve));
        const dir = clusterWithPidFile(other.pid!);
        await clearOrphanedPostgres(dir, log);
        expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
        expect(isProcessAlive(other.pid!)).toBe(true);
      } finally {
        other.kill('SIGKILL');
      }
    },
  );

  it('leaves the file of a dead server to PostgreSQL, which checks its shared memory first', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    const dir = clusterWithPidFile(gone.pid!);
    await clearOrphanedPostgres(dir, log);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
  });

  it.runIf(hasProcFs())('stops the process that works in the cluster folder', async () => {
    const dir = clusterWithPidFile(0);
    const orphan = sleeper(dir);
    await new Promise((resolve) => orphan.once('spawn', resolve));
    writeFileSync(path.join(dir, 'postmaster.pid'), `${orphan.pid}\n${dir}\n`);
    const exited = new Promise((resolve) =>
      orphan.once('exit', (_code, signal) => resolve(signal)),
    );
    await clearOrphanedPostgres(dir, log);
    expect(await exited).toBe('SIGINT');
  });
});
