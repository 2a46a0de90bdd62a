// What a first visit downloads, measured in Debian's Chromium against the running app (built
// client, real server, compression as served): the sign-in page, then the dashboard after signing
// in. Prints the bytes on the wire per type, the encodings and cache headers the server sent, and
// the same files' uncompressed size as the baseline. Goal: at most 170 KiB of JavaScript
// (gzip) for either first route: the sign-in page, and the dashboard opened directly by a
// signed-in person. Needs `npm run build` first.
// Run: npx tsx scripts/bench/first-route.ts
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { buildApp } from '../../server/app.ts';
import { openBenchDatabase } from './wardrobe-database.ts';

const clientDir =
  process.env.CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
const KiB = 1024;

interface Transfer {
  url: string;
  type: string;
  wire: number;
  raw: number;
  encoding: string;
  cacheControl: string;
}

async function record(page: Page, visit: () => Promise<unknown>): Promise<Transfer[]> {
  const seen: Promise<Transfer | null>[] = [];
  const onResponse = (response: Response) => {
    seen.push(
      (async () => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/')) return null;
        const headers = await response.allHeaders();
        const sizes = await response.request().sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          url: url.pathname,
          type: path.extname(url.pathname) || '.html',
          // -1 for a file taken from the browser's cache: nothing crossed the wire.
          wire: Math.max(0, sizes.responseBodySize),
          raw: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
          cacheControl: headers['cache-control'] ?? '',
        };
      })(),
    );
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(seen)).filter((t): t is Transfer => t !== null);
}

/**
 * The JavaScript of a visit, weighed from the served files themselves (the browser reports no
 * size for scripts it loads on demand): as brotli, which Chromium is sent, and as gzip.
 */
function javaScript(transfers: Transfer[], loadedBefore: Transfer[] = []): string {
  const before = new Set(loadedBefore.map((t) => t.url));
  const scripts = [
    ...new Set(transfers.filter((t) => t.type === '.js' && !before.has(t.url)).map((t) => t.url)),
  ];
  const sum = (weigh: (bytes: Buffer) => number) =>
    scripts.reduce((total, url) => total + weigh(readFileSync(path.join(clientDir, url))), 0) / KiB;
  const brotli = sum((bytes) => brotliCompressSync(bytes).length);
  const gzip = sum((bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
  return `${brotli.toFixed(1)} KiB brotli, ${gzip.toFixed(1)} KiB gzip, ${scripts.length} files`;
}

function report(label: string, transfers: Transfer[]) {
  console.log(`\n${label}`);
  for (const type of ['.js', '.css', '.html', '.woff2', '.svg', '.png']) {
    const files = transfers.filter((t) => t.type === type);
    if (!files.length) continue;
    const wire = files.reduce((sum, t) => sum + t.wire, 0) / KiB;
    const raw = files.reduce((sum, t) => sum + t.raw, 0) / KiB;
    const encodings = [...new Set(files.map((t) => t.encoding))].join(', ');
    console.log(
      `  ${type.padEnd(7)} ${String(files.length).padStart(3)} files  ${wire.toFixed(1).padStart(7)} KiB on the wire  (${raw.toFixed(1)} KiB uncompressed; ${encodings})`,
    );
  }
  if (process.env.BENCH_VERBOSE) {
    const biggest = [...transfers].sort((a, b) => b.wire - a.wire).slice(0, 12);
    for (const t of biggest)
      console.log(`    ${(t.wire / KiB).toFixed(1).padStart(6)} KiB  ${t.url}`);
  }
  const caching = new Map<string, string>();
  for (const t of transfers)
    caching.set(t.url.includes('/assets/') ? 'hashed assets' : t.url, t.cacheControl);
  for (const [what, header] of caching) console.log(`  cache-control ${what}: ${header}`);
}

async function main() {
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error('Run `npm run build` first.');
  const database = await openBenchDatabase(4);
  const app = await buildApp({ db: database.db, pool: database.pool, clientDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const page = await browser.newPage();
    const signIn = await record(page, () => page.goto(`${base}/auth`));
    report('sign-in page (/auth), first visit', signIn);
    console.log(`  JavaScript: ${javaScript(signIn)} (goal ≤ 170 KiB gzip)`);

    const username = `bench_${randomBytes(3).toString('hex')}`;
    const dashboard = await record(page, async () => {
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill('bench password 1');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    });
    report('then the dashboard after signing up (what it adds)', dashboard);
    console.log(`  JavaScript: ${javaScript(dashboard, signIn)}`);

    // A signed-in person opening the app afresh (empty cache): the dashboard is the first route.
    const fresh = await browser.newContext();
    await fresh.addCookies(await page.context().cookies());
    const again = await fresh.newPage();
    const direct = await record(again, async () => {
      await again.goto(`${base}/`);
      await again.getByRole('heading', { name: /Welcome back/ }).waitFor();
    });
    report('the dashboard opened directly by a signed-in user, empty cache', direct);
    console.log(`  JavaScript: ${javaScript(direct)} (goal ≤ 170 KiB gzip)`);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

await main();
