import { spawn, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { SystemUser } from './postgres-user.ts';
import { isProcessAlive } from './process-info.ts';

export interface Logger {
  debug(message: string): void;
  warn(message: string): void;
}

/** How to run the server binaries: which installation, and as whom (root starts only). */
export interface PostgresRuntime {
  binaries: PostgresBinaries;
  user?: SystemUser;
  log: Logger;
}

/** initdb or postgres stopped with an error; `output` is what it printed last. */
export class PostgresProcessError extends Error {
  constructor(
    readonly stage: 'initdb' | 'start',
    readonly dir: string,
    readonly output: string[],
    override readonly cause?: NodeJS.ErrnoException,
    /** The account PostgreSQL ran as, when not the app's own. */
    readonly account?: string,
  ) {
    super(
      `PostgreSQL ${stage === 'initdb' ? 'could not create its data folder' : 'did not start'} (${dir}): ${
        cause?.message ?? output.slice(-5).join(' | ')
      }`,
    );
  }

  get text(): string {
    return [this.cause?.message ?? '', ...this.output].join('\n');
  }
}

const READY = 'database system is ready to accept connections';

function spawnAs(runtime: PostgresRuntime, command: string, args: string[]): ChildProcess {
  return spawn(command, args, {
    // cwd "/": a root shell's folder (e.g. /root) is closed to the postgres account.
    cwd: '/',
    // Its own process group: a Ctrl-C in the terminal reaches the app, which stops PostgreSQL
    // after the last request instead of PostgreSQL vanishing under it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...(runtime.user ? { uid: runtime.user.uid, gid: runtime.user.gid } : {}),
  });
}

/** Keeps the last lines a process printed (for errors) and hands every line to the debug log. */
function collectOutput(child: ChildProcess, log: Logger, onLine?: (line: string) => void) {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      const text = line.trim();
      if (!text) continue;
      lines.push(text);
      if (lines.length > 40) lines.shift();
      log.debug(text);
      onLine?.(text);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return lines;
}

function giveTo(target: string, user: SystemUser | undefined): void {
  if (user) chownSync(target, user.uid, user.gid);
}

/** Removes folders of initdb runs whose process died before finishing (e.g. `kill -9`). */
function removeAbandonedInits(dir: string): void {
  const parent = path.dirname(dir);
  const prefix = `${path.basename(dir)}.initdb-`;
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number.parseInt(name.slice(prefix.length), 10);
    if (!Number.isInteger(pid) || !isProcessAlive(pid))
      rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Creates a cluster in `dir` with a password-protected `postgres` role. initdb writes into a
 * temporary sibling that is renamed into place only when complete, so a crash or a full disk
 * never leaves a half-made cluster that the next start would take for a real one.
 */
export async function initCluster(
  runtime: PostgresRuntime,
  dir: string,
  password: string,
): Promise<void> {
  removeAbandonedInits(dir);
  const building = `${dir}.initdb-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { mode: 0o700 });
  giveTo(building, runtime.user);
  // The password reaches initdb through a file only its account can read, removed right after;
  // next to the cluster, since that folder is known to be reachable for that account.
  const pwFile = `${building}.password`;
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  giveTo(pwFile, runtime.user);
  try {
    const child = spawnAs(runtime, runtime.binaries.initdb, [
      `--pgdata=${building}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--no-locale',
    ]);
    const output = collectOutput(child, runtime.log);
    // initdb runs in a process group of its own: an app that exits meanwhile ends it too.
    const stopOnExit = () => child.kill('SIGTERM');
    process.once('exit', stopOnExit);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(new PostgresProcessError('initdb', dir, output, error, runtime.user?.name)),
      );
      child.on('close', resolve);
    }).finally(() => process.removeListener('exit', stopOnExit));
    if (code !== 0)
      throw new PostgresProcessError('initdb', dir, output, undefined, runtime.user?.name);
    renameSync(building, dir);
  } finally {
    rmSync(pwFile, { force: true });
    rmSync(building, { recursive: true, force: true });
  }
}

export interface RunningPostgres {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts `postgres` on the cluster in `dir`, listening on 127.0.0.1:`port` only (no Unix socket),
 * and resolves once it accepts connections. It is stopped by `stop()` or, should the app exit
 * without it, by the exit hook below.
 */
export async function startPostgres(
  runtime: PostgresRuntime,
  dir: string,
  port: number,
): Promise<RunningPostgres> {
  const child = spawnAs(runtime, runtime.binaries.postgres, [
    '-D',
    dir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ]);
  // Whatever way the app ends, from now on, PostgreSQL is told to stop (fast shutdown: it finishes
  // cleanly), also when the app exits while it is still starting.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  let announceReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => (announceReady = resolve));
  const output = collectOutput(child, runtime.log, (line) => {
    if (line.includes(READY)) announceReady();
  });
  const failed = new Promise<never>((_resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new PostgresProcessError('start', dir, output, error, runtime.user?.name)),
    );
    child.on('exit', () =>
      reject(new PostgresProcessError('start', dir, output, undefined, runtime.user?.name)),
    );
  });
  failed.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PostgresProcessError(
            'start',
            dir,
            [...output, 'no answer in 120 s'],
            undefined,
            runtime.user?.name,
          ),
        ),
      120_000,
    );
  });
  try {
    await Promise.race([ready, failed, timeout]);
  } catch (error) {
    process.removeListener('exit', stopOnExit);
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }

  return {
    pid: child.pid!,
    port,
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (await waitForExit(child, 0)) return;
      child.kill('SIGINT');
      if (await waitForExit(child, 30_000)) return;
      runtime.log.warn('PostgreSQL did not stop within 30 s: stopping it immediately');
      child.kill('SIGQUIT');
      if (!(await waitForExit(child, 10_000))) child.kill('SIGKILL');
    },
  };
}
