import {
  and,
  Column,
  eq,
  getTableName,
  inArray,
  is,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { wardrobeItems } from '../db/schema.ts';
import { invalid } from './domain-errors.ts';
import { isCanonicalId } from './ids.ts';
import type { Queryable } from './transactions.ts';

// Lists of wardrobe item ids (outfits, capsules, packing lists, rating-session outfits) stay true
// by two rules, used by every feature that keeps such a list (decision 006):
//  - on write, every id must name one of the user's items, or the request is a 400 and nothing
//    is written (`assertOwnItemIds`, called in the write's transaction);
//  - on read, the list is selected through `liveItemIds`, so an item deleted later drops out of
//    every list that held it, in order, without anyone having to find those lists.

/**
 * `"table"."column"`. Drizzle writes a column of a single-table select unqualified, and inside the
 * subquery below a bare "user_id" would be the wardrobe item's own: every item would pass.
 */
/** A lower-case UUID, as PostgreSQL writes ids (and the contract's idSchema stores them). */
const CANONICAL_ID_SQL = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The ids of a list column that still name one of the owner's items, in the list's order. Select
 * it in place of the column: `db.select({ ...getTableColumns(t), itemIds: liveItemIds(t.itemIds,
 * t.userId) })`. `owner` is the owner's id column, or an SQL expression for a table that has none
 * (a rating-session outfit takes its session's `user_id`).
 */
export function liveItemIds(list: AnyColumn, owner: AnyColumn | SQL): SQL<string[]> {
  const ownerSql = is(owner, Column) ? qualified(owner) : owner;
  // One primary-key lookup per id (the owner is compared after it): ~3 ms for 100 lists of 9 ids
  // where a semi-join on the owner's items hashed the whole wardrobe for every list (20–60 ms).
  // A stored value that is not an id is never cast (the CASE), so it cannot fail the read.
  return sql<string[]>`ARRAY(
    SELECT t.id FROM unnest(${qualified(list)}) WITH ORDINALITY AS t(id, n)
    WHERE (
      SELECT w.user_id FROM ${wardrobeItems} w
      WHERE w.id = (CASE WHEN t.id ~ ${sql.raw(`'${CANONICAL_ID_SQL}'`)} THEN t.id::uuid END)
    ) = ${ownerSql}
    ORDER BY t.n
  )`;
}

/** The ids (each once, in order) that are not one of the user's wardrobe items. */
export async function foreignItemIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  // Ids are compared as stored (lower-case UUIDs); anything else names no item, and is never
  // handed to PostgreSQL as a uuid it could not cast.
  const candidates = unique.filter(isCanonicalId);
  const owned = new Set<string>();
  if (candidates.length) {
    const rows = await db
      .select({ id: wardrobeItems.id })
      .from(wardrobeItems)
      .where(and(eq(wardrobeItems.userId, userId), inArray(wardrobeItems.id, candidates)));
    for (const row of rows) owned.add(row.id);
  }
  return unique.filter((id) => !owned.has(id));
}

/**
 * Refuses (400, naming the ids) a list that holds an id which is not one of the user's items.
 * Call it on the transaction that writes the list, before the write.
 */
export async function assertOwnItemIds(
  db: Queryable,
  userId: string,
  ids: readonly string[],
  field = 'itemIds',
): Promise<void> {
  const foreign = await foreignItemIds(db, userId, ids);
  if (!foreign.length) return;
  throw invalid(
    field,
    `not in your wardrobe: ${foreign.join(', ')}`,
    'Every item must be one of your wardrobe items',
  );
}
