import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { outfitCalendar } from '../../db/schema.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type CalendarRow = typeof outfitCalendar.$inferSelect;
export type NewCalendarRow = typeof outfitCalendar.$inferInsert;
export type CalendarChanges = Partial<
  Pick<
    NewCalendarRow,
    'date' | 'outfitId' | 'eventName' | 'eventType' | 'notes' | 'wornAt' | 'outfitPreviousLastWorn'
  >
>;

const owned = (userId: string, id: string) =>
  and(eq(outfitCalendar.id, id), eq(outfitCalendar.userId, userId));

const byDay = [asc(outfitCalendar.date), asc(outfitCalendar.createdAt), asc(outfitCalendar.id)];

/** Queries for calendar entries; every one is scoped to the owner. Dates are "YYYY-MM-DD". */
export function createCalendarRepo(db: Queryable) {
  return {
    /** Entries from `start` to `end`, both inclusive, day by day. */
    range(userId: string, start: string, end: string): Promise<CalendarRow[]> {
      return db
        .select()
        .from(outfitCalendar)
        .where(
          and(
            eq(outfitCalendar.userId, userId),
            gte(outfitCalendar.date, start),
            lte(outfitCalendar.date, end),
          ),
        )
        .orderBy(...byDay);
    },

    /** The next `limit` entries on or after `from`, nearest first. */
    upcoming(userId: string, from: string, limit: number): Promise<CalendarRow[]> {
      return db
        .select()
        .from(outfitCalendar)
        .where(and(eq(outfitCalendar.userId, userId), gte(outfitCalendar.date, from)))
        .orderBy(...byDay)
        .limit(limit);
    },

    async insert(row: NewCalendarRow): Promise<CalendarRow> {
      const [inserted] = await db.insert(outfitCalendar).values(row).returning();
      return inserted!;
    },

    async update(
      userId: string,
      id: string,
      changes: CalendarChanges,
    ): Promise<CalendarRow | undefined> {
      const [updated] = await db
        .update(outfitCalendar)
        .set(changes)
        .where(owned(userId, id))
        .returning();
      return updated;
    },

    async find(userId: string, id: string): Promise<CalendarRow | undefined> {
      const [row] = await db.select().from(outfitCalendar).where(owned(userId, id));
      return row;
    },

    /** Another entry of the same day with the same outfit already worn (once per day). */
    async wornSameDay(userId: string, date: string, outfitId: string): Promise<boolean> {
      const rows = await db
        .select({ id: outfitCalendar.id })
        .from(outfitCalendar)
        .where(
          and(
            eq(outfitCalendar.userId, userId),
            eq(outfitCalendar.date, date),
            eq(outfitCalendar.outfitId, outfitId),
            isNotNull(outfitCalendar.wornAt),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Locks the entry for the rest of the transaction: one "Wore it" at a time. */
    async findForUpdate(userId: string, id: string): Promise<CalendarRow | undefined> {
      const [row] = await db.select().from(outfitCalendar).where(owned(userId, id)).for('update');
      return row;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(outfitCalendar)
        .where(owned(userId, id))
        .returning({ id: outfitCalendar.id });
      return rows.length > 0;
    },
  };
}
