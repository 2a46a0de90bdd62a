import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { postComments, postLikes, sessions, socialPosts, users } from '../../db/schema.ts';
import { liveItemIds } from '../../lib/item-id-lists.ts';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../lib/transactions.ts';
import { accountTable, ACCOUNT_TABLES, type AccountTable } from './account-tables.ts';
import { exportedColumns } from './row-shape.ts';

// The account feature reads and writes every table of the user directly (account-tables.ts says
// why); this is the only place it does.

/**
 * Values per INSERT of an import: building a statement is synchronous work in proportion to its
 * rows times the table's columns (drizzle fills every column), so batches are sized by values
 * (about 10 ms of work on a small machine), not rows: 500 wears, 80 pieces of the wardrobe.
 */
const INSERT_VALUES = 2_000;

const columnOf = (spec: AccountTable, name: string): PgColumn => {
  const column = (getTableColumns(spec.table) as Record<string, PgColumn | undefined>)[name];
  if (!column) throw new Error(`${spec.key} has no column ${name}`);
  return column;
};

/** `"table"."column"`: conditions nest subqueries on other tables, so names are qualified. */
const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The user's rows of a table: its user_id is theirs (when it has one), and every not-null
 * reference names one of their exported rows (a child of their rows; their like of their post).
 */
export function ownedBy(spec: AccountTable, userId: string): SQL {
  const conditions: SQL[] = [];
  const columns = getTableColumns(spec.table);
  if (columns.userId) conditions.push(sql`${qualified(columns.userId)} = ${userId}`);
  for (const [name, targetKey] of Object.entries(spec.refs ?? {})) {
    const column = columnOf(spec, name);
    if (!column.notNull) continue;
    const target = accountTable(targetKey);
    conditions.push(
      sql`${qualified(column)} IN (SELECT ${qualified(columnOf(target, target.pageBy))} FROM ${target.table} WHERE ${ownedBy(target, userId)})`,
    );
  }
  if (conditions.length === 0) throw new Error(`${spec.key}: no way to tell whose rows these are`);
  return sql.join(conditions, sql` AND `);
}

