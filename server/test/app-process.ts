import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { postgresIn, stopPostgres } from './leftover-postgres.ts';

/**
 * The real app process, as `npm start` runs it but from the sources: one Node process (no tsx
 * wrapper), so a `kill -9` in a test hits the app itself and nothing else.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const entry = path.join(root, 'server', 'main.ts');

export interface AppProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Only stderr: where a failed start prints its one line. */
  errors(): string;
  exited: Promise<number | null>;
}

export interface StartOptions {
  port: number;
  dataDir: string;
  /** Run as this account (root only), as a non-root user would start the app. */
  user?: { uid: number; gid: number };
  /** Run the app through this command prefix, e.g. `unshare` with a mount. */
  wrapper?: string[];
  env?: Record<string, string>;
}

/** The apps this test process started that still run. */
const running = new Set<ChildProcess>();
// A test process that ends with apps still running (a failed hook, vitest stopping a worker)
// asks each to stop: an app stops its own PostgreSQL on SIGTERM.
process.on('exit', () => running.forEach((child) => child.kill('SIGTERM')));

export function startApp(options: StartOptions): AppProcess {
  const command = [...(options.wrapper ?? []), process.execPath, '--import', 'tsx', entry];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    ...(options.user ?? {}),
  });
  let all = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => (all += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    all += chunk.toString();
    errors += chunk.toString();
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => all, errors: () => errors, exited };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when /api/ready answers 200; fails early with the app's output if it exits. */
export async function waitForReady(app: AppProcess, port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void app.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the app exited before it was ready:\n${app.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app did not become ready:\n${app.output()}`);
}

/** Stops the app as a service manager would and returns its exit code. */
export async function stopApp(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode === null) app.child.kill('SIGTERM');
  return app.exited;
}

/**
 * Ends an app whatever state it is in, for cleanup (afterAll, finally): SIGTERM, SIGKILL if it
 * has not stopped after `graceMs`; then stops the PostgreSQL a killed app left in `dataDir`.
 */
export async function endApp(app: AppProcess | undefined, dataDir?: string, graceMs = 15_000) {
  if (app && app.child.exitCode === null && app.child.signalCode === null) {
    app.child.kill('SIGTERM');
    const stopped = await Promise.race([
      app.exited.then(() => true),
      sleep(graceMs, false, { ref: false }),
    ]);
    if (!stopped) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
  }
  if (dataDir) await stopPostgres(postgresIn(dataDir));
}

export async function postJson(port: number, route: string, body: unknown) {
  return fetch(`http://127.0.0.1:${port}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The lines of a failed start: what a person sees in the terminal. */
export function printedLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
