import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/database-url.ts';
import { connectDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const serverUrl = inject('pgServerUrl');
const name = `afc_migrate_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('migrateDatabase', () => {
  it('lets several instances migrate one empty database at the same time', async () => {
    const instances = Array.from({ length: 4 }, () =>
      connectDatabase(withDatabase(serverUrl, name), 2),
    );
    try {
      await Promise.all(instances.map((instance) => migrateDatabase(instance.pool)));
      const { rows } = await instances[0]!.pool.query<{ count: string }>(
        'SELECT count(*) FROM drizzle.__drizzle_migrations',
      );
      const { rows: tables } = await instances[0]!.pool.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(Number(rows[0]!.count)).toBeGreaterThan(0);
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'wardrobe_items',
          'outfits',
          'rating_votes',
          'fashion_insights',
        ]),
      );
      // Running again is a no-op, not an error.
      await migrateDatabase(instances[1]!.pool);
    } finally {
      await Promise.all(instances.map((instance) => instance.pool.end()));
    }
  });

  it('deletes everything a user owns with the user', async () => {
    const { pool } = connectDatabase(withDatabase(serverUrl, name), 1);
    try {
      const { rows } = await pool.query<{ id: string }>(
        "INSERT INTO users (username, password) VALUES ('cascade_check', 'x') RETURNING id",
      );
      const userId = rows[0]!.id;
      await pool.query(
        "INSERT INTO wardrobe_items (user_id, name, category) VALUES ($1, 'Tee', 'tops')",
        [userId],
      );
      await pool.query("INSERT INTO outfits (user_id, name, item_ids) VALUES ($1, 'Look', '{}')", [
        userId,
      ]);
      await pool.query('DELETE FROM users WHERE id = $1', [userId]);
      const left = await pool.query(
        'SELECT 1 FROM wardrobe_items WHERE user_id = $1 UNION ALL SELECT 1 FROM outfits WHERE user_id = $1',
        [userId],
      );
      expect(left.rowCount).toBe(0);
    } finally {
      await pool.end();
    }
  });
});
