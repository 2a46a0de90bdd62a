import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { itemWears, sustainabilityGoals, wardrobeItems } from '../../db/schema.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type GoalRow = typeof sustainabilityGoals.$inferSelect;
export type NewGoalRow = typeof sustainabilityGoals.$inferInsert;
export type GoalPatch = Partial<
  Pick<
    NewGoalRow,
    'title' | 'description' | 'targetValue' | 'targetDate' | 'currentValue' | 'isCompleted'
  >
>;

/** What the impact numbers read of one active piece. */
export interface PieceFacts {
  id: string;
  name: string;
  category: string;
  price: number | null;
  timesWorn: number;
  thumbnailUrl: string | null;
  createdAt: Date;
}

const ownedGoal = (userId: string, id: string) =>
  and(eq(sustainabilityGoals.id, id), eq(sustainabilityGoals.userId, userId));

/**
 * Reads the wardrobe and wear log for the impact numbers (one query each, whatever the
 * wardrobe's size) and keeps the user's goals.
 */
export function createSustainabilityRepo(db: Queryable) {
  return {
    /** The active pieces, the same set the wardrobe lists; the shown thumbnail as the wardrobe shows it. */
    activePieces(userId: string): Promise<PieceFacts[]> {
      return db
        .select({
          id: wardrobeItems.id,
          name: wardrobeItems.name,
          category: wardrobeItems.category,
          price: wardrobeItems.price,
          timesWorn: wardrobeItems.timesWorn,
          thumbnailUrl: sql<string | null>`CASE WHEN ${wardrobeItems.displayImage} = 'cutout'
            AND ${wardrobeItems.cutoutUrl} IS NOT NULL
            THEN coalesce(${wardrobeItems.cutoutThumbnailUrl}, ${wardrobeItems.cutoutUrl})
            ELSE ${wardrobeItems.thumbnailUrl} END`,
          createdAt: wardrobeItems.createdAt,
        })
        .from(wardrobeItems)
        .where(and(eq(wardrobeItems.userId, userId), eq(wardrobeItems.isActive, true)));
    },

    /** Wears logged per calendar month (UTC) since `from`, as 'YYYY-MM' → count. */
    async wearsByMonth(userId: string, from: Date): Promise<Map<string, number>> {
      const month = sql<string>`to_char(${itemWears.wornAt} AT TIME ZONE 'UTC', 'YYYY-MM')`;
      const rows = await db
        .select({ month, wears: sql<number>`count(*)::int` })
        .from(itemWears)
        .where(and(eq(itemWears.userId, userId), gte(itemWears.wornAt, from)))
        .groupBy(month);
      return new Map(rows.map((row) => [row.month, row.wears]));
    },

    listGoals(userId: string): Promise<GoalRow[]> {
      return db
        .select()
        .from(sustainabilityGoals)
        .where(eq(sustainabilityGoals.userId, userId))
        .orderBy(desc(sustainabilityGoals.createdAt), desc(sustainabilityGoals.id));
    },

    async insertGoal(row: NewGoalRow): Promise<GoalRow> {
      const rows = await db.insert(sustainabilityGoals).values(row).returning();
      return rows[0]!;
    },

    async updateGoal(userId: string, id: string, patch: GoalPatch): Promise<GoalRow | undefined> {
      const rows = await db
        .update(sustainabilityGoals)
        .set(patch)
        .where(ownedGoal(userId, id))
        .returning();
      return rows[0];
    },

    async findGoal(userId: string, id: string): Promise<GoalRow | undefined> {
      const rows = await db.select().from(sustainabilityGoals).where(ownedGoal(userId, id));
      return rows[0];
    },

    async deleteGoal(userId: string, id: string): Promise<GoalRow | undefined> {
      const rows = await db.delete(sustainabilityGoals).where(ownedGoal(userId, id)).returning();
      return rows[0];
    },
  };
}
