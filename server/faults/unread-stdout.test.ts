// A server whose standard output nobody reads any more (the process that started it has gone,
// the pipe stays) keeps answering and stops on SIGTERM within the cap: logs are written
// asynchronously into a bounded buffer, dropped with a count when it is full. And should the
// main thread block during a stop whatever the cause, the hard cap still ends the process from
// outside it, and the embedded PostgreSQL with it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endApp, freePort, startApp, waitForReady, type AppProcess } from '../test/app-process.ts';
import { postgresIn, removeDataFolder, throwawayFolder } from '../test/leftover-postgres.ts';

let folder: string;
let dataDir: string;
const running: AppProcess[] = [];

beforeAll(() => {
  folder = throwawayFolder('afc-stdout-');
  dataDir = path.join(folder, 'data');
});

// Whatever failed: the apps stopped, then the PostgreSQL a killed one left, then the folder.
afterAll(async () => {
  for (const app of running) await endApp(app, dataDir);
  await removeDataFolder(folder);
});

async function start(env: Record<string, string>) {
  const port = await freePort();
  const app = startApp({ port, dataDir, env: { LOG_LEVEL: 'info', ...env } });
  running.push(app);
  await waitForReady(app, port);
  return { app, port };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/health; the time it took, or a failure past `ms`. */
async function health(port: number, ms = 3_000) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
    signal: AbortSignal.timeout(ms),
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * Requests whose log lines are large (an 8 KB query string in each "incoming request" line):
 * `count` of them, 16 at a time, each answered within a few seconds.
 */
async function flood(port: number, count: number) {
  const url = `http://127.0.0.1:${port}/api/health?pad=${'x'.repeat(8_000)}`;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Resolves with the exit code (or signal) and how long after `since` it came, or 'late' past `ms`. */
async function exitWithin(app: AppProcess, since: number, ms: number) {
  const code = await Promise.race([app.exited, sleep(ms).then(() => 'late' as const)]);
  return {
    code,
    signal: app.child.signalCode,
    afterMs: Math.round(performance.now() - since),
  };
}

/** Waits up to `ms` for the embedded PostgreSQL of DATA_DIR to be gone; true when it is. */
async function postgresGone(ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (postgresIn(dataDir).length === 0) return true;
    await sleep(100);
  }
  return postgresIn(dataDir).length === 0;
}

describe('standard output that nobody reads', () => {
  it('keeps answering and stops on SIGTERM within the cap', async () => {
    const { app, port } = await start({ LOG_BUFFER_BYTES: '65536' });
    try {
      // Nobody reads the pipe any more: the kernel's buffer fills, then the app's own.
      app.child.stdout!.pause();
      await flood(port, 400);
      expect(await health(port)).toBeLessThan(1_000);

      const signalled = performance.now();
      app.child.kill('SIGTERM');
      const exit = await exitWithin(app, signalled, 12_000);
      console.log(`SIGTERM with stdout unread: exit ${exit.code} after ${exit.afterMs} ms`);
      expect(exit.code).toBe(0);
      expect(exit.afterMs).toBeLessThan(10_000);
      expect(await postgresGone(15_000)).toBe(true);
    } finally {
      await endApp(app, dataDir);
    }
  }, 120_000);

  it('says how many log lines it dropped once its output is read again', async () => {
    const { app, port } = await start({ LOG_BUFFER_BYTES: '65536' });
    try {
      const stdout = app.child.stdout!;
      stdout.pause();
      await flood(port, 400);
      expect(await health(port)).toBeLessThan(1_000);
      stdout.resume();
      const reported = () => /"droppedLogLines":(\d+)/.exec(app.output());
      for (let waited = 0; !reported() && waited < 5_000; waited += 100) await sleep(100);
      expect(reported(), app.output().slice(-2_000)).not.toBeNull();
      expect(Number(reported()![1])).toBeGreaterThan(0);
      expect(app.output()).toMatch(/\d+ log lines dropped: standard output was not being read/);
    } finally {
      await endApp(app, dataDir);
    }
  }, 120_000);

  it('ends a stop whose main thread is blocked at the hard cap, PostgreSQL too', async () => {
    const preload = path.join(
      import.meta.dirname,
      '..',
      'test',
      'block-main-thread-after-sigterm.mjs',
    );
    const { app } = await start({
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    });
    try {
      expect(postgresIn(dataDir).length).toBeGreaterThan(0);
      const signalled = performance.now();
      app.child.kill('SIGTERM');
      // As in the incident: a second SIGTERM finds the main thread blocked and does nothing.
      await sleep(1_000);
      app.child.kill('SIGTERM');
      const exit = await exitWithin(app, signalled, 14_000);
      console.log(
        `SIGTERM with a blocked main thread: ${exit.signal ?? exit.code} after ${exit.afterMs} ms`,
      );
      expect(exit.code).not.toBe('late');
      expect(exit.signal).toBe('SIGKILL');
      expect(exit.afterMs).toBeLessThan(12_000);
      expect(app.output()).toMatch(/Shutdown still blocked after 10 s: killing the process/);
      // The watchdog told PostgreSQL to stop before ending the app: it finishes on its own.
      expect(await postgresGone(15_000)).toBe(true);
    } finally {
      await endApp(app, dataDir);
    }
  }, 120_000);
});
