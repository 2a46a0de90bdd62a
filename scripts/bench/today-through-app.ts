// The daily companion through the running app (real HTTP, session cookie, PostgreSQL, the local
// stylist, the forecast from a real HTTP server speaking Open-Meteo's API that takes 150 ms to
// answer, as a provider across the internet would): what a user waits for when the dashboard's
// Today card, the generator's forecast and the calendar's checks load, side by side with
// GET /api/user. A 300-piece wardrobe, a place, ten planned outfits this month.
// Run: npx tsx scripts/bench/today-through-app.ts   (BENCH_RUNS=30 by default)
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { startFakeOpenMeteo } from '../../server/test/fake-open-meteo-server.ts';
import { createOpenMeteo } from '../../server/weather/open-meteo.ts';
import { addSyntheticWardrobe, line, once, signUp, timed } from './through-app.ts';
import { openBenchDatabase } from './wardrobe-database.ts';

const ITEMS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PROVIDER_DELAY_MS = 150;

const localDate = (date: Date) => date.toISOString().slice(0, 10);

async function main() {
  const weather = await startFakeOpenMeteo();
  const today = localDate(new Date());
  const wet = { code: 61, low: 46, high: 58, chance: 80, wetFromHour: 15 };
  weather.script(today, [wet, wet, wet, wet], 'UTC');
  weather.mode('ok', PROVIDER_DELAY_MS);
  const database = await openBenchDatabase(4);
  const app = await buildApp({
    db: database.db,
    pool: database.pool,
    generationLimits: { perMinute: 10_000, perDay: 100_000 },
    weather: createOpenMeteo({
      forecastUrl: weather.url,
      geocodingUrl: weather.url,
      timeoutMs: 4_000,
    }),
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { userId, cookie } = await signUp(base);
    const headers = { cookie, 'content-type': 'application/json' };
    const rows = await addSyntheticWardrobe(database.db, userId, ITEMS, 11);
    const first = (category: string, n: number) =>
      rows.filter((r) => r.category === category)[n]?.id;
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    for (let day = 0; day < 10; day++) {
      const itemIds = [first('tops', day), first('bottoms', day), first('shoes', day)].filter(
        (id): id is string => Boolean(id),
      );
      const outfit = (await (
        await post('/api/outfits', { name: `Plan ${day}`, itemIds, occasion: 'work' })
      ).json()) as { id: string };
      const date = localDate(new Date(Date.now() + day * 86_400_000));
      await post('/api/calendar', { outfitId: outfit.id, date });
    }
    await fetch(`${base}/api/weather/place`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: 'Bench', latitude: 10, longitude: 10, timeZone: 'UTC' }),
    });
    const get = (url: string) => () => fetch(`${base}${url}`, { headers });
    const monthEnd = localDate(new Date(Date.now() + 27 * 86_400_000));

    console.log(
      `through the app: ${ITEMS} pieces, 10 planned days, a provider answering in ${PROVIDER_DELAY_MS} ms; ${RUNS} requests each (one at a time)`,
    );
    console.log(line('GET /api/user (baseline)', await timed(RUNS, get('/api/user'))));
    // The first request of the hour asks the provider; the next ones read the cache.
    const cold = await once(get(`/api/weather/forecast`));
    console.log(line('GET /api/weather/forecast, first of the hour', [cold]));
    console.log(
      line('GET /api/weather/forecast, cached', await timed(RUNS, get('/api/weather/forecast'))),
    );
    console.log(
      line(
        'GET /api/weather/warnings (4 weeks, 10 plans)',
        await timed(RUNS, get(`/api/weather/warnings?startDate=${today}&endDate=${monthEnd}`)),
      ),
    );
    console.log(
      line('GET /api/today (the planned look)', await timed(RUNS, get(`/api/today?date=${today}`))),
    );
    console.log(
      line(
        'GET /api/today?look=N (a look made now)',
        await timed(RUNS, (i) =>
          fetch(`${base}/api/today?date=${today}&look=${i + 1}`, { headers }),
        ),
      ),
    );
    console.log(`  provider requests: ${weather.requests.length} (one per place and hour)`);
  } finally {
    await app.close();
    await database.close();
    await weather.close();
  }
}

await main();
