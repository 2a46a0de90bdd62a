import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fashionInsights } from '../../db/schema.ts';

export type InsightRow = typeof fashionInsights.$inferSelect;
export type NewInsightRow = typeof fashionInsights.$inferInsert;

const owned = (userId: string, id: string) =>
  and(eq(fashionInsights.id, id), eq(fashionInsights.userId, userId));

/** Queries for fashion insights. Every one is scoped to the owner. */
export function createInsightsRepo(db: Db) {
  return {
    list(userId: string): Promise<InsightRow[]> {
      return db
        .select()
        .from(fashionInsights)
        .where(eq(fashionInsights.userId, userId))
        .orderBy(desc(fashionInsights.createdAt), desc(fashionInsights.id));
    },

    /** Titles already given, oldest first. */
    async titles(userId: string): Promise<string[]> {
      const rows = await db
        .select({ title: fashionInsights.title })
        .from(fashionInsights)
        .where(eq(fashionInsights.userId, userId))
        .orderBy(asc(fashionInsights.createdAt), asc(fashionInsights.id));
      return rows.map((r) => r.title);
    },

    async insert(row: NewInsightRow): Promise<InsightRow> {
      const rows = await db.insert(fashionInsights).values(row).returning();
      return rows[0]!;
    },

    async setRead(userId: string, id: string, isRead: boolean): Promise<InsightRow | undefined> {
      const rows = await db
        .update(fashionInsights)
        .set({ isRead })
        .where(owned(userId, id))
        .returning();
      return rows[0];
    },

    async delete(userId: string, id: string): Promise<InsightRow | undefined> {
      const rows = await db.delete(fashionInsights).where(owned(userId, id)).returning();
      return rows[0];
    },
  };
}