/** Queries over every table of one user: export pages, import batches, deletion, password. */
export function createAccountRepo(db: Queryable) {
  return {
    async count(spec: AccountTable, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(spec.table)
        .where(ownedBy(spec, userId));
      return row?.n ?? 0;
    },

    /**
     * One page of the user's rows, in paging order after `after` (the last page's last value).
     * Lists of item ids are read live: an id of a deleted item is not exported.
     */
    async page(
      spec: AccountTable,
      userId: string,
      after: string | null,
      limit: number,
    ): Promise<Record<string, unknown>[]> {
      const pageColumn = columnOf(spec, spec.pageBy);
      const fields: Record<string, PgColumn | SQL> = { [spec.pageBy]: pageColumn };
      for (const name of exportedColumns(spec)) {
        const column = columnOf(spec, name);
        fields[name] = spec.itemLists?.includes(name)
          ? liveItemIds(column, sql`${userId}::uuid`)
          : column;
      }
      const owned = ownedBy(spec, userId);
      return (await db
        .select(fields)
        .from(spec.table)
        .where(after === null ? owned : and(owned, gt(pageColumn, after)))
        .orderBy(asc(pageColumn))
        .limit(limit)) as Record<string, unknown>[];
    },

    /**
     * Every photo URL the user's rows record (with their thumbnails' when asked: to remove the
     * files; without: to export the photos, whose thumbnails are made again on import).
     */
    async photoUrls(userId: string, withThumbnails: boolean): Promise<string[]> {
      const urls: string[] = [];
      for (const spec of ACCOUNT_TABLES) {
        const names = Object.entries(spec.photos ?? {}).flatMap(([photo, thumbnail]) =>
          thumbnail && withThumbnails ? [photo, thumbnail] : [photo],
        );
        for (const name of names) {
          const column = columnOf(spec, name);
          const rows = await db
            .select({ url: column })
            .from(spec.table)
            .where(and(ownedBy(spec, userId), sql`${qualified(column)} IS NOT NULL`))
            .orderBy(asc(columnOf(spec, spec.pageBy)));
          urls.push(...rows.map((row) => String(row.url)));
        }
      }
      return urls;
    },

    /**
     * Locks the account's row until the transaction ends: a concurrent write of a row that names
     * the user waits for it (its foreign key check needs the row), so nothing slips past a deletion.
     */
    async lockUser(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows.length > 0;
    },

    /** Inserts rows (already owned and remapped); answers how many were written. */
    async insert(spec: AccountTable, rows: readonly Record<string, unknown>[]): Promise<number> {
      let written = 0;
      const batchRows = Math.max(
        1,
        Math.floor(INSERT_VALUES / Object.keys(getTableColumns(spec.table)).length),
      );
      for (let start = 0; start < rows.length; start += batchRows) {
        const batch = rows.slice(start, start + batchRows) as PgTable['$inferInsert'][];
        const insert = db.insert(spec.table).values(batch);
        const one = { one: sql<number>`1` };
        const done = spec.keepExisting
          ? await insert.onConflictDoNothing().returning(one)
          : await insert.returning(one);
        written += done.length;
      }
      return written;
    },

    /** When the user made each of their rows of a table made after `since` (a table with user_id). */
    async createdSince(spec: AccountTable, userId: string, since: Date): Promise<Date[]> {
      const created = columnOf(spec, 'createdAt');
      const rows = await db
        .select({ at: created })
        .from(spec.table)
        .where(and(eq(columnOf(spec, 'userId'), userId), gt(created, since)));
      return rows.map((row) => row.at as Date);
    },

    /** How many rows of a table (with user_id) the user has. */
    async countOwn(spec: AccountTable, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(spec.table)
        .where(eq(columnOf(spec, 'userId'), userId));
      return row?.n ?? 0;
    },

    /** Sets each post's like and comment counts to what the likes and comments tables hold. */
    async recountPosts(postIds: readonly string[]): Promise<void> {
      if (postIds.length === 0) return;
      await db
        .update(socialPosts)
        .set({
          likes: sql`(SELECT count(*)::int FROM ${postLikes} l WHERE l.post_id = ${socialPosts.id})`,
          comments: sql`(SELECT count(*)::int FROM ${postComments} c WHERE c.post_id = ${socialPosts.id})`,
        })
        .where(inArray(socialPosts.id, [...postIds]));
    },

    /** Posts the user liked or commented on, whoever wrote them (their counts change with the user). */
    async postsTouchedBy(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: postLikes.postId })
        .from(postLikes)
        .where(eq(postLikes.userId, userId))
        .union(
          db
            .select({ id: postComments.postId })
            .from(postComments)
            .where(eq(postComments.userId, userId)),
        );
      return rows.map((row) => row.id);
    },

    /** Null for an account made through the identity provider, which has no password. */
    async passwordHash(userId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ password: users.password })
        .from(users)
        .where(eq(users.id, userId));
      return row?.password;
    },

    async username(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row?.username;
    },

    async setPasswordHash(userId: string, hash: string): Promise<void> {
      await db.update(users).set({ password: hash }).where(eq(users.id, userId));
    },

    /** Ends every session of the user but the one whose token hash is `keep` (null: all). */
    async deleteSessions(userId: string, keep: string | null): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keep === null
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)),
        );
    },

    /** Deletes the account; every user_id cascades (schema.ts), so this removes all their rows. */
    async deleteUser(userId: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;

/**
 * Runs `read` in a read-only REPEATABLE READ transaction, so everything it reads agrees (an
 * outfit never names a piece added after the pieces were read). It holds a pool connection until
 * `read` ends: give it work that does not wait on anyone (the export spools to a temp folder).
 */
export function readSnapshot<T>(db: Db, read: (repo: AccountRepo) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(createAccountRepo(tx)), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
