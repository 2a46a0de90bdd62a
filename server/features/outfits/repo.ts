import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { outfits } from '../../db/schema.ts';
import { liveItemIds } from '../../lib/item-id-lists.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type OutfitRow = typeof outfits.$inferSelect;
export type NewOutfitRow = typeof outfits.$inferInsert;

const owned = (userId: string, id: string) => and(eq(outfits.id, id), eq(outfits.userId, userId));

// An outfit lists only the pieces that still exist: a deleted item drops out of it, in order.
const outfitColumns = {
  ...getTableColumns(outfits),
  itemIds: liveItemIds(outfits.itemIds, outfits.userId),
};

/** Queries for saved outfits. Every one is scoped to the owner. */
export function createOutfitsRepo(db: Queryable) {
  return {
    list(userId: string): Promise<OutfitRow[]> {
      return db
        .select(outfitColumns)
        .from(outfits)
        .where(eq(outfits.userId, userId))
        .orderBy(desc(outfits.createdAt), desc(outfits.id));
    },

    async find(userId: string, id: string): Promise<OutfitRow | undefined> {
      const rows = await db.select(outfitColumns).from(outfits).where(owned(userId, id)).limit(1);
      return rows[0];
    },

    async insert(outfit: NewOutfitRow): Promise<OutfitRow> {
      const rows = await db.insert(outfits).values(outfit).returning();
      return rows[0]!;
    },

    async delete(userId: string, id: string): Promise<OutfitRow | undefined> {
      const rows = await db.delete(outfits).where(owned(userId, id)).returning();
      return rows[0];
    },

    /** Counts one wear at `at`: timesWorn + 1, lastWorn = at (never moved back by a past day). */
    async logWear(userId: string, id: string, at: Date): Promise<OutfitRow | undefined> {
      const rows = await db
        .update(outfits)
        .set({
          timesWorn: sql`${outfits.timesWorn} + 1`,
          lastWorn: sql`GREATEST(${outfits.lastWorn}, ${at})`,
        })
        .where(owned(userId, id))
        .returning();
      return rows[0];
    },

    /**
     * Takes back a wear counted at `at`: timesWorn − 1; lastWorn goes back to `previous` when
     * this wear was the newest, else stays.
     */
    async unlogWear(
      userId: string,
      id: string,
      at: Date,
      previous: Date | null,
    ): Promise<OutfitRow | undefined> {
      const rows = await db
        .update(outfits)
        .set({
          timesWorn: sql`GREATEST(${outfits.timesWorn} - 1, 0)`,
          lastWorn: sql`CASE WHEN ${outfits.lastWorn} = ${at} THEN ${previous}::timestamptz ELSE ${outfits.lastWorn} END`,
        })
        .where(owned(userId, id))
        .returning();
      return rows[0];
    },
  };
}

export type OutfitsRepo = ReturnType<typeof createOutfitsRepo>;
