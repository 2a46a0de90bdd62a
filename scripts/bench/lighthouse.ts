// Lighthouse (mobile, its default simulated slow 4G and CPU slowdown) against the running app in
// Debian's Chromium: the sign-in page, and the dashboard and My Wardrobe of a signed-in user with a
// 200-piece wardrobe, each piece with a real photo (../shared/datasets/clothing-photos, added
// through POST /api/wardrobe like a person's; drawn-free pieces when the photos are not there). Prints performance and accessibility scores with the main timings. Goal: performance
// ≥ 95 and accessibility 100 on both. Baseline in the same run: the same page as the server sends
// it, without its scripts (the inline stylesheet, fonts and the prerendered sign-in page's markup,
// decision 013): the most any page of this app can score here, so the gap to it is what the
// app's JavaScript costs.
// Needs `npm run build` first.
// Run: npx tsx scripts/bench/lighthouse.ts   (LIGHTHOUSE_RUNS=1 by default; the median is printed)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../../server/app.ts';
import { wardrobeItems } from '../../server/db/schema.ts';
import { syntheticWardrobe } from '../../server/test/kits/stylist/synthetic-wardrobe.ts';
import { signUp } from './through-app.ts';
import { openBenchDatabase } from './wardrobe-database.ts';

const clientDir =
  process.env.CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const ITEMS = 200;
// LIGHTHOUSE_PAGES=auth (or dashboard, or wardrobe) audits one page only.
const pages = (process.env.LIGHTHOUSE_PAGES ?? 'auth,dashboard,wardrobe').split(',');
const PHOTOS = path.resolve(
  process.env.PHOTOS_DIR ??
    path.join(import.meta.dirname, '..', '..', '..', 'shared', 'datasets', 'clothing-photos'),
  'images',
);

/** The first `count` photos of the dataset (sorted, so every run has the same), or none. */
function photoFiles(count: number): string[] {
  if (!existsSync(PHOTOS)) return [];
  return readdirSync(PHOTOS)
    .filter((name) => name.endsWith('.jpg'))
    .sort()
    .slice(0, count)
    .map((name) => path.join(PHOTOS, name));
}

/** Adds the pieces through the API, each with its photo, as the add dialog does. */
async function addWithPhotos(
  base: string,
  cookie: string,
  pieces: { name: string; category: string; color: string | null }[],
  files: string[],
) {
  for (const [index, piece] of pieces.entries()) {
    const form = new FormData();
    form.append('name', piece.name);
    form.append('category', piece.category);
    if (piece.color) form.append('color', piece.color);
    const bytes = readFileSync(files[index % files.length]!);
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await fetch(`${base}/api/wardrobe`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!answer.ok) throw new Error(`adding a piece failed: HTTP ${answer.status}`);
  }
}

interface Result {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  fcp: number;
  requests: number;
  kib: number;
}

async function audit(url: string, port: number, cookie?: string, attempt = 1): Promise<Result> {
  const answer = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!answer) throw new Error('Lighthouse gave no result');
  // A failed recording (NO_NAVSTART, now and then) scores 0: said, and run again (up to 3 times)
  // rather than counted into the medians.
  const failure = answer.lhr.runtimeError;
  if (failure && attempt >= 3)
    throw new Error(`Lighthouse failed 3 times on ${url}: ${failure.code}`);
  if (failure) {
    console.log(
      `  (${new URL(url).pathname}: Lighthouse failed to record, ${failure.code}; run again)`,
    );
    return audit(url, port, cookie, attempt + 1);
  }
  // LIGHTHOUSE_REPORTS=<folder> keeps each full report (JSON) to look into the audits.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(reports, name), JSON.stringify(answer.lhr, null, 1));
    const trace = (answer.artifacts as { Trace?: unknown }).Trace;
    if (trace)
      writeFileSync(path.join(reports, name.replace(/\.json$/, '.trace')), JSON.stringify(trace));
  }
  const { categories, audits } = answer.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items
    ?.length;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    requests: requests ?? 0,
    kib: numeric('total-byte-weight') / 1024,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function report(label: string, results: Result[]) {
  const m = (key: keyof Result) => median(results.map((r) => r[key]));
  console.log(
    `  ${label.padEnd(46)} performance ${String(m('performance')).padStart(3)}  accessibility ${String(m('accessibility')).padStart(3)}  ` +
      `FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms  ` +
      `${m('requests')} requests, ${m('kib').toFixed(0)} KiB`,
  );
}

/**
 * The sign-in page exactly as the app sends it, minus every script, from a plain node:http server
 * that proxies the assets (fonts, icons) to the app: the baseline.
 */
async function serveShell(base: string): Promise<number> {
  const page = (await (await fetch(`${base}/auth`)).text()).replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  const server = createServer((request, response) => {
    if (request.url === '/auth') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    void fetch(`${base}${request.url}`).then(async (asset) => {
      response.writeHead(asset.status, {
        'content-type': asset.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await asset.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return (server.address() as AddressInfo).port;
}

async function main() {
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error('Run `npm run build` first.');
  const database = await openBenchDatabase(4);
  const app = await buildApp({
    db: database.db,
    pool: database.pool,
    clientDir,
    // A wardrobe of 200 photos is added in a minute, past a person's budget.
    accountLimits: { item: { perMinute: 10_000, perDay: 10_000 } },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // The phone does not share its CPU with the server: on a small machine the app and Lighthouse
  // (this process) step back for Chromium, whose processes keep their normal priority.
  if (process.env.LIGHTHOUSE_NICE !== '0') os.setPriority(10);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { userId, cookie } = await signUp(base, { firstName: 'Alex' });
    const pieces = syntheticWardrobe(ITEMS, 3);
    const files = photoFiles(ITEMS);
    if (files.length > 0) await addWithPhotos(base, cookie, pieces, files);
    else
      await database.db.insert(wardrobeItems).values(
        pieces.map((p) => ({
          userId,
          name: p.name,
          category: p.category,
          color: p.color,
          tags: p.tags,
          timesWorn: p.timesWorn,
          lastWorn: p.lastWorn,
        })),
      );
    const signIn: Result[] = [];
    const dashboard: Result[] = [];
    const wardrobe: Result[] = [];
    const shell: Result[] = [];
    const shellPort = await serveShell(base);
    for (let run = 0; run < RUNS; run++) {
      shell.push(await audit(`http://127.0.0.1:${shellPort}/auth`, chrome.port));
      if (pages.includes('auth')) signIn.push(await audit(`${base}/auth`, chrome.port));
      if (pages.includes('dashboard')) dashboard.push(await audit(`${base}/`, chrome.port, cookie));
      if (pages.includes('wardrobe'))
        wardrobe.push(await audit(`${base}/wardrobe`, chrome.port, cookie));
    }
    console.log(
      `Lighthouse ${RUNS > 1 ? `(median of ${RUNS}) ` : ''}mobile, through the running app:`,
    );
    report('baseline: /auth without scripts', shell);
    if (signIn.length) report('sign-in page (/auth)', signIn);
    const what = `${ITEMS}-piece wardrobe${files.length > 0 ? ' with photos' : ''}`;
    if (dashboard.length) report(`dashboard, ${what}`, dashboard);
    if (wardrobe.length) report(`My Wardrobe, ${what}`, wardrobe);
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
  }
}

await main();
