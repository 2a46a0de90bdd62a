// Issue 26: an import of tens of thousands of rows gives the event loop back while it reads and
// remaps them, so one account's import does not hold the instance: another account is answered
// meanwhile.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asUser, expectJson, type ApiResponse } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { exportOf, importZip, rowsOfSize } from '../../test/kits/account.ts';
import * as reading from './import/read-export.ts';
import * as remapping from './import/remap-rows.ts';

// Wears: the table an import takes most of (100,000), and the cheapest to write.
const WEARS = 30_000;
const MINUTE = 60_000;

const ctx = await createTestApp();
const alice = await asUser(ctx.app);
const bob = await asUser(ctx.app);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/account/import of many rows', () => {
  it(`gives other requests their turn while it reads and remaps ${WEARS.toLocaleString('en-US')} rows`, async () => {
    const itemId = randomUUID();
    const since = Date.UTC(2024, 0, 1);
    const zip = await exportOf({
      items: [{ id: itemId, name: 'Navy shirt', category: 'tops' }],
      wears: rowsOfSize(WEARS, (i) => ({
        itemId,
        wornAt: new Date(since + i * MINUTE).toISOString(),
      })),
    });

    // The event loop's turns, counted as they come.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    // The import's reading and remapping are observed (not changed): as each begins, Bob asks for
    // his wardrobe; what happened is noted in the order it happened.
    const events: string[] = [];
    const turnsDuring: Record<string, number> = {};
    const bobsAnswers: Promise<ApiResponse>[] = [];
    function observed<A extends unknown[], R>(step: string, run: (...args: A) => Promise<R>) {
      return async (...args: A): Promise<R> => {
        events.push(`${step} begins`);
        const from = turns;
        const answer = bob.get('/api/wardrobe');
        bobsAnswers.push(answer);
        void answer.then(() => events.push('Bob is answered'));
        try {
          return await run(...args);
        } finally {
          turnsDuring[step] = turns - from;
          events.push(`${step} ends`);
        }
      };
    }
    const { readExportRows } = reading;
    const { remapRows } = remapping;
    vi.spyOn(reading, 'readExportRows').mockImplementation(observed('reading', readExportRows));
    vi.spyOn(remapping, 'remapRows').mockImplementation(observed('remapping', remapRows));

    setImmediate(tick);
    let response: ApiResponse;
    try {
      response = await importZip(alice, zip);
    } finally {
      ticking = false;
    }
    events.push('the import is answered');

    expect(expectJson<{ added: { wears: number } }>(response).added.wears).toBe(WEARS);
    for (const answer of await Promise.all(bobsAnswers)) expect(expectJson(answer)).toEqual([]);
    expect(events).toEqual([
      'reading begins',
      'Bob is answered',
      'reading ends',
      'remapping begins',
      'Bob is answered',
      'remapping ends',
      'the import is answered',
    ]);
    // Turn after turn, not the one turn Bob's answer took.
    expect(turnsDuring.reading).toBeGreaterThan(1);
    expect(turnsDuring.remapping).toBeGreaterThan(1);
  }, 60_000);
});
