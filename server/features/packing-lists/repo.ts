import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { packingLists } from '../../db/schema.ts';
import { liveItemIds } from '../../lib/item-id-lists.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type PackingListRow = typeof packingLists.$inferSelect;
export type NewPackingListRow = typeof packingLists.$inferInsert;
export type PackingListChanges = Partial<
  Pick<
    NewPackingListRow,
    'tripName' | 'destination' | 'startDate' | 'endDate' | 'notes' | 'itemIds' | 'packedItemIds'
  >
>;

const owned = (userId: string, id: string) =>
  and(eq(packingLists.id, id), eq(packingLists.userId, userId));

// A list shows only the pieces that still exist: a deleted item drops out of it (decision 006).
const listColumns = {
  ...getTableColumns(packingLists),
  itemIds: liveItemIds(packingLists.itemIds, packingLists.userId),
  packedItemIds: liveItemIds(packingLists.packedItemIds, packingLists.userId),
};

/** Queries for packing lists; every one is scoped to the owner. */
export function createPackingListsRepo(db: Queryable) {
  return {
    /** Soonest trip first; trips without dates after, newest first. */
    list(userId: string): Promise<PackingListRow[]> {
      return db
        .select(listColumns)
        .from(packingLists)
        .where(eq(packingLists.userId, userId))
        .orderBy(
          sql`${packingLists.startDate} ASC NULLS LAST`,
          desc(packingLists.createdAt),
          desc(packingLists.id),
        );
    },

    /** Locks the row for the rest of the transaction: two edits of one list apply one by one. */
    async findForUpdate(userId: string, id: string): Promise<PackingListRow | undefined> {
      const rows = await db
        .select(listColumns)
        .from(packingLists)
        .where(owned(userId, id))
        .for('update', { of: packingLists });
      return rows[0];
    },

    async insert(row: NewPackingListRow): Promise<PackingListRow> {
      const [inserted] = await db
        .insert(packingLists)
        .values(row)
        .returning({ id: packingLists.id });
      const [read] = await db
        .select(listColumns)
        .from(packingLists)
        .where(eq(packingLists.id, inserted!.id));
      return read!;
    },

    async update(
      userId: string,
      id: string,
      changes: PackingListChanges,
    ): Promise<PackingListRow | undefined> {
      const [updated] = await db
        .update(packingLists)
        .set(changes)
        .where(owned(userId, id))
        .returning({ id: packingLists.id });
      if (!updated) return undefined;
      const [read] = await db
        .select(listColumns)
        .from(packingLists)
        .where(eq(packingLists.id, updated.id));
      return read;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(packingLists)
        .where(owned(userId, id))
        .returning({ id: packingLists.id });
      return rows.length > 0;
    },
  };
}
