// What the benches that measure requests through the running app share: a person signed up over
// HTTP like anyone, their synthetic wardrobe written straight to the database, and timings of
// requests sent one at a time (the wait of one user, not throughput).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../server/db/client.ts';
import { wardrobeItems } from '../../server/db/schema.ts';
import { syntheticWardrobe } from '../../server/test/kits/stylist/synthetic-wardrobe.ts';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** One request, its answer read to the end: milliseconds (throws on a non-2xx answer). */
export async function once(send: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await send();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - start;
}

/** `runs` requests one after another (after `warmup` untimed ones): their times, sorted. */
export async function timed(
  runs: number,
  send: (i: number) => Promise<Response>,
  warmup = 0,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const time = await once(() => send(i));
    if (i >= warmup) times.push(time);
  }
  return times.sort((a, b) => a - b);
}

/** `label  median … ms   p95 … ms`, or the one time of a single request. */
export const line = (label: string, t: number[], width = 44) =>
  t.length === 1
    ? `  ${label.padEnd(width)} ${t[0]!.toFixed(1).padStart(6)} ms (once)`
    : `  ${label.padEnd(width)} median ${percentile(t, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(t, 95).toFixed(1).padStart(6)} ms`;

/** A new account signed up through POST /api/register: its id and session cookie. */
export async function signUp(
  base: string,
  fields: { firstName?: string } = {},
): Promise<{ userId: string; cookie: string }> {
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${randomBytes(3).toString('hex')}`,
      password: 'bench password 1',
      ...fields,
    }),
  });
  if (!register.ok) throw new Error(`sign-up failed: HTTP ${register.status}`);
  const { id: userId } = (await register.json()) as { id: string };
  return { userId, cookie: register.headers.get('set-cookie')!.split(';')[0]! };
}

/** `count` pieces named as people name them (seeded), written for `userId`: their ids and kinds. */
export async function addSyntheticWardrobe(db: Db, userId: string, count: number, seed: number) {
  const pieces = syntheticWardrobe(count, seed);
  const rows: { id: string; category: string }[] = [];
  for (let i = 0; i < pieces.length; i += 500) {
    rows.push(
      ...(await db
        .insert(wardrobeItems)
        .values(
          pieces.slice(i, i + 500).map((p) => ({
            userId,
            name: p.name,
            category: p.category,
            subcategory: p.subcategory,
            color: p.color,
            tags: p.tags,
            timesWorn: p.timesWorn,
            lastWorn: p.lastWorn,
          })),
        )
        .returning({ id: wardrobeItems.id, category: wardrobeItems.category })),
    );
  }
  return rows;
}
