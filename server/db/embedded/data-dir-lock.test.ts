import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { processStartTime } from './process-info.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'afc-lock-'));
  made.push(dir);
  return dir;
};

describe('lockDataDir', () => {
  it('takes the lock, records the pid and releases it', () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'app.lock'), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    unlock();
    expect(existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });

  it('refuses a data directory a running process holds, with a clear message', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'app.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(
        /Data directory .* is in use by another running instance/,
      );
      // The refused attempt must leave the holder's lock alone.
      expect(readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dir, 'app.lock'), String(gone.pid));
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'app.lock'), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    unlock();
  });

  it('takes over a lock whose pid now belongs to another program (pid reuse after kill -9)', () => {
    const dir = freshDir();
    // pid 1 runs, but not since the (future) time this lock records: it is not the lock's owner.
    writeFileSync(path.join(dir, 'app.lock'), '1\n999999999999\n');
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'app.lock'), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    unlock();
  });

  it('still refuses when the recorded start time matches the running owner', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((resolve) => holder.once('spawn', resolve));
      const startedAt = processStartTime(holder.pid!);
      expect(startedAt).toBeDefined();
      writeFileSync(path.join(dir, 'app.lock'), `${holder.pid}\n${startedAt}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    } finally {
      holder.kill();
    }
  });
});
