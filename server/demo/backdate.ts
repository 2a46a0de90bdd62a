// The API stamps every row with the time it was written (the database's now()), and has no way to
// say "bought in March" or "posted last Tuesday". The demo's story needs that, so one UPDATE moves
// a row's creation date back. It touches only the demo user's own row, by id.
import type { DemoSeedDeps } from './seed-demo-account.ts';
import { DemoSeedError } from './demo-client.ts';

/** The tables whose rows the story dates (each has created_at and its owner's user_id). */
export type DatedTable =
  'wardrobe_items' | 'outfits' | 'style_diary' | 'social_posts' | 'marketplace_listings';

export async function backdate(
  pool: DemoSeedDeps['pool'],
  table: DatedTable,
  id: string,
  userId: string,
  at: Date,
): Promise<void> {
  const result = await pool.query(
    `UPDATE ${table} SET created_at = $1 WHERE id = $2 AND user_id = $3`,
    [at, id, userId],
  );
  if (result.rowCount !== 1) throw new DemoSeedError(`Could not date ${table} row ${id}`);
}
