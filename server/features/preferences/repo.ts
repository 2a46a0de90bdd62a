import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences } from '../../db/schema.ts';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesPatch = Partial<Pick<PreferencesRow, 'autoCutout'>>;

/** Queries for the per-user settings row (absent until the user first changes a setting). */
export function createPreferencesRepo(db: Db) {
  return {
    async find(userId: string): Promise<PreferencesRow | undefined> {
      const rows = await db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
        .limit(1);
      return rows[0];
    },

    /** Writes the given settings, creating the row on first use; untouched settings keep their value. */
    async upsert(userId: string, patch: PreferencesPatch, now: Date): Promise<PreferencesRow> {
      const rows = await db
        .insert(userPreferences)
        .values({ userId, ...patch, updatedAt: now })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...patch, updatedAt: now } })
        .returning();
      return rows[0]!;
    },
  };
}
