// The error handler's safety net, against the real PostgreSQL: input the routes failed to refuse
// is answered 4xx with a JSON message, never 500, never SQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { outfitCalendar, outfits, users } from '../db/schema.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { registerErrorHandler } from './errors.ts';

const { db, pool } = await createTestApp();
await pool.query(`
  CREATE TABLE parent_rows (id int PRIMARY KEY);
  CREATE TABLE child_rows (parent_id int REFERENCES parent_rows (id));
  INSERT INTO parent_rows VALUES (1);
  INSERT INTO child_rows VALUES (1);
`);

// Each route runs one query that PostgreSQL refuses, the way a service with a gap would. A bare
// Fastify with the error handler only, not the app: its requests are plain app.inject calls.
const app = Fastify();
registerErrorHandler(app);
const queries: Record<string, () => Promise<unknown>> = {
  'malformed-id': () => db.select().from(outfits).where(eq(outfits.id, 'not-a-uuid')),
  'malformed-id-raw': () => pool.query('SELECT $1::uuid', ['12345']),
  'out-of-range': () => pool.query('SELECT $1::int', ['99999999999']),
  'points-at-nothing': () =>
    db.insert(outfitCalendar).values({ userId: randomUUID(), date: '2025-01-05' }),
  'still-pointed-at': () => pool.query('DELETE FROM parent_rows WHERE id = 1'),
  duplicate: async () => {
    await db.insert(users).values({ username: 'twin', password: '!' });
    await db.insert(users).values({ username: 'TWIN', password: '!' });
  },
  'server-fault': () => pool.query('SELECT * FROM no_such_table'),
};
for (const [name, run] of Object.entries(queries)) app.get(`/${name}`, async () => run());
await app.ready();

describe('database refusals', () => {
  it.each([
    ['malformed-id', 404, 'Not found'],
    ['malformed-id-raw', 404, 'Not found'],
    ['out-of-range', 400, 'A value is out of range or malformed'],
    ['points-at-nothing', 400, 'It refers to something that does not exist'],
    ['still-pointed-at', 409, 'It is still in use'],
    ['duplicate', 409, 'It already exists'],
  ])('%s answers %i', async (name, status, message) => {
    const response = await app.inject({ url: `/${name}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('leaves the server’s own faults a 500 without SQL', async () => {
    const response = await app.inject({ url: '/server-fault' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/select|no_such_table/i);
  });
});
