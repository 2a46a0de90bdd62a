import { and, desc, eq } from 'drizzle-orm';
import { styleDiary } from '../../db/schema.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type DiaryRow = typeof styleDiary.$inferSelect;
export type NewDiaryRow = typeof styleDiary.$inferInsert;
export type DiaryPatch = Partial<
  Pick<
    NewDiaryRow,
    'title' | 'description' | 'sourceType' | 'sourceUrl' | 'notes' | 'tags' | 'isFavorite'
  >
>;

const owned = (userId: string, id: string) =>
  and(eq(styleDiary.id, id), eq(styleDiary.userId, userId));

/** Queries for style diary entries. Every one is scoped to the owner. */
export function createDiaryRepo(db: Queryable) {
  return {
    list(userId: string): Promise<DiaryRow[]> {
      return db
        .select()
        .from(styleDiary)
        .where(eq(styleDiary.userId, userId))
        .orderBy(desc(styleDiary.createdAt), desc(styleDiary.id));
    },

    async find(userId: string, id: string): Promise<DiaryRow | undefined> {
      const rows = await db.select().from(styleDiary).where(owned(userId, id));
      return rows[0];
    },

    async insert(row: NewDiaryRow): Promise<DiaryRow> {
      const rows = await db.insert(styleDiary).values(row).returning();
      return rows[0]!;
    },

    async update(userId: string, id: string, patch: DiaryPatch): Promise<DiaryRow | undefined> {
      const rows = await db.update(styleDiary).set(patch).where(owned(userId, id)).returning();
      return rows[0];
    },

    async delete(userId: string, id: string): Promise<DiaryRow | undefined> {
      const rows = await db.delete(styleDiary).where(owned(userId, id)).returning();
      return rows[0];
    },
  };
}
