// An external PostgreSQL (DATABASE_URL mode) goes away under the running app and comes back:
// every API request answers 503 with a JSON message within 2 s meanwhile, readiness says so,
// liveness does not care, the log says it once, and the same process serves again within 5 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors.ts';
import {
  endApp,
  freePort,
  postJson,
  startApp,
  stopApp,
  waitForReady,
  type AppProcess,
} from '../test/app-process.ts';
import { startStoppablePostgres, type StoppablePostgres } from '../test/stoppable-postgres.ts';

let database: StoppablePostgres;
let app: AppProcess;
let port: number;
let cookie: string;

beforeAll(async () => {
  database = await startStoppablePostgres();
  port = await freePort();
  app = startApp({
    port,
    dataDir: '/nonexistent-unused',
    env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
  });
  await waitForReady(app, port);
  const account = { username: 'outage_check', password: 'long enough password' };
  const registered = await postJson(port, '/api/register', account);
  expect(registered.status).toBe(201);
  cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await endApp(app);
  await database?.remove();
});

const url = (route: string) => `http://127.0.0.1:${port}${route}`;

/** The requests a signed-in user makes, each of which needs the database. */
const requests = (): (() => Promise<Response>)[] => [
  () => fetch(url('/api/wardrobe'), { headers: { cookie } }),
  () => fetch(url('/api/user'), { headers: { cookie } }),
  () => fetch(url('/api/outfits'), { headers: { cookie } }),
  () =>
    postJson(port, '/api/login', { username: 'outage_check', password: 'long enough password' }),
  () =>
    fetch(url('/api/preferences'), {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ autoCutout: false }),
    }),
];

async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const response = await send();
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

const logLines = (pattern: RegExp) =>
  app
    .output()
    .split('\n')
    .filter((line) => pattern.test(line));

describe('a database outage', () => {
  it('answers 503 JSON within 2 s while PostgreSQL is down, then serves again within 5 s without a restart', async () => {
    expect((await fetch(url('/api/wardrobe'), { headers: { cookie } })).status).toBe(200);
    const pid = app.child.pid;
    await database.stop();

    let slowest = 0;
    // Three waves: the pool's dead connections first, then connects refused by a closed port.
    for (let wave = 0; wave < 3; wave++) {
      const answers = await Promise.all(
        [...requests(), ...requests(), ...requests()].map((send) => timed(send)),
      );
      for (const { response, body, ms } of answers) {
        expect({ status: response.status, body: JSON.parse(body) as unknown }).toEqual({
          status: 503,
          body: { message: DATABASE_UNAVAILABLE_MESSAGE },
        });
        expect(response.headers.get('retry-after')).toBe('5');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        slowest = Math.max(slowest, ms);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(slowest).toBeLessThan(2000);

    // Liveness stays up (even with a session cookie), readiness says not ready.
    expect((await fetch(url('/api/health'), { headers: { cookie } })).status).toBe(200);
    const ready = await fetch(url('/api/ready'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });

    // One line for the whole outage, none of the "unhandled error" kind.
    expect(logLines(/database unavailable/)).toHaveLength(1);
    expect(app.output()).not.toMatch(/unhandled error/);

    await database.start();
    const back = performance.now();
    let recoveredAfter = Number.POSITIVE_INFINITY;
    while (performance.now() - back < 10_000) {
      const response = await fetch(url('/api/wardrobe'), { headers: { cookie } });
      if (response.status === 200) {
        recoveredAfter = performance.now() - back;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(
      `database outage: slowest 503 ${Math.round(slowest)} ms, recovery ${Math.round(recoveredAfter)} ms`,
    );
    expect(recoveredAfter).toBeLessThan(5000);
    expect((await fetch(url('/api/ready'))).status).toBe(200);
    for (const send of requests()) expect((await send()).status).toBeLessThan(300);
    expect(app.child.pid).toBe(pid);
    expect(app.child.exitCode).toBeNull();
    expect(logLines(/database is back/)).toHaveLength(1);

    // The next outage is a new one: logged again, once.
    await database.stop();
    for (const send of requests()) expect((await send()).status).toBe(503);
    expect(logLines(/database unavailable/)).toHaveLength(2);
    await database.start();
    await waitForReady(app, port, 10_000);
    expect(await stopApp(app)).toBe(0);
  }, 120_000);
});
