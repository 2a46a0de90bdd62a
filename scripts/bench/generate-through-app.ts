// POST /api/outfits/generate through the running app (real HTTP, session cookie, the wardrobe
// read from PostgreSQL, the local stylist) for a user with 2,000 pieces named as people name
// them, side by side with GET /api/user on the same connection path: the request a user waits
// for, and what any signed-in request costs. Goal: a generation answers in under 100 ms.
// Run: npx tsx scripts/bench/generate-through-app.ts   (BENCH_RUNS=40 by default)
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { GenerateOutfitsBody } from '../../contract/outfits.ts';
import { buildApp } from '../../server/app.ts';
import { wardrobeItems } from '../../server/db/schema.ts';
import { syntheticWardrobe } from '../../server/test/kits/stylist/synthetic-wardrobe.ts';
import { openBenchDatabase } from './wardrobe-database.ts';

const ITEMS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;

const REQUESTS: GenerateOutfitsBody[] = [
  { occasion: 'work', weather: 'rainy', temperature: 45, stylePreferences: ['Classic'] },
  { occasion: 'casual', weather: 'sunny', temperature: 90, stylePreferences: [] },
  { occasion: 'formal', weather: 'cloudy', temperature: 65, stylePreferences: ['Minimalist'] },
  { occasion: 'date', weather: 'sunny', temperature: 75, stylePreferences: ['Romantic'] },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timed(runs: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + runs; i++) {
    const start = performance.now();
    const response = await send(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const line = (label: string, t: number[]) =>
  `  ${label.padEnd(34)} median ${percentile(t, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(t, 95).toFixed(1).padStart(6)} ms`;

async function main() {
  const database = await openBenchDatabase(4);
  const app = await buildApp({
    db: database.db,
    pool: database.pool,
    generationLimits: { perMinute: 10_000, perDay: 100_000 },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `bench_${randomBytes(3).toString('hex')}`,
        password: 'bench password 1',
      }),
    });
    const { id: userId } = (await register.json()) as { id: string };
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    const pieces = syntheticWardrobe(ITEMS, 7);
    for (let i = 0; i < pieces.length; i += 500) {
      await database.db.insert(wardrobeItems).values(
        pieces.slice(i, i + 500).map((p) => ({
          userId,
          name: p.name,
          category: p.category,
          subcategory: p.subcategory,
          color: p.color,
          tags: p.tags,
          timesWorn: p.timesWorn,
          lastWorn: p.lastWorn,
        })),
      );
    }
    const headers = { cookie, 'content-type': 'application/json' };
    const user = await timed(RUNS, () => fetch(`${base}/api/user`, { headers }));
    const generate = await timed(RUNS, (i) =>
      fetch(`${base}/api/outfits/generate`, {
        method: 'POST',
        headers,
        body: JSON.stringify(REQUESTS[i % REQUESTS.length]),
      }),
    );
    console.log(`through the app, ${ITEMS} pieces, ${RUNS} requests each (one at a time):`);
    console.log(line('GET /api/user (baseline)', user));
    console.log(line('POST /api/outfits/generate', generate));
    const verdict = percentile(generate, 95) < 100 ? 'under' : 'OVER';
    console.log(`  generation p95 is ${verdict} the 100 ms goal`);
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
