// GET /api/wardrobe for a user with 500 items at 50 connections (autocannon), side by side with a
// raw node:http server running the very same SQL on the same database and answering
// JSON.stringify(rows): the ceiling. Goals: the app reaches at least 60 % of the ceiling's req/s,
// and its p99 latency is at most 1.2× the ceiling's.
// The servers run in a child process so autocannon does not share their event loop.
// Run: npx tsx scripts/bench/wardrobe-list.ts   (BENCH_SECONDS=10, BENCH_ROUNDS=3 by default)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app.ts';
import { connectDatabase } from '../../server/db/client.ts';
import { wardrobeItems } from '../../server/db/schema.ts';
import { LIST_ACTIVE_ITEMS_SQL } from '../../server/features/wardrobe/repo.ts';
import { openBenchDatabase } from './wardrobe-database.ts';

const ITEMS = 500;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CATEGORIES = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'];
const COLORS = [
  ['Navy', '#1f2850'],
  ['White', '#f8f8f6'],
  ['Camel', '#c19a6b'],
  ['Black', '#1a1a1a'],
  ['Olive', '#6b6b30'],
];

const ROLE = process.env.WARDROBE_BENCH_ROLE ?? 'driver';

/** Creates a user with ITEMS realistic items (photos, colours, AI tags, tags, wears). */
async function seed(url: string): Promise<{ userId: string; cookie: string }> {
  const database = connectDatabase(url, 2);
  const app = await buildApp({ db: database.db, pool: database.pool });
  try {
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: `bench_${randomBytes(3).toString('hex')}`,
        password: 'bench password 1',
      },
    });
    const userId = register.json<{ id: string }>().id;
    const cookie = String(register.headers['set-cookie']).split(';')[0]!;
    const rows = Array.from({ length: ITEMS }, (_, i) => {
      const [color, hex] = COLORS[i % COLORS.length]!;
      return {
        userId,
        name: `${color} item ${i + 1}`,
        category: CATEGORIES[i % CATEGORIES.length]!,
        subcategory: i % 3 ? 'shirt' : null,
        color,
        brand: i % 4 ? 'Acme Apparel' : null,
        size: 'M',
        price: 1999 + i * 7,
        imageUrl: `/api/blobs/${userId}/${randomBytes(18).toString('base64url')}.webp`,
        thumbnailUrl: `/api/blobs/${userId}/${randomBytes(18).toString('base64url')}.webp`,
        tags: ['work', 'summer', 'linen'].slice(0, (i % 3) + 1),
        timesWorn: i % 9,
        lastWorn: i % 9 ? new Date(Date.now() - i * 3_600_000) : null,
        colors: [{ name: color, hex, observedHex: hex, share: 0.86, approximate: false }],
        aiTags: {
          provider: 'local',
          colors: [color],
          category: null,
          subcategory: null,
          style: [],
          analyzedAt: new Date().toISOString(),
        },
        createdAt: new Date(Date.now() - i * 60_000),
      };
    });
    await database.db.insert(wardrobeItems).values(rows);
    return { userId, cookie };
  } finally {
    await app.close();
    await database.pool.end();
  }
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** The server process: the app and the raw server, on the same database with equal pools. */
async function serve(url: string, userId: string): Promise<void> {
  const forApp = connectDatabase(url, POOL_SIZE);
  const forRaw = connectDatabase(url, POOL_SIZE);
  const app = await buildApp({ db: forApp.db, pool: forApp.pool });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const raw = http.createServer((_request, response) => {
    forRaw.pool.query(LIST_ACTIVE_ITEMS_SQL, [userId]).then(
      (result) => {
        const body = JSON.stringify(result.rows);
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      },
    );
  });
  const rawPort = await listen(raw);
  const appPort = (app.server.address() as AddressInfo).port;
  process.send!({ rawPort, appPort });
  process.on('disconnect', () => process.exit(0));
}

interface Round {
  /** Connection errors and timeouts (30 s). */
  errors: number;
  rps: number;
  p99: number;
  kb: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Round> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    timeout: 30,
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return {
    errors: result.errors,
    rps: result.requests.average,
    p99: result.latency.p99,
    kb: result.throughput.average / result.requests.average / 1024,
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The driving process: database, seed data, the server child, then autocannon against each. */
async function drive(): Promise<void> {
  const database = await openBenchDatabase(2);
  let child: ChildProcess | undefined;
  try {
    const { userId, cookie } = await seed(database.url);
    child = fork(fileURLToPath(import.meta.url), [], {
      env: {
        ...process.env,
        WARDROBE_BENCH_ROLE: 'server',
        BENCH_DB: database.url,
        BENCH_USER: userId,
      },
      execArgv: process.execArgv,
    });
    const { rawPort, appPort } = await new Promise<{ rawPort: number; appPort: number }>(
      (resolve, reject) => {
        child!.once('message', (message) =>
          resolve(message as { rawPort: number; appPort: number }),
        );
        child!.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
      },
    );

    const check = await fetch(`http://127.0.0.1:${appPort}/api/wardrobe`, { headers: { cookie } });
    const items = (await check.json()) as unknown[];
    if (items.length !== ITEMS) throw new Error(`expected ${ITEMS} items, got ${items.length}`);

    const rawUrl = `http://127.0.0.1:${rawPort}/`;
    const appUrl = `http://127.0.0.1:${appPort}/api/wardrobe`;
    // Warm both (JIT, pool connections), then alternate rounds so background load hits both alike.
    await load(rawUrl, {}, 2);
    await load(appUrl, { cookie }, 2);
    const raw: Round[] = [];
    const ours: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const runRaw = async () => raw.push(await load(rawUrl, {}, SECONDS));
      const runApp = async () => ours.push(await load(appUrl, { cookie }, SECONDS));
      if (round % 2) await runApp().then(runRaw);
      else await runRaw().then(runApp);
    }

    console.log(
      `${ITEMS} items, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, same database and SQL, pools of ${POOL_SIZE}:`,
    );
    const line = (label: string, rounds: Round[]) =>
      console.log(
        `${label.padEnd(44)} ${mean(rounds.map((r) => r.rps))
          .toFixed(0)
          .padStart(5)} req/s   p99 ${mean(rounds.map((r) => r.p99))
          .toFixed(0)
          .padStart(
            5,
          )} ms   ${mean(rounds.map((r) => r.kb)).toFixed(0)} KB/answer   rounds: ${rounds.map((r) => r.rps.toFixed(0)).join(', ')} req/s   errors: ${rounds.reduce((sum, r) => sum + r.errors, 0)}`,
      );
    line('raw node:http + pg, JSON.stringify(rows)', raw);
    line('GET /api/wardrobe (session, contract shape)', ours);
    const share = (mean(ours.map((r) => r.rps)) / mean(raw.map((r) => r.rps))) * 100;
    console.log(
      `The app reaches ${share.toFixed(0)} % of the ceiling (goal ≥ 60 %): ${share >= 60 ? 'met' : 'NOT met'}.`,
    );
    const tail = mean(ours.map((r) => r.p99)) / mean(raw.map((r) => r.p99));
    console.log(
      `Its p99 is ${tail.toFixed(2)}× the raw server's (goal ≤ 1.2×, issue 16): ${tail <= 1.2 ? 'met' : 'NOT met'}.`,
    );
  } finally {
    child?.disconnect();
    await database.close();
  }
}

if (ROLE === 'server') await serve(process.env.BENCH_DB!, process.env.BENCH_USER!);
else await drive();
