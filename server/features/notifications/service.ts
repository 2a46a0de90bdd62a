import type {
  MorningNotification,
  PushSubscriptionInput,
  TestNotification,
} from '../../../contract/notifications.ts';
import {
  DEFAULT_SEND_AT,
  NO_DEVICE_MESSAGE,
  NOTIFICATIONS_OFF_MESSAGE,
  TODAY_CARD_URL,
} from '../../../contract/notifications-values.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/dates.ts';
import { conflict, invalid } from '../../lib/domain-errors.ts';
import { isBeforeLocal, localMomentIn } from './local-time.ts';
import {
  createPushSender,
  generateVapidKeys,
  isP256PublicKey,
  type PushLog,
  type PushMessage,
  type PushOptions,
  type VapidKeys,
} from './push-sender.ts';
import {
  createNotificationsRepo,
  type MorningCandidate,
  type MorningSettings,
  type PushTarget,
} from './repo.ts';

/** What the notification says; the Today feature writes it (null: nothing to say today). */
export interface MorningMessages {
  morningMessage(userId: string): Promise<{ title: string; body: string; url: string } | null>;
}

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  log: PushLog;
  today: MorningMessages;
  /** False with MORNING_NOTIFICATIONS=off: nothing is sent and Settings says so. */
  available: boolean;
  push: PushOptions;
}

/** The instance_state row holding the VAPID key pair, as JSON: one row, so a pair stays a pair. */
export const VAPID_KEYS_STATE = 'vapid_keys';

/** A morning notification waits this long for a phone that is off; by the evening it is stale. */
const MORNING_TTL_SECONDS = 6 * 60 * 60;
/** A test is for now. */
const TEST_TTL_SECONDS = 15 * 60;
/** Users whose notification is written and sent at once in a due pass. */
const PASS_CONCURRENCY = 4;
/** The longest the message may take to write (the forecast, a look from the stylist). */
const MESSAGE_TIMEOUT_MS = 60_000;
/** Claims are kept this long (they say how many devices took each day), then forgotten. */
const CLAIMS_KEPT_MS = 30 * DAY_MS;

/** What a test says when the day has nothing to show (an empty wardrobe). */
const TEST_FALLBACK: PushMessage = {
  title: 'Morning notifications are on',
  body: 'Each morning your look for the day and its forecast arrive here. Add pieces to your wardrobe to get one.',
  url: TODAY_CARD_URL,
};

/** What one due pass did. */
export interface DuePass {
  /** Users whose day this instance claimed. */
  claimed: number;
  /** Devices that took a notification. */
  delivered: number;
}

function parseKeys(text: string | undefined): VapidKeys | undefined {
  if (!text) return undefined;
  const value = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof value.publicKey !== 'string' || typeof value.privateKey !== 'string') {
    throw new Error(`instance_state ${VAPID_KEYS_STATE} is not a VAPID key pair`);
  }
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `work` on every entry, at most `limit` at once. */
async function eachLimited<T>(
  entries: readonly T[],
  limit: number,
  work: (entry: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < entries.length) await work(entries[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, entries.length) }, worker));
}

/**
 * The local day whose notification is due for a candidate at `now`, or null. Due: it is at or
 * past the send time today in the user's zone, the day is not claimed yet, and the notification
 * was set up (settings saved, a device subscribed) before today's send time, so switching it on
 * at 3 pm starts tomorrow rather than sending a "morning" notification at once. A day the server
 * was down for at its send time is still due later that same day (catch-up), never the next day.
 */
export function dueDay(candidate: MorningCandidate, now: Date): string | null {
  const { sendAt, timeZone } = candidate;
  const { date, time } = localMomentIn(now, timeZone);
  if (time < sendAt) return null;
  if (candidate.lastClaimed !== null && candidate.lastClaimed >= date) return null;
  const setUpBefore = (at: Date) => isBeforeLocal(at, date, sendAt, timeZone);
  if (!setUpBefore(candidate.updatedAt) || !setUpBefore(candidate.firstSubscribedAt)) return null;
  return date;
}

/**
 * The morning notification (issue 28): each user's settings and devices, a test send, and the
 * due pass the scheduler runs every minute on every instance, sending each user's day once.
 */
