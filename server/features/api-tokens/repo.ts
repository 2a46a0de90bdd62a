import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema.ts';
import { sessionUserColumns } from '../../db/session-user-columns.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiToken = typeof apiTokens.$inferInsert;

/** Queries of personal API tokens. */
export function createApiTokensRepo(db: Db) {
  return {
    list(userId: string): Promise<ApiTokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
    },

    async countFor(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId));
      return row?.n ?? 0;
    },

    async insert(token: NewApiToken): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(token).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** True when the user had this token (another user's id deletes nothing). */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },

    /** The live token with this hash and its owner, or undefined (unknown or expired). */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: apiTokens.id,
          scope: apiTokens.scope,
          lastUsedAt: apiTokens.lastUsedAt,
          user: sessionUserColumns,
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(
          and(
            eq(apiTokens.tokenHash, tokenHash),
            or(isNull(apiTokens.expiresAt), sql`${apiTokens.expiresAt} > ${now}`),
          ),
        )
        .limit(1);
      return row;
    },

    /** Marks a use, unless one was marked since `before` (a write at most once a minute). */
    async touch(id: string, now: Date, before: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiTokens.id, id),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before)),
          ),
        );
    },
  };
}

export type ApiTokensRepo = ReturnType<typeof createApiTokensRepo>;
