// Issue 26: an import is bounded in rows as well as bytes, and one runs at a time per instance.
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CAPSULES } from '../../../contract/capsules.ts';
import { asUser, expectJson, type ApiResponse } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { accountTable } from './account-tables.ts';
import {
  exportOf,
  importZip,
  rowCounts,
  rowsOfSize,
  storedFiles,
} from '../../test/kits/account.ts';

const TOTAL_ROWS = 2_500;
const DATA_BYTES = 4 * 1024 * 1024;

const ctx = await createTestApp({
  importLimits: { maxTotalRows: TOTAL_ROWS, maxDataBytes: DATA_BYTES, perHour: 1000 },
});
const make = entityFactories(ctx.db);
const alice = await asUser(ctx.app);
const bob = await asUser(ctx.app);

const files = () => storedFiles(ctx);
const goal = (i: number) => ({ goalType: 'reduce', title: `Goal ${i}` });
const goalsCap = accountTable('goals').maxRows;

let before: { rows: Record<string, number>; files: string[] };
beforeEach(async () => {
  before = { rows: await rowCounts(ctx), files: files() };
});

async function expectRefused(response: ApiResponse, status: number, message: RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json().message).toMatch(message);
  expect(await rowCounts(ctx)).toEqual(before.rows);
  expect(files()).toEqual(before.files);
}

describe('POST /api/account/import counts rows', () => {
  it('takes a table at its row limit', async () => {
    const zip = await exportOf({ goals: rowsOfSize(goalsCap, goal) });
    expect(expectJson<{ added: { goals: number } }>(await importZip(alice, zip)).added.goals).toBe(
      goalsCap,
    );
  });

  it('refuses a table past its row limit with 413, naming the table and the limit', async () => {
    expect(goalsCap).toBe(1000);
    const zip = await exportOf({ goals: rowsOfSize(goalsCap + 1, goal) });
    await expectRefused(
      await importZip(alice, zip),
      413,
      /data\/goals\.ndjson holds more than 1,000 rows.* at most 1,000/,
    );
  });

  it('refuses an export past the rows of all tables together', async () => {
    const zip = await exportOf({
      goals: rowsOfSize(900, goal),
      alterEgos: rowsOfSize(900, (i) => ({ name: `Ego ${i}` })),
      insights: rowsOfSize(900, (i) => ({ insightType: 'tip', title: `${i}`, content: 'x' })),
    });
    await expectRefused(
      await importZip(alice, zip),
      413,
      /more than 2,500 rows in all.* at most 2,500/,
    );
  });

  it('refuses a line longer than a row can be (1 MiB)', async () => {
    const description = randomBytes(825_000).toString('base64');
    const zip = await exportOf({ goals: rowsOfSize(1, (i) => ({ ...goal(i), description })) });
    await expectRefused(await importZip(alice, zip), 413, /goals\.ndjson line 1 is longer than/);
  });

  it('refuses data files larger than the data of an import in all', async () => {
    // Random text: deflate cannot squeeze it into a zip bomb's ratio.
    const text = () => randomBytes(67_500).toString('base64');
    const zip = await exportOf({
      goals: rowsOfSize(25, (i) => ({ ...goal(i), description: text() })),
      insights: rowsOfSize(25, (i) => ({ insightType: 'tip', title: `${i}`, content: text() })),
    });
    await expectRefused(await importZip(alice, zip), 413, /data files .* more than 4 MB/);
  });
});

describe('POST /api/account/import keeps to what an account may keep', () => {
  it(`refuses capsules that with the account's own would pass ${MAX_CAPSULES} (422), and takes them up to it`, async () => {
    const carol = await asUser(ctx.app);
    for (let i = 0; i < 10; i += 1) await make.capsule(carol);
    before = { rows: await rowCounts(ctx), files: files() };
    const capsule = (i: number) => ({ name: `Imported ${i}` });
    await expectRefused(
      await importZip(carol, await exportOf({ capsules: rowsOfSize(MAX_CAPSULES - 9, capsule) })),
      422,
      new RegExp(
        `capsules\\.ndjson: 91 capsules with the account's 10 would pass the ${MAX_CAPSULES}`,
      ),
    );
    const zip = await exportOf({ capsules: rowsOfSize(MAX_CAPSULES - 10, capsule) });
    expect(
      expectJson<{ added: { capsules: number } }>(await importZip(carol, zip)).added.capsules,
    ).toBe(MAX_CAPSULES - 10);
    const full = await carol.post('/api/capsules', { name: 'One more' });
    expect(full.statusCode).toBe(409);
  });
});

describe('POST /api/account/import one at a time', () => {
  it('refuses a second import while one runs (429, Retry-After), and takes it afterwards', async () => {
    // The first import is held where it writes its goals: the test holds their table's lock.
    const lock = await ctx.pool.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE sustainability_goals IN ACCESS EXCLUSIVE MODE');
    let first: Promise<ApiResponse>;
    try {
      first = importZip(alice, await exportOf({ goals: rowsOfSize(3, goal) }));
      const waiting = async () =>
        (
          await ctx.pool.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        ).rows[0].n;
      await expect.poll(waiting, { timeout: 10_000 }).toBe(1);

      const second = await importZip(bob, await exportOf({ goals: rowsOfSize(3, goal) }));
      expect(second.statusCode, second.body).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      expect(second.json().message).toMatch(/another import is running/i);
    } finally {
      await lock.query('ROLLBACK');
      lock.release();
    }
    expect(expectJson<{ added: { goals: number } }>(await first).added.goals).toBe(3);
    const again = await importZip(bob, await exportOf({ goals: rowsOfSize(3, goal) }));
    expect(expectJson<{ added: { goals: number } }>(again).added.goals).toBe(3);
  });
});
