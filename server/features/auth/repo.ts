import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.ts';
import { sessionUserColumns } from '../../db/session-user-columns.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * The cookie-to-person lookup runs before every signed-in request: built once and prepared on
 * each connection (PostgreSQL plans it once), with only the columns a session needs.
 */
function prepareLiveSessionLookup(db: Queryable) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/** Queries for accounts and their server-side sessions. */
export function createAuthRepo(db: Queryable) {
  let liveSessionLookup: ReturnType<typeof prepareLiveSessionLookup> | undefined;
  return {
    async findUserByUsername(username: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return rows[0];
    },

    /** Inserts a user, or answers undefined when the username is taken (any case). */
    async insertUser(user: NewUser): Promise<UserRow | undefined> {
      const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
      return rows[0];
    },

    /** `createdAt` is the sign-in, from the service's clock: the absolute lifetime counts from it. */
    async insertSession(
      tokenHash: string,
      userId: string,
      createdAt: Date,
      expiresAt: Date,
    ): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, createdAt, expiresAt });
    },

    async findLiveSession(tokenHash: string, now: Date) {
      liveSessionLookup ??= prepareLiveSessionLookup(db);
      const rows = await liveSessionLookup.execute({ tokenHash, now: now.toISOString() });
      return rows[0];
    },

    async extendSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(sql`${sessions.expiresAt} <= ${now}`)
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
