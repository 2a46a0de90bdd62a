import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shoppingSuggestions } from '../../db/schema.ts';

export type SuggestionRow = typeof shoppingSuggestions.$inferSelect;
export type NewSuggestionRow = typeof shoppingSuggestions.$inferInsert;

const owned = (userId: string, id: string) =>
  and(eq(shoppingSuggestions.id, id), eq(shoppingSuggestions.userId, userId));

/** Queries for shopping suggestions. Every one is scoped to the owner. */
export function createShoppingRepo(db: Db) {
  return {
    /** Purchased last, then unviewed before viewed, newest first. */
    list(userId: string): Promise<SuggestionRow[]> {
      return db
        .select()
        .from(shoppingSuggestions)
        .where(eq(shoppingSuggestions.userId, userId))
        .orderBy(
          asc(shoppingSuggestions.isPurchased),
          asc(shoppingSuggestions.isViewed),
          desc(shoppingSuggestions.createdAt),
          desc(shoppingSuggestions.id),
        );
    },

    async insertMany(rows: NewSuggestionRow[]): Promise<SuggestionRow[]> {
      if (!rows.length) return [];
      return db.insert(shoppingSuggestions).values(rows).returning();
    },

    async mark(
      userId: string,
      id: string,
      change: { isViewed: true } | { isViewed: true; isPurchased: true },
    ): Promise<SuggestionRow | undefined> {
      const rows = await db
        .update(shoppingSuggestions)
        .set(change)
        .where(owned(userId, id))
        .returning();
      return rows[0];
    },

    async delete(userId: string, id: string): Promise<SuggestionRow | undefined> {
      const rows = await db.delete(shoppingSuggestions).where(owned(userId, id)).returning();
      return rows[0];
    },
  };
}
