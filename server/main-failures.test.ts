import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, printedLines, startApp, type StartOptions } from './test/app-process.ts';
import { removeDataFolder, throwawayFolder } from './test/leftover-postgres.ts';

// Where the app truly cannot start, it says why and what to do in one line, and exits with 1.
// A second instance on the same DATA_DIR is covered in main.test.ts, next to the running one.
const asRoot = process.getuid?.() === 0;
// A small file system of our own: mounted in a private mount namespace only the app sees, gone
// with it. Needs root with CAP_SYS_ADMIN (CI and this project's machines have it).
const canMount = asRoot && spawnSync('unshare', ['--mount', 'true']).status === 0;

const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await removeDataFolder(dir);
});

function folder(): string {
  const dir = throwawayFolder('afc-fail-');
  folders.push(dir);
  return dir;
}

function onTmpfs(mountPoint: string, options: string): string[] {
  return [
    'unshare',
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-c',
    'mount -t tmpfs -o "$1" tmpfs "$2" && shift 2 && exec "$@"',
    'sh',
    options,
    mountPoint,
  ];
}

/** Starts the app, expects exit code 1 and returns the single line it printed. */
async function failedStart(options: Omit<StartOptions, 'port'> & { port?: number }) {
  const app = startApp({ port: options.port ?? (await freePort()), ...options });
  const code = await app.exited;
  const lines = printedLines(app.output());
  expect({ code, lines }).toEqual({ code: 1, lines: [expect.stringMatching(/^Error: /)] });
  expect(app.output()).not.toMatch(/^\s+at /m);
  return lines[0]!;
}

describe('a start that cannot succeed', () => {
  it('names a taken port and the fix', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const line = await failedStart({ port, dataDir: path.join(folder(), 'data') });
      expect(line).toBe(
        `Error: Cannot start: port ${port} is already in use. Stop the program that uses it, or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  }, 60_000);

  it.runIf(canMount)(
    'names a read-only DATA_DIR and the fix',
    async () => {
      const mountPoint = folder();
      const dataDir = path.join(mountPoint, 'data');
      const line = await failedStart({ dataDir, wrapper: onTmpfs(mountPoint, 'ro,size=1m') });
      expect(line).toBe(
        `Error: Cannot start: ${dataDir} is on a read-only file system. Mount it read-write, or set DATA_DIR to a writable folder.`,
      );
    },
    60_000,
  );

  it.runIf(canMount)(
    'names a full disk under DATA_DIR and the fix',
    async () => {
      // 8 MB: DATA_DIR and its lock fit, PostgreSQL's cluster (about 40 MB) does not.
      const mountPoint = folder();
      const dataDir = path.join(mountPoint, 'data');
      const line = await failedStart({
        dataDir,
        wrapper: onTmpfs(mountPoint, 'size=8m,mode=0755'),
      });
      expect(line).toBe(
        `Error: Cannot start: the disk holding ${dataDir}/pg is full. Free some space on it, or set DATA_DIR to a folder on a disk with room.`,
      );
    },
    60_000,
  );

  it('names an external PostgreSQL that cannot be reached and the fix', async () => {
    const nothing = await freePort();
    const line = await failedStart({
      dataDir: path.join(folder(), 'data'),
      env: { DATABASE_URL: `postgres://app:secret@127.0.0.1:${nothing}/fashion` },
    });
    expect(line).toBe(
      `Error: Cannot start: the PostgreSQL at DATABASE_URL could not be used (connect ECONNREFUSED 127.0.0.1:${nothing}). Check that it runs and that DATABASE_URL names its host, port, user, password and database.`,
    );
  }, 60_000);

  it.runIf(asRoot)(
    'names a DATA_DIR the account may not write and the fix',
    async () => {
      // Run as nobody: root may write anywhere, an ordinary account may not.
      const dataDir = path.join(folder(), 'data');
      const line = await failedStart({ dataDir, user: { uid: 65534, gid: 65534 } });
      expect(line).toBe(
        `Error: Cannot start: permission denied on ${dataDir} (the app runs as nobody). Give this account write access to it, or set DATA_DIR to a folder it owns.`,
      );
    },
    60_000,
  );
});
