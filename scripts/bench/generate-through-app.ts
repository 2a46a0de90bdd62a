// POST /api/outfits/generate through the running app (real HTTP, session cookie, the wardrobe
// read from PostgreSQL, the local stylist) for a user with 2,000 pieces named as people name
// them, side by side with GET /api/user on the same connection path: the request a user waits
// for, and what any signed-in request costs. Goal: a generation answers in under 100 ms.
// Run: npx tsx scripts/bench/generate-through-app.ts   (BENCH_RUNS=40 by default)
import type { AddressInfo } from 'node:net';
import type { GenerateOutfitsBody } from '../../contract/outfits.ts';
import { buildApp } from '../../server/app.ts';
import { addSyntheticWardrobe, line, percentile, signUp, timed } from './through-app.ts';
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
    const { userId, cookie } = await signUp(base);
    await addSyntheticWardrobe(database.db, userId, ITEMS, 7);
    const headers = { cookie, 'content-type': 'application/json' };
    const user = await timed(RUNS, () => fetch(`${base}/api/user`, { headers }), WARMUP);
    const generate = await timed(
      RUNS,
      (i) =>
        fetch(`${base}/api/outfits/generate`, {
          method: 'POST',
          headers,
          body: JSON.stringify(REQUESTS[i % REQUESTS.length]),
        }),
      WARMUP,
    );
    console.log(`through the app, ${ITEMS} pieces, ${RUNS} requests each (one at a time):`);
    console.log(line('GET /api/user (baseline)', user, 34));
    console.log(line('POST /api/outfits/generate', generate, 34));
    const verdict = percentile(generate, 95) < 100 ? 'under' : 'OVER';
    console.log(`  generation p95 is ${verdict} the 100 ms goal`);
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
