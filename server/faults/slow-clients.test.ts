// Clients that send their headers or body a byte at a time are cut off by the server's own
// timeouts (set small here through the environment), and do not starve anyone else meanwhile.
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endApp, freePort, startApp, waitForReady, type AppProcess } from '../test/app-process.ts';
import { removeDataFolder, throwawayFolder } from '../test/leftover-postgres.ts';

const HEADERS_MS = 1500;
const REQUEST_MS = 3000;
const KEEP_ALIVE_MS = 1000;
/** Node checks the deadlines once a second; the rest is room for a loaded machine. */
const SLACK_MS = 2500;

let folder: string;
let app: AppProcess;
let port: number;

beforeAll(async () => {
  folder = throwawayFolder('afc-slow-');
  port = await freePort();
  app = startApp({
    port,
    dataDir: path.join(folder, 'data'),
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    },
  });
  await waitForReady(app, port);
}, 120_000);

afterAll(async () => {
  await endApp(app);
  await removeDataFolder(folder);
});

interface Trickle {
  /** What the server sent before it closed the connection. */
  answer: Promise<string>;
  /** Milliseconds from the first byte to the close. */
  closedAfter: Promise<number>;
}

/** Sends `head` at once, then `drip` one byte every 200 ms until the server closes the socket. */
function trickle(head: string, drip: string): Trickle {
  const socket: Socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(head);
    let sent = 0;
    timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip[sent++ % drip.length]!);
    }, 200);
  });
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve(performance.now() - started);
    }),
  );
  return { answer: closed.then(() => answer), closedAfter: closed };
}

/** A normal client's requests meanwhile: each is answered, and fast. */
async function normalClientWhile(done: Promise<unknown>) {
  const latencies: number[] = [];
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(response.status).toBe(200);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

describe('slow clients', () => {
  it('cuts off 20 clients sending their headers a byte at a time after the header timeout, serving others meanwhile', async () => {
    const slow = Array.from({ length: 20 }, () =>
      trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: abcdefghij\r\n'),
    );
    const closed = Promise.all(slow.map((s) => s.closedAfter));
    const latencies = await normalClientWhile(closed);
    for (const s of slow) {
      expect(await s.answer).toMatch(/^HTTP\/1\.1 408 /);
      const after = await s.closedAfter;
      expect(after).toBeGreaterThanOrEqual(HEADERS_MS - 100);
      expect(after).toBeLessThan(HEADERS_MS + SLACK_MS);
    }
    console.log(
      `slow headers: cut off after ${Math.round(Math.max(...(await closed)))} ms at most; ` +
        `${latencies.length} normal requests meanwhile, slowest ${Math.round(Math.max(...latencies))} ms`,
    );
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  }, 30_000);

  it('cuts off a client sending its body a byte at a time after the request timeout', async () => {
    const slow = trickle(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      ' ',
    );
    const latencies = await normalClientWhile(slow.closedAfter);
    expect(await slow.answer).toMatch(/^HTTP\/1\.1 408 /);
    const after = await slow.closedAfter;
    console.log(`slow body: cut off after ${Math.round(after)} ms`);
    expect(after).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(after).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  }, 30_000);

  it('closes an idle keep-alive connection after the keep-alive timeout it announces', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const answered = new Promise<string>((resolve) =>
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now())),
    );
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answer = await answered;
    const idleSince = performance.now();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(new RegExp(`Keep-Alive: timeout=${KEEP_ALIVE_MS / 1000}`, 'i'));
    const idleFor = (await closed) - idleSince;
    expect(idleFor).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100);
    expect(idleFor).toBeLessThan(KEEP_ALIVE_MS + SLACK_MS);
  }, 30_000);
});
