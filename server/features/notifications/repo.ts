import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  instanceState,
  morningNotifications,
  morningSends,
  pushSubscriptions,
} from '../../db/schema.ts';

export type MorningSettingsRow = typeof morningNotifications.$inferSelect;
export type MorningSettings = Pick<MorningSettingsRow, 'enabled' | 'sendAt' | 'timeZone'>;

/** A device's push channel: where to send, and the keys its payload is encrypted to. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A user the due pass looks at: switched on, with at least one device. */
export interface MorningCandidate {
  userId: string;
  sendAt: string;
  timeZone: string;
  /** When the settings last changed: a day counts only if they were set before its send time. */
  updatedAt: Date;
  /** The oldest subscription's creation: likewise. */
  firstSubscribedAt: Date;
  /** The latest local day claimed for this user, or null. */
  lastClaimed: string | null;
}

/** Queries of the morning notification: settings, devices, the daily claims and the VAPID keys. */
export function createNotificationsRepo(db: Db) {
  return {
    async findSettings(userId: string): Promise<MorningSettingsRow | undefined> {
      const rows = await db
        .select()
        .from(morningNotifications)
        .where(eq(morningNotifications.userId, userId))
        .limit(1);
      return rows[0];
    },

    async saveSettings(userId: string, settings: MorningSettings, now: Date): Promise<void> {
      await db
        .insert(morningNotifications)
        .values({ userId, ...settings, updatedAt: now })
        .onConflictDoUpdate({
          target: morningNotifications.userId,
          set: { ...settings, updatedAt: now },
        });
    },

    async countSubscriptions(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },

    async subscriptionsOf(userId: string): Promise<PushTarget[]> {
      return db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },

    /**
     * Stores a browser's subscription under `userId`. Its endpoint is unique: one another account
     * had (the browser now signed in as someone else) moves to this one, and counts as new then.
     */
    async saveSubscription(
      userId: string,
      target: Omit<PushTarget, 'id'>,
      now: Date,
    ): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...target, createdAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            p256dh: target.p256dh,
            auth: target.auth,
            createdAt: sql`CASE WHEN ${pushSubscriptions.userId} = ${userId}
              THEN ${pushSubscriptions.createdAt} ELSE ${now.toISOString()}::timestamptz END`,
          },
        });
    },

    /** Removes the user's own subscription of `endpoint`; another account's stays. */
    async deleteSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Removes a subscription its push service says is gone (404/410). */
    async deleteGone(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** Every user with the notification on and a device, with what the due pass needs to decide. */
    async candidates(): Promise<MorningCandidate[]> {
      return db
        .select({
          userId: morningNotifications.userId,
          sendAt: morningNotifications.sendAt,
          timeZone: morningNotifications.timeZone,
          updatedAt: morningNotifications.updatedAt,
          firstSubscribedAt: sql`min(${pushSubscriptions.createdAt})`.mapWith(
            pushSubscriptions.createdAt,
          ),
          // The primary key (user_id, local_date) answers this from its index.
          lastClaimed: sql<string | null>`(
            SELECT max(${morningSends.localDate})::text FROM ${morningSends}
            WHERE ${morningSends.userId} = ${morningNotifications.userId})`,
        })
        .from(morningNotifications)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, morningNotifications.userId))
        .where(eq(morningNotifications.enabled, true))
        .groupBy(morningNotifications.userId);
    },

    /**
     * The once-per-day claim: a row for (user, local day), written only while the notification
     * is on. The primary key lets exactly one insert through, whichever instance and however
     * often it runs; true for the one whose insert it was.
     */
    async claim(userId: string, localDate: string, now: Date): Promise<boolean> {
      const result = await db.execute(sql`
        INSERT INTO ${morningSends} (user_id, local_date, claimed_at)
        SELECT ${userId}, ${localDate}::date, ${now.toISOString()}::timestamptz
        WHERE EXISTS (
          SELECT 1 FROM ${morningNotifications}
          WHERE ${morningNotifications.userId} = ${userId} AND ${morningNotifications.enabled})
        ON CONFLICT DO NOTHING
        RETURNING user_id`);
      return result.rows.length === 1;
    },

    /** How many devices took the claimed day's notification. */
    async recordDelivered(userId: string, localDate: string, delivered: number): Promise<void> {
      await db
        .update(morningSends)
        .set({ delivered })
        .where(and(eq(morningSends.userId, userId), eq(morningSends.localDate, localDate)));
    },

    /** Forgets claims of days before `date` ('YYYY-MM-DD'): they can never be due again. */
    async forgetClaimsBefore(date: string): Promise<void> {
      await db.delete(morningSends).where(lt(morningSends.localDate, date));
    },

    /** A value of the installation's own (instance_state), or undefined. */
    async readState(name: string): Promise<string | undefined> {
      const rows = await db
        .select({ value: instanceState.value })
        .from(instanceState)
        .where(eq(instanceState.name, name));
      return rows[0]?.value;
    },

    /** Writes the value unless one is there already: the first writer of all instances wins. */
    async writeStateOnce(name: string, value: string): Promise<void> {
      await db.insert(instanceState).values({ name, value }).onConflictDoNothing();
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
