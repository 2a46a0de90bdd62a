// One hostile account against everyone (issue 26), through the real app in a child process (its
// own DATA_DIR and embedded PostgreSQL), each number beside a baseline of the same run:
//  1. the app's event-loop delay (p50/p99/max, monitorEventLoopDelay inside the app through
//     scripts/bench/loop-delay-probe.mjs) while large imports are tried — 300,000 rows of one
//     table (refused at its row limit), 268,000 rows each within its table's limit (refused at
//     the limit of all rows together, after reading 200,000) — and while an allowed one of
//     134,000 rows is read and written; beside it another account's GET /api/wardrobe;
//  2. that request's latency while ten accounts each hold an export they never read.
// Run: npx tsx scripts/bench/account-abuse.ts   (ROOT=<another checkout> measures that one's app)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { ZipFile } from 'yazl';
import { freePort } from '../../server/test/app-process.ts';
import { removeDataFolder, throwawayFolder } from '../../server/test/leftover-postgres.ts';
import { median, percentile } from './wardrobe-database.ts';

const root = path.resolve(process.env.ROOT ?? path.join(import.meta.dirname, '../..'));
const probe = pathToFileURL(path.join(import.meta.dirname, 'loop-delay-probe.mjs')).href;
const STALLED = 10;
const EXPORT_DATA_BYTES = 10 * 1024 * 1024;

type Row = Record<string, unknown>;
type Rows = Record<string, Row[]>;
interface Delay {
  p50: number;
  p99: number;
  max: number;
}

const rows = (n: number, row: (i: number) => Row): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: randomUUID(), ...row(i) }));
const hourly = (i: number, perHour: number) =>
  new Date(Date.parse('2020-01-01T00:00:00Z') + i * Math.ceil(3_600_000 / perHour)).toISOString();

/** An export zip of these rows (no photos). */
async function zipOf(data: Rows): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(
    Buffer.from(JSON.stringify({ format: 'ai-fashion-companion-export', version: 1 })),
    'manifest.json',
  );
  for (const [key, list] of Object.entries(data)) {
    const text = list.map((row) => `${JSON.stringify(row)}\n`).join('');
    zip.addBuffer(Buffer.from(text), `data/${key}.ndjson`, { compressionLevel: 1 });
  }
  zip.end();
  return Buffer.concat(await (zip.outputStream as Readable).toArray());
}

/** Rows over most tables, references included: `scale` 1 is each at its table's row limit. */
function spread(scale: number): Rows {
  const n = (count: number) => Math.round(count * scale);
  const items = rows(n(10_000), (i) => ({ name: `Piece ${i}`, category: 'tops' }));
  const outfits = rows(n(10_000), (i) => ({ name: `Outfit ${i}`, itemIds: [items[i]!.id] }));
  const sessions = rows(n(1_000), (i) => ({ title: `Which ${i}?` }));
  const ratingOutfits = rows(n(10_000), (i) => ({
    sessionId: sessions[i % sessions.length]!.id,
    outfitId: outfits[i]!.id,
  }));
  const egos = rows(n(1_000), (i) => ({ name: `Ego ${i}` }));
  const posts = rows(n(5_000), (i) => ({ caption: `Post ${i}`, createdAt: hourly(i, 10) }));
  return {
    items,
    wears: rows(n(100_000), (i) => ({
      itemId: items[i % items.length]!.id,
      wornAt: hourly(i, 100),
    })),
    outfits,
    calendarEntries: rows(n(20_000), (i) => ({
      outfitId: outfits[i % outfits.length]!.id,
      date: '2024-03-14',
    })),
    posts,
    postComments: rows(n(20_000), (i) => ({
      postId: posts[i % posts.length]!.id,
      content: `Comment ${i}`,
      createdAt: hourly(i, 60),
    })),
    goals: rows(n(1_000), (i) => ({ goalType: 'reduce', title: `Goal ${i}` })),
    shoppingSuggestions: rows(n(10_000), (i) => ({ itemName: `Idea ${i}`, category: 'tops' })),
    ratingSessions: sessions,
    ratingOutfits,
    ratingVotes: rows(n(50_000), (i) => ({
      sessionOutfitId: ratingOutfits[i % ratingOutfits.length]!.id,
      voterName: 'Sam',
      rating: 4,
    })),
    diaryEntries: rows(n(10_000), (i) => ({ title: `Entry ${i}` })),
    alterEgos: egos,
    alterEgoOutfits: rows(n(10_000), (i) => ({
      alterEgoId: egos[i % egos.length]!.id,
      outfitId: outfits[i]!.id,
    })),
    insights: rows(n(10_000), (i) => ({ insightType: 'tip', title: `${i}`, content: 'x' })),
  };
}

const count = (data: Rows) => Object.values(data).reduce((sum, list) => sum + list.length, 0);
const zipped = async (make: () => Rows) => {
  const data = make();
  return { zip: await zipOf(data), total: count(data) };
};
const f = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
const delayText = (d: Delay) => `loop delay p50 ${f(d.p50)}  p99 ${f(d.p99)}  max ${f(d.max)}`;

