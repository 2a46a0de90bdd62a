// Issue 26: exports whose clients never read must not take the database from everyone. Real
// sockets: the app listens on a port, ten accounts each open an export and stop reading after the
// first bytes, and a third party's request must still be answered (the test app's pool holds four
// connections; before the fix every stalled export held one in an open transaction). Then the
// other limits of export-limits.ts: a few exports an hour, and the size of the data.
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';

const IDLE_MS = 4000;
const STALLED = 10;
/** Each stalled account's data: far more than a socket's buffers hold, even deflated. */
const DATA_BYTES = 10 * 1024 * 1024;
const GOALS = 256;

const ctx = await createTestApp({ exportLimits: { idleMs: IDLE_MS } });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = ctx.app.server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

const owners: UserApi[] = [];
for (let n = 0; n < STALLED; n++) owners.push(await asUser(ctx.app));
const bystander = await asUser(ctx.app);
for (const owner of owners) {
  // Base64 of random bytes: deflate cannot shrink it much below three quarters.
  const texts = Array.from({ length: GOALS }, () =>
    randomBytes((DATA_BYTES * 3) / 4 / GOALS).toString('base64'),
  );
  await ctx.pool.query(
    `INSERT INTO sustainability_goals (user_id, goal_type, title, description)
     SELECT $1, 'reduce', 'Goal', text FROM unnest($2::text[]) AS text`,
    [owner.id, texts],
  );
}

interface Stalled {
  socket: Socket;
  /** The status line and headers the server sent before the client stopped reading. */
  head: Promise<string>;
  closed: Promise<void>;
}

/** Asks for the export and stops reading once the first bytes are in. */
function stalledExport(user: UserApi): Stalled {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `GET /api/account/export HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${user.cookie}\r\n\r\n`,
  );
  const head = new Promise<string>((resolve) =>
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString('latin1').split('\r\n\r\n')[0]!);
    }),
  );
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, head, closed };
}

const stalled: Stalled[] = [];
afterAll(() => stalled.forEach(({ socket }) => socket.destroy()));

const openTransactions = async () =>
  (
    await ctx.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )
  ).rows[0]!.n;

/** Sockets the server holds open (the stalled downloads among them). */
const serverConnections = () =>
  new Promise<number>((resolve, reject) =>
    ctx.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
  );

describe('GET /api/account/export with clients that stop reading', () => {
  let stalledConnections = 0;

  it('leaves the database to everyone else while ten exports stall', async () => {
    stalled.push(...owners.map(stalledExport));
    const heads = await Promise.all(stalled.map(({ head }) => head));
    // Time for every download to fill its socket's buffers and stop.
    await sleep(1000);
    for (let n = 0; n < 5; n++) {
      // Before the fix this waited for a pool connection for 5 s and answered 503.
      const response = await fetch(`${base}/api/wardrobe`, {
        headers: { cookie: bystander.cookie },
        signal: AbortSignal.timeout(4000),
      });
      expect(response.status).toBe(200);
    }
    expect(await openTransactions()).toBe(0);
    for (const head of heads) expect(head).toMatch(/^HTTP\/1\.1 200/);
    stalledConnections = await serverConnections();
    expect(stalledConnections).toBeGreaterThanOrEqual(STALLED);
  }, 60_000);

  it('answers 429 with Retry-After to a second export of the same account', async () => {
    const response = await fetch(`${base}/api/account/export`, {
      headers: { cookie: owners[0]!.cookie },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /export .* already running/i,
    );
  });

  it('cuts a download that stops moving, and the account may export again', async () => {
    // The server closes each stalled socket once nothing moved for IDLE_MS (the clients, which
    // never read, cannot see it: their unread bytes still wait before the end).
    await expect
      .poll(serverConnections, { timeout: IDLE_MS * 4, interval: 250 })
      .toBeLessThanOrEqual(stalledConnections - STALLED);
    const response = await fetch(`${base}/api/account/export`, {
      headers: { cookie: owners[0]!.cookie },
    });
    expect(response.status).toBe(200);
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.length).toBeGreaterThan(DATA_BYTES / 2);
  }, 60_000);
});

describe('GET /api/account/export limits', async () => {
  const limited = await createTestApp({ exportLimits: { perHour: 2, maxDataBytes: 64 * 1024 } });

  it('takes a few exports an hour per account, then 429 with Retry-After', async () => {
    const carol = await asUser(limited.app);
    for (let n = 0; n < 2; n++)
      expect((await carol.get('/api/account/export')).statusCode).toBe(200);
    const refused = await carol.get('/api/account/export');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/rate limit/);
  });

  it('refuses data larger than it exports at once with 413 and a message', async () => {
    const dave = await asUser(limited.app);
    await limited.pool.query(
      `INSERT INTO sustainability_goals (user_id, goal_type, title, description)
       SELECT $1, 'reduce', 'Goal', repeat('x', 1000) FROM generate_series(1, 100)`,
      [dave.id],
    );
    const response = await dave.get('/api/account/export');
    expect(expectJson<{ message: string }>(response, 413).message).toMatch(
      /larger than this server exports at once/,
    );
    // Nothing of it is left behind: the account may export again once it has less.
    await limited.pool.query('DELETE FROM sustainability_goals WHERE user_id = $1', [dave.id]);
    expect((await dave.get('/api/account/export')).statusCode).toBe(200);
  });
});