export function createNotificationsService({
  db,
  clock,
  log,
  today,
  available,
  push: pushOptions,
}: NotificationsDeps) {
  const repo = createNotificationsRepo(db);

  let keys: Promise<VapidKeys> | null = null;
  /** The installation's VAPID keys: made by the first instance ever to need them, then read. */
  function vapidKeys(): Promise<VapidKeys> {
    keys ??= (async () => {
      const stored = parseKeys(await repo.readState(VAPID_KEYS_STATE));
      if (stored) return stored;
      await repo.writeStateOnce(VAPID_KEYS_STATE, JSON.stringify(generateVapidKeys()));
      // Instances starting together each wrote theirs; the one row kept is everyone's.
      const kept = parseKeys(await repo.readState(VAPID_KEYS_STATE));
      if (!kept) throw new Error('The VAPID keys could not be stored');
      return kept;
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  }

  const sender = createPushSender(pushOptions, vapidKeys, log);

  /** Sends to each device; a device its push service forgot is removed. Answers how many took it. */
  async function sendTo(
    targets: readonly PushTarget[],
    message: PushMessage,
    ttlSeconds: number,
  ): Promise<number> {
    const outcomes = await Promise.all(
      targets.map(async (target) => {
        const outcome = await sender.send(target, message, { ttlSeconds });
        if (outcome === 'gone') await repo.deleteGone(target.id);
        return outcome;
      }),
    );
    return outcomes.filter((outcome) => outcome === 'delivered').length;
  }

  async function messageFor(userId: string): Promise<PushMessage | null> {
    return withTimeout(today.morningMessage(userId), MESSAGE_TIMEOUT_MS, 'The morning message');
  }

  /** Writes and sends a claimed day's notification, and records how many devices took it. */
  async function sendClaimedDay(userId: string, localDate: string): Promise<number> {
    let delivered = 0;
    try {
      const message = await messageFor(userId);
      if (message)
        delivered = await sendTo(await repo.subscriptionsOf(userId), message, MORNING_TTL_SECONDS);
    } catch (error) {
      // Claimed all the same: a day is sent at most once, so it is not tried again.
      log.warn(
        { userId, localDate, reason: error instanceof Error ? error.message : String(error) },
        'the morning notification could not be sent',
      );
    }
    await repo.recordDelivered(userId, localDate, delivered);
    return delivered;
  }

  let claimsForgottenAt = 0;

  return {
    available,

    async get(userId: string): Promise<MorningNotification> {
      const [settings, devices, { publicKey }] = await Promise.all([
        repo.findSettings(userId),
        repo.countSubscriptions(userId),
        vapidKeys(),
      ]);
      return {
        available,
        enabled: settings?.enabled ?? false,
        sendAt: settings?.sendAt ?? DEFAULT_SEND_AT,
        timeZone: settings?.timeZone ?? null,
        devices,
        publicKey,
      };
    },

    /** Saves the settings; saving them unchanged changes nothing (not even when they count from). */
    async update(userId: string, settings: MorningSettings): Promise<MorningNotification> {
      const saved = await repo.findSettings(userId);
      const same =
        saved &&
        saved.enabled === settings.enabled &&
        saved.sendAt === settings.sendAt &&
        saved.timeZone === settings.timeZone;
      if (!same) await repo.saveSettings(userId, settings, clock.now());
      return this.get(userId);
    },

    /** Keeps a browser's push subscription for this user (the same endpoint again updates it). */
    async subscribe(userId: string, input: PushSubscriptionInput): Promise<MorningNotification> {
      if (!available) throw conflict(NOTIFICATIONS_OFF_MESSAGE);
      if (!isP256PublicKey(input.keys.p256dh)) {
        throw invalid('keys.p256dh', 'p256dh is not a point of the P-256 curve');
      }
      await repo.saveSubscription(
        userId,
        { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
        clock.now(),
      );
      return this.get(userId);
    },

    /** Forgets this user's subscription of `endpoint`, if there is one; never another user's. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await repo.deleteSubscription(userId, endpoint);
    },

    /** Sends today's message to the user's devices now (a fixed text when the day has none). */
    async sendTest(userId: string): Promise<TestNotification> {
      if (!available) throw conflict(NOTIFICATIONS_OFF_MESSAGE);
      const targets = await repo.subscriptionsOf(userId);
      if (targets.length === 0) throw conflict(NO_DEVICE_MESSAGE);
      let message: PushMessage | null = null;
      try {
        message = await messageFor(userId);
      } catch (error) {
        log.warn(
          { userId, reason: error instanceof Error ? error.message : String(error) },
          "today's message could not be written for a test",
        );
      }
      const delivered = await sendTo(targets, message ?? TEST_FALLBACK, TEST_TTL_SECONDS);
      return { devices: targets.length, delivered };
    },

    /**
     * The due pass: every user whose notification is due at `now` is claimed, and each claim
     * this instance wins is written and sent. Safe to run on every instance at once and again
     * after a restart: the claim lets each user's day through once.
     */
    async runDue(now: Date = clock.now()): Promise<DuePass> {
      const pass: DuePass = { claimed: 0, delivered: 0 };
      if (!available) return pass;
      const due: { userId: string; localDate: string }[] = [];
      for (const candidate of await repo.candidates()) {
        try {
          const localDate = dueDay(candidate, now);
          if (localDate) due.push({ userId: candidate.userId, localDate });
        } catch (error) {
          // A zone this runtime does not know: that user waits, the others are sent.
          log.warn(
            { userId: candidate.userId, timeZone: candidate.timeZone, reason: String(error) },
            'a morning notification has a time zone this server cannot read',
          );
        }
      }
      await eachLimited(due, PASS_CONCURRENCY, async ({ userId, localDate }) => {
        if (!(await repo.claim(userId, localDate, now))) return;
        pass.claimed += 1;
        // Not `pass.delivered += await …`: that reads the total before the await, and the users
        // sent at once would each write back their own count over the others'.
        const delivered = await sendClaimedDay(userId, localDate);
        pass.delivered += delivered;
      });
      if (now.getTime() - claimsForgottenAt > DAY_MS) {
        claimsForgottenAt = now.getTime();
        const before = new Date(now.getTime() - CLAIMS_KEPT_MS).toISOString().slice(0, 10);
        await repo.forgetClaimsBefore(before);
      }
      return pass;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** How often the scheduler runs the due pass: each minute, so a send time is met within one. */
export const MORNING_PASS_MS = MINUTE_MS;
