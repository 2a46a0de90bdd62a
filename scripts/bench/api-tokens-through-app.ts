// Personal API tokens through the running app (real HTTP, PostgreSQL): what a script waits for
// when it calls with `Authorization: Bearer`, side by side with the same requests sent with the
// session cookie by the browser. A 300-piece wardrobe.
// Run: npx tsx scripts/bench/api-tokens-through-app.ts   (BENCH_RUNS=60 by default)
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { addSyntheticWardrobe, line, signUp, timed } from './through-app.ts';
import { openBenchDatabase } from './wardrobe-database.ts';

const ITEMS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;

async function main() {
  const database = await openBenchDatabase(4);
  const app = await buildApp({ db: database.db, pool: database.pool });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { userId, cookie } = await signUp(base);
    await addSyntheticWardrobe(database.db, userId, ITEMS, 5);
    const made = await fetch(`${base}/api/tokens`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', scope: 'read' }),
    });
    const { secret } = (await made.json()) as { secret: string };
    const asBrowser = { cookie };
    const asScript = { authorization: `Bearer ${secret}` };
    const get = (url: string, headers: Record<string, string>) => () =>
      fetch(`${base}${url}`, { headers });

    console.log(`through the app, ${ITEMS} pieces, ${RUNS} requests each (one at a time):`);
    for (const url of ['/api/user', '/api/wardrobe']) {
      console.log(
        line(`GET ${url}, session cookie`, await timed(RUNS, get(url, asBrowser), WARMUP)),
      );
      console.log(line(`GET ${url}, API token`, await timed(RUNS, get(url, asScript), WARMUP)));
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
