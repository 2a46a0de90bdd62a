// A 1,000-piece wardrobe opened in Debian's Chromium against the running app (built client, real
// server): time from navigation to the first card on screen, the longest main-thread task while
// it opens and while scrolling to the end, and the page's element count, in the grid and the list,
// at a laptop's and a phone's width. Items have no photos so
// the numbers measure rendering, not image decoding. Goals (issues 16, 30): first card within 1 s,
// no task over 50 ms, opening and scrolling to the end. The CPU is slowed down as Lighthouse's
// phone is (BENCH_CPU_SLOWDOWN, 4 by default; 1 for this machine's own speed).
// Needs `npx vite build` (or `npm run build`) first.
// Run: npx tsx scripts/bench/wardrobe-1000.ts
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../../server/app.ts';
import { wardrobeItems } from '../../server/db/schema.ts';
import { openBenchDatabase } from './wardrobe-database.ts';

const ITEMS = 1000;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const clientDir =
  process.env.CLIENT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');
const CATEGORIES = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'] as const;
const COLORS = [
  ['Navy', '#1f2850'],
  ['White', '#f8f8f6'],
  ['Camel', '#c19a6b'],
  ['Black', '#1a1a1a'],
  ['Olive', '#6b6b30'],
] as const;

/** Measured in the page from its first script: long tasks and when the first card appears. */
declare global {
  interface Window {
    benchLongTasks: number[];
    benchFirstCard: number | null;
  }
}

function watchPage() {
  window.benchLongTasks = [];
  window.benchFirstCard = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const cards = new MutationObserver(() => {
    if (document.querySelector('section[aria-label="Wardrobe items"] [role="listitem"] a')) {
      window.benchFirstCard = performance.now();
      cards.disconnect();
    }
  });
  cards.observe(document, { childList: true, subtree: true });
}

const takeLongTasks = (page: Page) =>
  page.evaluate(() => window.benchLongTasks.splice(0, window.benchLongTasks.length));

const longest = (tasks: number[]) => (tasks.length ? Math.max(...tasks) : 0);

const VIEWPORTS = [
  ['laptop 1280×900', { width: 1280, height: 900 }],
  ['phone 375×812', { width: 375, height: 812 }],
] as const;

const ENTRIES = 'section[aria-label="Wardrobe items"] [role="listitem"]';

/** Opens My Wardrobe in `view`, then scrolls to its end a screen at a time; prints what it took. */
async function measure(page: Page, base: string, label: string, view: string) {
  // A first visit warms the HTTP cache and the server, as a returning person would have it.
  await page.goto(`${base}/wardrobe`);
  await page.getByText(`${ITEMS.toLocaleString('en-US')} items`).waitFor();

  await page.goto(`${base}/wardrobe`);
  await page.getByText(`${ITEMS.toLocaleString('en-US')} items`).waitFor();
  await page.waitForFunction(() => window.benchFirstCard !== null);
  await page.waitForTimeout(500);
  const firstCard = await page.evaluate(() => window.benchFirstCard!);
  const openTasks = await takeLongTasks(page);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const cards = await page.locator(ENTRIES).count();
  // The page opens on the grid; the list is a tap away.
  let switchTasks: number[] = [];
  if (view !== 'Grid view') {
    await page.getByRole('button', { name: view }).click();
    await page.waitForTimeout(500);
    switchTasks = await takeLongTasks(page);
  }

  // Scroll to the end the way a person would, a screen at a time, until the last entry is there
  // (a cheap check, not to weigh on the page).
  const atEnd = () =>
    page.evaluate(
      ({ items, entries }) => {
        const all = document.querySelectorAll(entries);
        return all[all.length - 1]?.getAttribute('aria-posinset') === String(items);
      },
      { items: ITEMS, entries: ENTRIES },
    );
  let steps = 0;
  while (!(await atEnd())) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
    steps += 1;
    if (steps > 3000) throw new Error('The grid stopped before the end.');
  }
  await page.waitForTimeout(300);
  const scrollTasks = await takeLongTasks(page);
  const endElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const endCards = await page.locator(ENTRIES).count();
  console.log(`${label}:`);
  console.log(
    `  first card visible ${(firstCard / 1000).toFixed(2)} s after navigation (goal ≤ 1 s); ${cards} cards, ${elements} elements at open`,
  );
  console.log(
    `  long tasks opening: ${openTasks.length}, longest ${longest(openTasks).toFixed(0)} ms; scrolling to the end (${steps} wheel steps): ${scrollTasks.length}, longest ${longest(scrollTasks).toFixed(0)} ms (goal: none over 50 ms)`,
  );
  if (view !== 'Grid view')
    console.log(
      `  switching to it: ${switchTasks.length} long tasks, longest ${longest(switchTasks).toFixed(0)} ms`,
    );
  console.log(`  at the end: ${endCards} cards, ${endElements} elements`);
}

async function main() {
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error('Run `npx vite build` first.');
  const database = await openBenchDatabase(4);
  const app = await buildApp({ db: database.db, pool: database.pool, clientDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: `bench_${randomBytes(3).toString('hex')}`,
        password: 'bench password 1',
      },
    });
    const userId = register.json<{ id: string }>().id;
    const [cookieName, cookieValue] = String(register.headers['set-cookie'])
      .split(';')[0]!
      .split('=') as [string, string];
    await database.db.insert(wardrobeItems).values(
      Array.from({ length: ITEMS }, (_, i) => {
        const [color, hex] = COLORS[i % COLORS.length]!;
        return {
          userId,
          name: `${color} piece ${i + 1}`,
          category: CATEGORIES[i % CATEGORIES.length]!,
          subcategory: i % 3 ? 'shirt' : null,
          color,
          brand: i % 4 ? 'Acme Apparel' : null,
          size: 'M',
          price: 1999 + i * 7,
          tags: ['work', 'summer'],
          timesWorn: i % 9,
          lastWorn: i % 9 ? new Date(Date.now() - i * 3_600_000) : null,
          colors: [{ name: color, hex, observedHex: hex, share: 0.86, approximate: false }],
          createdAt: new Date(Date.now() - i * 60_000),
        };
      }),
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(`wardrobe of ${ITEMS} items, Chromium, CPU slowed ${CPU_SLOWDOWN}×, no photos`);
    for (const [label, viewport] of VIEWPORTS) {
      for (const view of ['Grid view', 'List view'] as const) {
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: cookieName, value: cookieValue, url: base }]);
        await context.addInitScript(watchPage);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await measure(page, base, `${label}, ${view.toLowerCase()}`, view);
        await context.close();
      }
    }
    console.log(
      '  before (issue 16, all cards at once): first card 1.45 s, 18,500 elements, long tasks 416–513 ms',
    );
    console.log(
      '  before (batches of 24, 1280×900 grid): no long task, but 1,000 cards and about 20,000 elements at the end',
    );
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

await main();
