import { and, eq, inArray, sql } from 'drizzle-orm';
import { userIdentities, users } from '../../db/schema.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** The columns of a user any answer may show (auth's toPublicUser reads the same). */
const publicColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Queries for the links between accounts and identities at the provider. */
export function createOidcRepo(db: Queryable) {
  return {
    /** The account an identity (issuer, subject) is linked to, with its public columns. */
    async userOfIdentity(issuer: string, subject: string) {
      const rows = await db
        .select({ user: publicColumns, identityId: userIdentities.id })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .limit(1);
      return rows[0];
    },

    /** The account's link to the provider (`issuers`: the spellings of its issuer). */
    async identityOf(userId: string, issuers: string[]): Promise<IdentityRow | undefined> {
      const rows = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), inArray(userIdentities.issuer, issuers)))
        .limit(1);
      return rows[0];
    },

    /** Inserts a link; undefined when the identity or the account already has one (any race). */
    async insertIdentity(values: {
      userId: string;
      issuer: string;
      subject: string;
      email: string | null;
      createdAt: Date;
    }): Promise<IdentityRow | undefined> {
      const rows = await db.insert(userIdentities).values(values).onConflictDoNothing().returning();
      return rows[0];
    },

    async updateIdentityEmail(id: string, email: string | null): Promise<void> {
      await db.update(userIdentities).set({ email }).where(eq(userIdentities.id, id));
    },

    /** Removes the account's link to the provider; answers whether there was one. */
    async deleteIdentity(userId: string, issuers: string[]): Promise<boolean> {
      const rows = await db
        .delete(userIdentities)
        .where(and(eq(userIdentities.userId, userId), inArray(userIdentities.issuer, issuers)))
        .returning({ id: userIdentities.id });
      return rows.length > 0;
    },

    async hasPassword(userId: string): Promise<boolean> {
      const rows = await db
        .select({ hasPassword: sql<boolean>`${users.password} IS NOT NULL` })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.hasPassword ?? false;
    },

    /** The accounts whose email is `email` (any case). */
    async usersWithEmail(email: string) {
      return db
        .select(publicColumns)
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(2);
    },

    /** Usernames taken among `candidates` (any case), in lower case. */
    async takenUsernames(candidates: string[]): Promise<Set<string>> {
      if (candidates.length === 0) return new Set();
      const lowered = candidates.map((name) => name.toLowerCase());
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) IN ${lowered}`);
      return new Set(rows.map((row) => row.username.toLowerCase()));
    },

    /** A password-less account; undefined when the username was taken meanwhile. */
    async insertUser(values: {
      username: string;
      firstName: string | null;
      lastName: string | null;
      email: string | null;
    }) {
      const rows = await db
        .insert(users)
        .values({ ...values, password: null })
        .onConflictDoNothing()
        .returning(publicColumns);
      return rows[0];
    },
  };
}

export type OidcRepo = ReturnType<typeof createOidcRepo>;
