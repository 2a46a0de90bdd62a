import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { itemWears, wardrobeItems } from '../../db/schema.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type ItemRow = typeof wardrobeItems.$inferSelect;
export type NewItemRow = typeof wardrobeItems.$inferInsert;
export type ItemPatch = Partial<
  Pick<
    NewItemRow,
    | 'name'
    | 'category'
    | 'subcategory'
    | 'color'
    | 'brand'
    | 'size'
    | 'price'
    | 'tags'
    | 'inLaundry'
    | 'imageUrl'
    | 'thumbnailUrl'
    | 'colors'
    | 'aiTags'
    | 'cutoutUrl'
    | 'cutoutThumbnailUrl'
    | 'displayImage'
    | 'pendingAnalysis'
  >
>;

/** Every column a photo sets: the original, its cut-out, which one shows, and what the scan read. */
export type PhotoFields = Pick<
  ItemPatch,
  | 'imageUrl'
  | 'thumbnailUrl'
  | 'cutoutUrl'
  | 'cutoutThumbnailUrl'
  | 'displayImage'
  | 'colors'
  | 'aiTags'
  | 'pendingAnalysis'
>;

/** What the background reading still has to do for a photo (null: nothing). */
export type PendingAnalysis = 'cutout' | 'keep-cutout' | 'read';

/** An item whose photo is still to be read: the item and the photo (read from the store later). */
export interface PendingItem {
  id: string;
  imageUrl: string;
}

/** The reading's result: the cut-out (when made), what the scan read, and nothing pending. */
export type AnalysisFields = Pick<
  ItemPatch,
  'cutoutUrl' | 'cutoutThumbnailUrl' | 'displayImage' | 'colors' | 'aiTags'
>;

const owned = (userId: string, id: string) =>
  and(eq(wardrobeItems.id, id), eq(wardrobeItems.userId, userId));

/**
 * The list query, newest first. It is the hot path (every wardrobe page, 500+ items), so it runs on
 * the pool directly: columns are aliased to ItemRow's names and rows need no ORM mapping.
 * Exported so the benchmark's raw baseline runs the very same SQL.
 */
export const LIST_ACTIVE_ITEMS_SQL = `SELECT id, user_id AS "userId", name, category, subcategory, color, colors,
  brand, size, price, image_url AS "imageUrl", thumbnail_url AS "thumbnailUrl",
  cutout_url AS "cutoutUrl", cutout_thumbnail_url AS "cutoutThumbnailUrl", display_image AS "displayImage",
  pending_analysis AS "pendingAnalysis", tags,
  times_worn AS "timesWorn", last_worn AS "lastWorn", ai_tags AS "aiTags", in_laundry AS "inLaundry",
  is_active AS "isActive", created_at AS "createdAt"
FROM wardrobe_items
WHERE user_id = $1 AND is_active
ORDER BY created_at DESC, id DESC`;