async function main() {
  const dataDir = throwawayFolder('afc-account-abuse-');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', probe, path.join(root, 'server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const sockets: Socket[] = [];

  /** The app's event-loop delay while `work` runs. */
  async function loopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: Delay }> {
    app.send('reset');
    const result = await work();
    const delay = new Promise<Delay>((resolve) => app.once('message', (m) => resolve(m as Delay)));
    app.send('report');
    return { result, delay: await delay };
  }

  try {
    for (let tries = 0; ; tries++) {
      if (tries > 600) throw new Error('the app did not start');
      const ready = await fetch(`${base}/api/ready`).catch(() => null);
      if (ready?.ok) break;
      await sleep(200);
    }
    console.log(`App: ${root} (pid ${app.pid}), port ${port}`);

    async function signUp(name: string): Promise<string> {
      const response = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, password: 'bench password 1' }),
      });
      if (!response.ok) throw new Error(`register answered ${response.status}`);
      return String(response.headers.get('set-cookie')).split(';')[0]!;
    }
    const importAs = async (cookie: string, zip: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(zip)]), 'export.zip');
      const response = await fetch(`${base}/api/account/import`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      const body = (await response.json()) as { message?: string };
      return { status: response.status, message: body.message ?? 'imported' };
    };

    const bystander = await signUp('bench_bystander');
    /** Another account's GET /api/wardrobe, timed, one after another until `done` settles. */
    async function bystanderWhile(done: Promise<unknown>, atLeast = 0) {
      const times: number[] = [];
      const statuses = new Map<number, number>();
      let finished = false;
      void done.finally(() => (finished = true));
      while (!finished || times.length < atLeast) {
        const started = performance.now();
        const response = await fetch(`${base}/api/wardrobe`, {
          headers: { cookie: bystander },
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null);
        await response?.arrayBuffer();
        times.push(performance.now() - started);
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await sleep(20);
      }
      const shown = [...statuses].map(([status, n]) => `${n}× ${status || 'no answer'}`);
      return `GET /api/wardrobe median ${f(median(times))}  p95 ${f(percentile(times, 95))} (${shown.join(', ')})`;
    }

    // Baselines: nothing else running.
    const idle = await loopDelay(() => bystanderWhile(sleep(3000), 50));
    console.log(`\nBaseline, nothing else running:\n  ${delayText(idle.delay)}\n  ${idle.result}`);

    // 1. Imports.
    const mallory = await signUp('bench_mallory');
    const attempts: [string, () => Rows][] = [
      [
        '300,000 goals (one table)',
        () => ({ goals: rows(300_000, (i) => ({ goalType: 'reduce', title: `Goal ${i}` })) }),
      ],
      ['every table at its own row limit (15 tables)', () => spread(1)],
      ['half of that (allowed)', () => spread(0.5)],
    ];
    for (const [label, make] of attempts) {
      // The rows are garbage before the measurement: only the zip's bytes stay.
      const { zip, total } = await zipped(make);
      const started = performance.now();
      const { result, delay } = await loopDelay(async () => {
        const attempt = importAs(mallory, zip);
        const bystanding = bystanderWhile(attempt);
        return { answer: await attempt, bystanding: await bystanding };
      });
      const took = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `\nImport of ${label}: ${total.toLocaleString('en-US')} rows, ${(zip.length / 1024 / 1024).toFixed(1)} MB zip → ${result.answer.status} in ${took} s: ${result.answer.message.slice(0, 110)}`,
      );
      console.log(`  ${delayText(delay)}\n  ${result.bystanding}`);
    }

    // 2. Ten exports that are never read, each of its own account's ten megabytes of rows.
    const owners: string[] = [];
    for (let n = 0; n < STALLED; n++) {
      const cookie = await signUp(`bench_owner_${n}`);
      const text = () => randomBytes((EXPORT_DATA_BYTES * 3) / 4 / 1000).toString('base64');
      const zip = await zipOf({
        goals: rows(1000, (i) => ({ goalType: 'reduce', title: `Goal ${i}`, description: text() })),
      });
      const answer = await importAs(cookie, zip);
      if (answer.status !== 200)
        throw new Error(`seeding answered ${answer.status}: ${answer.message}`);
      owners.push(cookie);
    }
    const quiet = await loopDelay(() => bystanderWhile(sleep(3000), 50));
    console.log(`\nBaseline before the exports:\n  ${delayText(quiet.delay)}\n  ${quiet.result}`);
    const heads = owners.map(
      (cookie) =>
        new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1');
          sockets.push(socket);
          socket.on('error', () => resolve('error'));
          socket.write(
            `GET /api/account/export HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`,
          );
          socket.once('data', (chunk: Buffer) => {
            socket.pause();
            resolve(chunk.toString('latin1').split('\r\n')[0]!);
          });
        }),
    );
    const starting = await loopDelay(() => bystanderWhile(Promise.all(heads), 10));
    const answered = [...new Set(await Promise.all(heads))].join(', ');
    console.log(
      `\nWhile ten exports start (they answered ${answered}):\n  ${delayText(starting.delay)}\n  ${starting.result}`,
    );
    const stalled = await loopDelay(() => bystanderWhile(sleep(8000), 50));
    console.log(
      `Then for 8 s while the ten downloads stall, never read:\n  ${delayText(stalled.delay)}\n  ${stalled.result}`,
    );
  } finally {
    sockets.forEach((socket) => socket.destroy());
    if (app.exitCode === null && app.signalCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    await removeDataFolder(dataDir);
  }
}

await main();
