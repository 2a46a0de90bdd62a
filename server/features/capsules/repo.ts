import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { capsuleWardrobes } from '../../db/schema.ts';
import { liveItemIds } from '../../lib/item-id-lists.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type CapsuleRow = typeof capsuleWardrobes.$inferSelect;
export type NewCapsuleRow = typeof capsuleWardrobes.$inferInsert;
export type CapsuleChanges = Partial<
  Pick<NewCapsuleRow, 'name' | 'description' | 'theme' | 'season' | 'maxItems' | 'itemIds'>
>;

const owned = (userId: string, id: string) =>
  and(eq(capsuleWardrobes.id, id), eq(capsuleWardrobes.userId, userId));

// A capsule shows only the pieces that still exist: a deleted item drops out of it (decision 006).
const capsuleColumns = {
  ...getTableColumns(capsuleWardrobes),
  itemIds: liveItemIds(capsuleWardrobes.itemIds, capsuleWardrobes.userId),
};

/** Queries for capsule wardrobes; every one is scoped to the owner. */
export function createCapsulesRepo(db: Queryable) {
  const read = async (id: string) =>
    (await db.select(capsuleColumns).from(capsuleWardrobes).where(eq(capsuleWardrobes.id, id)))[0];

  return {
    list(userId: string): Promise<CapsuleRow[]> {
      return db
        .select(capsuleColumns)
        .from(capsuleWardrobes)
        .where(eq(capsuleWardrobes.userId, userId))
        .orderBy(desc(capsuleWardrobes.createdAt), desc(capsuleWardrobes.id));
    },

    async find(userId: string, id: string): Promise<CapsuleRow | undefined> {
      const rows = await db.select(capsuleColumns).from(capsuleWardrobes).where(owned(userId, id));
      return rows[0];
    },

    /** Locks the row for the rest of the transaction: two edits of one capsule apply one by one. */
    async findForUpdate(userId: string, id: string): Promise<CapsuleRow | undefined> {
      const rows = await db
        .select(capsuleColumns)
        .from(capsuleWardrobes)
        .where(owned(userId, id))
        .for('update', { of: capsuleWardrobes });
      return rows[0];
    },

    /**
     * How many capsules the user has, with the user's capsule list locked until the transaction
     * ends: two creates at once count one after the other, so neither passes the cap unseen.
     */
    async countLocked(userId: string): Promise<number> {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('capsules'), hashtext(${userId}))`,
      );
      const [row] = await db
        .select({ n: count() })
        .from(capsuleWardrobes)
        .where(eq(capsuleWardrobes.userId, userId));
      return row?.n ?? 0;
    },

    async insert(row: NewCapsuleRow): Promise<CapsuleRow> {
      const [inserted] = await db
        .insert(capsuleWardrobes)
        .values(row)
        .returning({ id: capsuleWardrobes.id });
      return (await read(inserted!.id))!;
    },

    async update(
      userId: string,
      id: string,
      changes: CapsuleChanges,
    ): Promise<CapsuleRow | undefined> {
      const [updated] = await db
        .update(capsuleWardrobes)
        .set(changes)
        .where(owned(userId, id))
        .returning({ id: capsuleWardrobes.id });
      return updated ? read(updated.id) : undefined;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(capsuleWardrobes)
        .where(owned(userId, id))
        .returning({ id: capsuleWardrobes.id });
      return rows.length > 0;
    },
  };
}