/** Queries for wardrobe items and their wear log. Every one is scoped to the owner. */
export function createWardrobeRepo(db: Db, pool: pg.Pool) {
  return {
    async listActive(userId: string): Promise<ItemRow[]> {
      // Named: each connection prepares it once and PostgreSQL reuses its plan (the hot path).
      const result = await pool.query<ItemRow>({
        name: 'list_active_items',
        text: LIST_ACTIVE_ITEMS_SQL,
        values: [userId],
      });
      return result.rows;
    },

    async find(userId: string, id: string): Promise<ItemRow | undefined> {
      const rows = await db.select().from(wardrobeItems).where(owned(userId, id)).limit(1);
      return rows[0];
    },

    /** The item's logged wears per calendar month (UTC) since `from`, as 'YYYY-MM' → count. */
    async wearsByMonth(userId: string, id: string, from: Date): Promise<Map<string, number>> {
      const month = sql<string>`to_char(${itemWears.wornAt} AT TIME ZONE 'UTC', 'YYYY-MM')`;
      const rows = await db
        .select({ month, wears: sql<number>`count(*)::int` })
        .from(itemWears)
        .where(
          and(eq(itemWears.userId, userId), eq(itemWears.itemId, id), gte(itemWears.wornAt, from)),
        )
        .groupBy(month);
      return new Map(rows.map((row) => [row.month, row.wears]));
    },

    /** Takes the item out of the wardrobe (isActive false); `on` is a caller's transaction. */
    async retire(userId: string, id: string, on: Queryable = db): Promise<ItemRow | undefined> {
      const rows = await on
        .update(wardrobeItems)
        .set({ isActive: false })
        .where(owned(userId, id))
        .returning();
      return rows[0];
    },

    async insert(item: NewItemRow): Promise<ItemRow> {
      const rows = await db.insert(wardrobeItems).values(item).returning();
      return rows[0]!;
    },

    /** With `requireCutout`, the edit applies only to an item that has a cut-out. */
    async update(
      userId: string,
      id: string,
      patch: ItemPatch,
      { requireCutout = false } = {},
    ): Promise<ItemRow | undefined> {
      const where = requireCutout
        ? and(owned(userId, id), isNotNull(wardrobeItems.cutoutUrl))
        : owned(userId, id);
      const rows = await db.update(wardrobeItems).set(patch).where(where).returning();
      return rows[0];
    },

    /**
     * Points the item at a new photo only if it still shows `expectedImageUrl`, so two photo
     * changes racing each other cannot both win (the loser's blobs would be left unreferenced).
     */
    async replacePhoto(
      userId: string,
      id: string,
      expectedImageUrl: string | null,
      photo: PhotoFields,
    ): Promise<ItemRow | undefined> {
      const unchanged =
        expectedImageUrl === null
          ? isNull(wardrobeItems.imageUrl)
          : eq(wardrobeItems.imageUrl, expectedImageUrl);
      const rows = await db
        .update(wardrobeItems)
        .set(photo)
        .where(and(owned(userId, id), unchanged))
        .returning();
      return rows[0];
    },

    /** Adds a cut-out to an item that still shows `expectedImageUrl` and has none yet. */
    async addCutout(
      userId: string,
      id: string,
      expectedImageUrl: string,
      cutout: Pick<ItemPatch, 'cutoutUrl' | 'cutoutThumbnailUrl' | 'displayImage'>,
    ): Promise<ItemRow | undefined> {
      const rows = await db
        .update(wardrobeItems)
        .set(cutout)
        .where(
          and(
            owned(userId, id),
            eq(wardrobeItems.imageUrl, expectedImageUrl),
            isNull(wardrobeItems.cutoutUrl),
          ),
        )
        .returning();
      return rows[0];
    },

    /**
     * Writes a background reading to the item, only while it still shows `expectedImageUrl` and
     * waits for it (deleted or given another photo meanwhile: nothing written, undefined). A
     * cut-out is written only to an item that has none (one made on request meanwhile stays).
     */
    async finishAnalysis(
      userId: string,
      id: string,
      expectedImageUrl: string,
      fields: AnalysisFields,
    ): Promise<ItemRow | undefined> {
      const rows = await db
        .update(wardrobeItems)
        .set({ ...fields, pendingAnalysis: null })
        .where(
          and(
            owned(userId, id),
            eq(wardrobeItems.imageUrl, expectedImageUrl),
            isNotNull(wardrobeItems.pendingAnalysis),
            fields.cutoutUrl ? isNull(wardrobeItems.cutoutUrl) : undefined,
          ),
        )
        .returning();
      return rows[0];
    },

    /**
     * An account's items whose photo still waits to be read, oldest first, at most `limit` (the
     * background reading queues them a few at a time).
     */
    async listPendingAnalysis({
      userId,
      limit,
    }: {
      userId: string;
      limit: number;
    }): Promise<PendingItem[]> {
      const rows = await db
        .select({ id: wardrobeItems.id, imageUrl: wardrobeItems.imageUrl })
        .from(wardrobeItems)
        .where(
          and(
            eq(wardrobeItems.userId, userId),
            isNotNull(wardrobeItems.pendingAnalysis),
            isNotNull(wardrobeItems.imageUrl),
          ),
        )
        .orderBy(wardrobeItems.createdAt, wardrobeItems.id)
        .limit(limit);
      return rows as PendingItem[];
    },

    /**
     * How many photos wait to be read, per account (a restart picks them up again). Not scoped to
     * an owner: the process works for all of them.
     */
    async pendingAnalysisByAccount(): Promise<{ userId: string; pending: number }[]> {
      return db
        .select({ userId: wardrobeItems.userId, pending: sql<number>`count(*)::int` })
        .from(wardrobeItems)
        .where(and(isNotNull(wardrobeItems.pendingAnalysis), isNotNull(wardrobeItems.imageUrl)))
        .groupBy(wardrobeItems.userId);
    },

    async delete(userId: string, id: string): Promise<ItemRow | undefined> {
      const rows = await db.delete(wardrobeItems).where(owned(userId, id)).returning();
      return rows[0];
    },

    /** Counts one wear at `at` and logs it with the lastWorn it replaces. */
    logWear(userId: string, id: string, at: Date): Promise<ItemRow | undefined> {
      return db.transaction(async (tx) => {
        const [item] = await tx.select().from(wardrobeItems).where(owned(userId, id)).for('update');
        if (!item) return undefined;
        await tx
          .insert(itemWears)
          .values({ itemId: id, userId, wornAt: at, previousLastWorn: item.lastWorn });
        const [updated] = await tx
          .update(wardrobeItems)
          // GREATEST skips NULL: a wear logged for a past day never moves lastWorn back.
          .set({
            timesWorn: sql`${wardrobeItems.timesWorn} + 1`,
            lastWorn: sql`GREATEST(${wardrobeItems.lastWorn}, ${at})`,
          })
          .where(eq(wardrobeItems.id, id))
          .returning();
        return updated;
      });
    },

    /**
     * Takes back the newest logged wear: timesWorn − 1 and lastWorn as it was before that wear.
     * Wears counted without a log entry are taken back one at a time, keeping lastWorn (or
     * clearing it at zero). Answers 'none' when there is nothing to take back.
     */
    undoWear(userId: string, id: string): Promise<ItemRow | 'none' | undefined> {
      return db.transaction(async (tx) => {
        const [item] = await tx.select().from(wardrobeItems).where(owned(userId, id)).for('update');
        if (!item) return undefined;
        if (item.timesWorn === 0) return 'none';
        const [newest] = await tx
          .select({ id: itemWears.id, previousLastWorn: itemWears.previousLastWorn })
          .from(itemWears)
          .where(eq(itemWears.itemId, id))
          .orderBy(desc(itemWears.wornAt), desc(itemWears.createdAt))
          .limit(1);
        if (newest) await tx.delete(itemWears).where(eq(itemWears.id, newest.id));
        const timesWorn = item.timesWorn - 1;
        const lastWorn = timesWorn === 0 ? null : newest ? newest.previousLastWorn : item.lastWorn;
        const [updated] = await tx
          .update(wardrobeItems)
          .set({ timesWorn, lastWorn })
          .where(eq(wardrobeItems.id, id))
          .returning();
        return updated;
      });
    },

    /**
     * Takes back the wear logged at exactly `at` (a calendar day's "Wore it"), wherever it sits
     * among the item's wears: timesWorn − 1, lastWorn the newest wear left. Answers 'none' when
     * no wear was logged at `at`.
     */
    undoWearAt(userId: string, id: string, at: Date): Promise<ItemRow | 'none' | undefined> {
      return db.transaction(async (tx) => {
        const [item] = await tx.select().from(wardrobeItems).where(owned(userId, id)).for('update');
        if (!item) return undefined;
        const [wear] = await tx
          .select({ id: itemWears.id, previousLastWorn: itemWears.previousLastWorn })
          .from(itemWears)
          .where(and(eq(itemWears.itemId, id), eq(itemWears.wornAt, at)))
          .limit(1);
        if (!wear || item.timesWorn === 0) return 'none';
        await tx.delete(itemWears).where(eq(itemWears.id, wear.id));
        const [newestLeft] = await tx
          .select({ wornAt: itemWears.wornAt })
          .from(itemWears)
          .where(eq(itemWears.itemId, id))
          .orderBy(desc(itemWears.wornAt))
          .limit(1);
        const timesWorn = item.timesWorn - 1;
        const lastWorn =
          timesWorn === 0
            ? null
            : (newestLeft?.wornAt ??
              (item.lastWorn && item.lastWorn.getTime() !== at.getTime()
                ? item.lastWorn
                : wear.previousLastWorn));
        const [updated] = await tx
          .update(wardrobeItems)
          .set({ timesWorn, lastWorn })
          .where(eq(wardrobeItems.id, id))
          .returning();
        return updated;
      });
    },
  };
}

export type WardrobeRepo = ReturnType<typeof createWardrobeRepo>;
