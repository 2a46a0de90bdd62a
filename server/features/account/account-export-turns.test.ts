// Issue 26: one export per account at a time holds across instances, not only within one. Two
// app instances on one database (as when scaled out), each listening on a real port: a download
// left open on one holds the account's turn on the other, a crashed instance's turn frees itself
// when its lease runs out, and a holder whose lease ran out can no longer free its successor's
// turn.
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { asUser, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { createAccountTurns } from './account-turns.ts';

const RUNNING_MESSAGE =
  'An export of your account is already running: wait until its download has finished';
/** The owner's data: far more than a socket's buffers hold, even deflated. */
const DATA_BYTES = 10 * 1024 * 1024;
const GOALS = 256;
/** Instance B renews its turns this often (A keeps the default minute). */
const RENEW_MS = 200;

const ctx = await createTestApp();
const a = ctx.app;
const b = (
  await createTestApp({ db: ctx.db, pool: ctx.pool, exportLimits: { turnRenewMs: RENEW_MS } })
).app;
const ports = new Map<App, number>();
for (const app of [a, b]) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  ports.set(app, (app.server.address() as AddressInfo).port);
}

const owner = await asUser(a);
const bystander = await asUser(a);
// Base64 of random bytes: deflate cannot shrink it much below three quarters.
await ctx.pool.query(
  `INSERT INTO sustainability_goals (user_id, goal_type, title, description)
   SELECT $1, 'reduce', 'Goal', text FROM unnest($2::text[]) AS text`,
  [
    owner.id,
    Array.from({ length: GOALS }, () =>
      randomBytes((DATA_BYTES * 3) / 4 / GOALS).toString('base64'),
    ),
  ],
);

interface OpenDownload {
  socket: Socket;
  /** The status line and headers, once the first bytes are in. */
  head: Promise<string>;
}

const open: Socket[] = [];
afterAll(() => open.forEach((socket) => socket.destroy()));

/** Asks `app` for the user's export and stops reading once the first bytes are in. */
function openDownload(app: App, user: UserApi): OpenDownload {
  const socket = connect(ports.get(app)!, '127.0.0.1');
  open.push(socket);
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
  return { socket, head };
}

/** The user's export on `app`, read to its end. */
const exportOn = (app: App, user: UserApi) =>
  app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: user.cookie } });

const connections = (app: App) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
  );

/** Closes an open download and waits until its instance has seen it go. */
async function closeDownload(app: App, download: OpenDownload): Promise<void> {
  const before = await connections(app);
  download.socket.destroy();
  await expect.poll(() => connections(app), { timeout: 10_000 }).toBeLessThan(before);
}

const turnRow = async (userId: string) =>
  (
    await ctx.pool.query<{ holder: string; expires_at: Date }>(
      `SELECT holder, expires_at FROM account_turns WHERE user_id = $1 AND kind = 'export'`,
      [userId],
    )
  ).rows[0];

const expireTurn = (userId: string) =>
  ctx.pool.query(
    `UPDATE account_turns SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
    [userId],
  );

function expectRefused(response: Awaited<ReturnType<typeof exportOn>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json<{ message: string }>().message).toBe(RUNNING_MESSAGE);
}

describe('one export per account at a time, across instances', () => {
  it('refuses a second export on another instance while the first downloads, never another account', async () => {
    const first = openDownload(a, owner);
    expect(await first.head).toMatch(/^HTTP\/1\.1 200/);

    // Before the turn was shared, instance B knew nothing of A's export and started another.
    expectRefused(await exportOn(b, owner));
    expectRefused(await exportOn(a, owner));
    // Another account is never refused, on either instance.
    expect((await exportOn(b, bystander)).statusCode).toBe(200);
    expect((await exportOn(a, bystander)).statusCode).toBe(200);

    // Once the first download closes, the turn is free on every instance.
    await closeDownload(a, first);
    await expect
      .poll(async () => (await exportOn(b, owner)).statusCode, { timeout: 10_000 })
      .toBe(200);
    await expect.poll(() => turnRow(owner.id)).toBeUndefined();
  }, 60_000);

  it('takes over the turn of an instance that crashed mid-export once its lease runs out', async () => {
    // What a crashed instance leaves: a row nobody will renew or release.
    await ctx.pool.query(
      `INSERT INTO account_turns (user_id, kind, holder, expires_at)
       VALUES ($1, 'export', 'crashed', now() + interval '10 minutes')`,
      [owner.id],
    );
    expectRefused(await exportOn(b, owner));
    await expireTurn(owner.id);
    expect((await exportOn(b, owner)).statusCode).toBe(200);
    await expect.poll(() => turnRow(owner.id)).toBeUndefined();
  }, 60_000);

  it('keeps the turn renewed while a download is open; a stale holder cannot free its successor', async () => {
    // A's download stays open, but its lease runs out (say A stalled longer than the lease).
    const stale = openDownload(a, owner);
    expect(await stale.head).toMatch(/^HTTP\/1\.1 200/);
    const staleHolder = (await turnRow(owner.id))!.holder;
    await expireTurn(owner.id);

    // B takes the turn over and holds it with a download of its own, renewing it.
    const current = openDownload(b, owner);
    expect(await current.head).toMatch(/^HTTP\/1\.1 200/);
    const taken = (await turnRow(owner.id))!;
    expect(taken.holder).not.toBe(staleHolder);
    await expect
      .poll(async () => (await turnRow(owner.id))!.expires_at.getTime(), { timeout: 5000 })
      .toBeGreaterThan(taken.expires_at.getTime());

    // A's download ends: its release names its own take, so B's turn stays.
    await closeDownload(a, stale);
    await sleep(500);
    expect((await turnRow(owner.id))?.holder).toBe(taken.holder);
    expectRefused(await exportOn(a, owner));

    await closeDownload(b, current);
    await expect
      .poll(async () => (await exportOn(a, owner)).statusCode, { timeout: 10_000 })
      .toBe(200);
  }, 60_000);
});

describe('account turns', () => {
  const turns = createAccountTurns(ctx.db, 'test', { leaseMs: 60_000, renewMs: 60_000 });
  const holderOf = async (userId: string) =>
    (
      await ctx.pool.query<{ holder: string }>(
        `SELECT holder FROM account_turns WHERE user_id = $1 AND kind = 'test'`,
        [userId],
      )
    ).rows[0]?.holder;

  it('is one holder at a time; a release by a holder whose lease ran out frees nothing', async () => {
    const first = await turns.take(bystander.id);
    expect(first).not.toBeNull();
    expect(await turns.take(bystander.id)).toBeNull();
    // Another account's turn is its own.
    expect(await turns.take(owner.id)).not.toBeNull();

    await ctx.pool.query(
      `UPDATE account_turns SET expires_at = now() - interval '1 second'
       WHERE user_id = $1 AND kind = 'test'`,
      [bystander.id],
    );
    const second = await turns.take(bystander.id);
    expect(second).not.toBeNull();
    const secondHolder = await holderOf(bystander.id);

    await first!.release();
    expect(await holderOf(bystander.id)).toBe(secondHolder);
    expect(await turns.take(bystander.id)).toBeNull();

    // Released twice: the second is a no-op.
    await second!.release();
    await second!.release();
    expect(await holderOf(bystander.id)).toBeUndefined();
    expect(await turns.take(bystander.id)).not.toBeNull();
  });
});
