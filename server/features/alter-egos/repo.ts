import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alterEgoOutfits, alterEgos, outfits } from '../../db/schema.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type AlterEgoRow = typeof alterEgos.$inferSelect;
export type NewAlterEgoRow = typeof alterEgos.$inferInsert;
export type AlterEgoPatch = Partial<
  Pick<
    NewAlterEgoRow,
    | 'name'
    | 'description'
    | 'stylePreferences'
    | 'colorPalette'
    | 'occasions'
    | 'personality'
    | 'celebrityMatch'
    | 'isActive'
  >
>;

const owned = (userId: string, id: string) =>
  and(eq(alterEgos.id, id), eq(alterEgos.userId, userId));

/** Queries for alter egos and their outfit links. Every one is scoped to the owner. */
export function createAlterEgosRepo(db: Queryable) {
  return {
    list(userId: string): Promise<AlterEgoRow[]> {
      return db
        .select()
        .from(alterEgos)
        .where(eq(alterEgos.userId, userId))
        .orderBy(desc(alterEgos.createdAt), desc(alterEgos.id));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(alterEgos)
        .where(eq(alterEgos.userId, userId));
      return row?.n ?? 0;
    },

    async find(userId: string, id: string): Promise<AlterEgoRow | undefined> {
      const rows = await db.select().from(alterEgos).where(owned(userId, id)).limit(1);
      return rows[0];
    },

    async insert(row: NewAlterEgoRow): Promise<AlterEgoRow> {
      const rows = await db.insert(alterEgos).values(row).returning();
      return rows[0]!;
    },

    async update(
      userId: string,
      id: string,
      patch: AlterEgoPatch,
    ): Promise<AlterEgoRow | undefined> {
      const rows = await db.update(alterEgos).set(patch).where(owned(userId, id)).returning();
      return rows[0];
    },

    async delete(userId: string, id: string): Promise<AlterEgoRow | undefined> {
      const rows = await db.delete(alterEgos).where(owned(userId, id)).returning();
      return rows[0];
    },

    /** Links an outfit to a persona when both are the user's; true when a new link was written. */
    async linkOutfit(userId: string, alterEgoId: string, outfitId: string): Promise<boolean> {
      const result = await db.execute(sql`
        INSERT INTO ${alterEgoOutfits} (alter_ego_id, outfit_id)
        SELECT ${alterEgos.id}, ${outfits.id}
        FROM ${alterEgos}, ${outfits}
        WHERE ${alterEgos.id} = ${alterEgoId} AND ${alterEgos.userId} = ${userId}
          AND ${outfits.id} = ${outfitId} AND ${outfits.userId} = ${userId}
        ON CONFLICT DO NOTHING`);
      return (result.rowCount ?? 0) > 0;
    },
  };
}
