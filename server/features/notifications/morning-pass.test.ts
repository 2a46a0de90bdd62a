// The scheduler's due pass: each user's morning notification goes out once per local day, at or
// after their time in their zone, however many instances run the pass and however often they
// restart. Several service instances, each on its own connections, share one database; the push
// service is real HTTPS and decrypts what it gets (test/fake-push-service.ts). What the message
// says is the Today feature's: here a stand-in with the same interface.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { instanceState, morningSends, pushSubscriptions } from '../../db/schema.ts';
import { asUser, expectJson } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { withDatabase } from '../../test/database-url.ts';
import { entityFactories, type Owner } from '../../test/entity-factories.ts';
import { startFakePushService, type FakeDevice } from '../../test/fake-push-service.ts';
import { createNotificationsService, VAPID_KEYS_STATE, type MorningMessages } from './service.ts';

const push = await startFakePushService();
afterAll(() => push.close());
const ctx = await createTestApp();
const { db } = ctx;
const make = entityFactories(db);
const databaseUrl = withDatabase(inject('pgServerUrl'), ctx.databaseName);

/** What Today would say: a line per user; `quiet` users have nothing, `broken` ones fail. */
const quiet = new Set<string>();
const broken = new Set<string>();
const today: MorningMessages = {
  morningMessage: async (userId) => {
    if (broken.has(userId)) throw new Error('the stylist is down');
    if (quiet.has(userId)) return null;
    return {
      title: 'Your look for today',
      body: `Lisbon: Light rain, 48–61 °F. Try: Navy coat (${userId.slice(0, 8)}).`,
      url: '/#today',
    };
  },
};

const log = { warn: vi.fn() };

/** Three processes' connections to the one database. */
const pools = [0, 1, 2].map(() => connectDatabase(databaseUrl, 2));
afterAll(() => Promise.all(pools.map((database) => database.pool.end())));
let started = 0;

/**
 * A freshly started app instance's notifications (nothing in memory), on the next of the three
 * processes' connections: three in a row are three processes.
 */
function instance() {
  const database = pools[started++ % pools.length]!;
  return createNotificationsService({
    db: database.db,
    clock: { now: () => new Date() },
    log,
    today,
    available: true,
    push: { contact: 'mailto:ops@example.com', timeoutMs: 5_000, agent: push.agent },
  });
}

const at = (iso: string) => new Date(iso);

/**
 * A user whose notification was set up long before: on at `sendAt` in `timeZone`, with one device
 * of the push service. `since` is when settings and device were made.
 */
async function morningUser({
  sendAt = '07:30',
  timeZone = 'America/New_York',
  since = at('2030-01-01T00:00:00Z'),
  enabled = true,
}: { sendAt?: string; timeZone?: string; since?: Date; enabled?: boolean } = {}) {
  const user = await make.user();
  await make.morningNotification(user, { enabled, sendAt, timeZone, updatedAt: since });
  const device = await deviceOf(user, since);
  return { user, device };
}

async function deviceOf(user: Owner, since: Date): Promise<FakeDevice> {
  const device = push.device();
  const { endpoint, keys } = device.subscription;
  await make.pushSubscription(user, { endpoint, ...keys, createdAt: since });
  return device;
}

const claimsOf = (user: Owner) =>
  db
    .select({ localDate: morningSends.localDate, delivered: morningSends.delivered })
    .from(morningSends)
    .where(eq(morningSends.userId, user.id));

beforeEach(async () => {
  // Each test's pass sees only its own users.
  await db.execute(sql`TRUNCATE morning_notifications, push_subscriptions, morning_sends`);
  quiet.clear();
  broken.clear();
  log.warn.mockClear();
});

// 07:30 in New York on 15 January 2030 is 12:30 UTC.
const BEFORE = at('2030-01-15T12:29:00Z');
const ON_TIME = at('2030-01-15T12:30:00Z');
const LATER_THAT_DAY = at('2030-01-15T20:00:00Z');

describe('the due pass', () => {
  it('sends once across three instances running it at the same moment', async () => {
    const { user, device } = await morningUser();
    const instances = [instance(), instance(), instance()];

    const passes = await Promise.all(instances.map((one) => one.runDue(ON_TIME)));
    expect(passes.map((pass) => pass.claimed).sort()).toEqual([0, 0, 1]);
    expect(passes.reduce((sum, pass) => sum + pass.delivered, 0)).toBe(1);
    expect(device.messages()).toEqual([
      {
        title: 'Your look for today',
        body: `Lisbon: Light rain, 48–61 °F. Try: Navy coat (${user.id.slice(0, 8)}).`,
        url: '/#today',
      },
    ]);
    expect(await claimsOf(user)).toEqual([{ localDate: '2030-01-15', delivered: 1 }]);

    // A minute later, all three again: the day is claimed.
    const next = at('2030-01-15T12:31:00Z');
    await Promise.all(instances.map((one) => one.runDue(next)));
    expect(device.messages()).toHaveLength(1);
  });

  it('waits for the time in the user’s zone', async () => {
    const { device } = await morningUser({ timeZone: 'America/New_York' });
    const tokyo = await morningUser({ timeZone: 'Asia/Tokyo', sendAt: '21:29' });
    const one = instance();
    // 12:29 UTC is 07:29 in New York and 21:29 in Tokyo.
    expect(await one.runDue(BEFORE)).toEqual({ claimed: 1, delivered: 1 });
    expect(device.messages()).toHaveLength(0);
    expect(tokyo.device.messages()).toHaveLength(1);
    expect(await one.runDue(ON_TIME)).toEqual({ claimed: 1, delivered: 1 });
    expect(device.messages()).toHaveLength(1);
  });

  it('sends nothing after a restart once the day is claimed', async () => {
    const { device } = await morningUser();
    await instance().runDue(ON_TIME);
    // The process restarts: a new instance, nothing in memory.
    const restarted = instance();
    expect(await restarted.runDue(LATER_THAT_DAY)).toEqual({ claimed: 0, delivered: 0 });
    expect(device.messages()).toHaveLength(1);
  });

  it('catches up once after downtime, the same day only', async () => {
    const { user, device } = await morningUser();
    // Down from before 07:30 until 15:00 in New York: the first pass after the start sends it.
    const afterStart = instance();
    expect(await afterStart.runDue(LATER_THAT_DAY)).toEqual({ claimed: 1, delivered: 1 });
    expect(await afterStart.runDue(at('2030-01-15T20:01:00Z'))).toEqual({
      claimed: 0,
      delivered: 0,
    });
    expect(device.messages()).toHaveLength(1);

    // Down all of the 16th, back at 06:00 on the 17th: the 16th is never sent a day late.
    const again = instance();
    expect(await again.runDue(at('2030-01-17T11:00:00Z'))).toEqual({ claimed: 0, delivered: 0 });
    expect(await again.runDue(at('2030-01-17T12:30:00Z'))).toEqual({ claimed: 1, delivered: 1 });
    expect(device.messages()).toHaveLength(2);
    expect((await claimsOf(user)).map((claim) => claim.localDate).sort()).toEqual([
      '2030-01-15',
      '2030-01-17',
    ]);
  });

  it('sends nothing to a user who turned it off', async () => {
    const { user, device } = await morningUser({ enabled: false });
    expect(await instance().runDue(ON_TIME)).toEqual({ claimed: 0, delivered: 0 });
    expect(device.messages()).toEqual([]);
    expect(await claimsOf(user)).toEqual([]);
  });

  it('starts the day after when switched on (or a device added) after the day’s time', async () => {
    // Switched on at 10:00 New York time, after its 07:30.
    const late = await morningUser({ since: at('2030-01-15T15:00:00Z') });
    // On since long ago, but its only device came at 10:00.
    const user = await make.user();
    await make.morningNotification(user, {
      updatedAt: at('2030-01-01T00:00:00Z'),
      timeZone: 'America/New_York',
    });
    const device = await deviceOf(user, at('2030-01-15T15:00:00Z'));

    const one = instance();
    expect(await one.runDue(LATER_THAT_DAY)).toEqual({ claimed: 0, delivered: 0 });
    expect(await one.runDue(at('2030-01-16T12:30:00Z'))).toEqual({ claimed: 2, delivered: 2 });
    expect(late.device.messages()).toHaveLength(1);
    expect(device.messages()).toHaveLength(1);
  });

  it('forgets a device its push service says is gone (410), and still reaches the others', async () => {
    const { user, device: gone } = await morningUser();
    const kept = await deviceOf(user, at('2030-01-01T00:00:00Z'));
    push.answer(gone, 410);

    expect(await instance().runDue(ON_TIME)).toEqual({ claimed: 1, delivered: 1 });
    expect(kept.messages()).toHaveLength(1);
    const left = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([{ endpoint: kept.subscription.endpoint }]);
  });

  it('logs a failing push service and does not try the day again', async () => {
    const { user, device } = await morningUser();
    push.answer(device, 503);
    const one = instance();
    expect(await one.runDue(ON_TIME)).toEqual({ claimed: 1, delivered: 0 });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ host: push.origin.slice('https://'.length), status: 503 }),
      'a push notification was not delivered',
    );
    // The endpoint is never logged: it works as a credential.
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(device.subscription.endpoint);
    push.answer(device, 201);
    expect(await one.runDue(at('2030-01-15T12:31:00Z'))).toEqual({ claimed: 0, delivered: 0 });
    expect(await claimsOf(user)).toEqual([{ localDate: '2030-01-15', delivered: 0 }]);
    // Still subscribed: tomorrow may work.
    expect(await one.runDue(at('2030-01-16T12:30:00Z'))).toEqual({ claimed: 1, delivered: 1 });
  });

  it('sends nothing on a day with nothing to say, or when the message fails, and claims it', async () => {
    const silent = await morningUser();
    const failing = await morningUser();
    quiet.add(silent.user.id);
    broken.add(failing.user.id);
    const one = instance();
    expect(await one.runDue(ON_TIME)).toEqual({ claimed: 2, delivered: 0 });
    expect(
      push.deliveries.filter((d) => [silent, failing].some((u) => d.device === idOf(u.device))),
    ).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: failing.user.id, reason: 'the stylist is down' }),
      'the morning notification could not be sent',
    );
    // Written once a day, not each minute.
    expect(await one.runDue(at('2030-01-15T12:31:00Z'))).toEqual({ claimed: 0, delivered: 0 });
  });

  it('skips a time zone this runtime cannot read, and sends the others', async () => {
    const stranded = await morningUser({ timeZone: 'Mars/Olympus_Mons' });
    const { device } = await morningUser();
    expect(await instance().runDue(ON_TIME)).toEqual({ claimed: 1, delivered: 1 });
    expect(device.messages()).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: stranded.user.id, timeZone: 'Mars/Olympus_Mons' }),
      'a morning notification has a time zone this server cannot read',
    );
  });

  it('keeps time across a change of the clocks (New York springs forward on 10 March 2030)', async () => {
    const { device } = await morningUser({ sendAt: '08:00' });
    const one = instance();
    // 08:00 EDT is 12:00 UTC; in winter it was 13:00 UTC.
    expect(await one.runDue(at('2030-03-11T11:59:00Z'))).toEqual({ claimed: 0, delivered: 0 });
    expect(await one.runDue(at('2030-03-11T12:00:00Z'))).toEqual({ claimed: 1, delivered: 1 });
    expect(device.messages()).toHaveLength(1);
  });
});

const idOf = (device: FakeDevice) => device.subscription.endpoint.split('/').pop();

describe('the VAPID keys', () => {
  it('are made once, by whichever instance starting together writes first, and shared', async () => {
    await db.delete(instanceState).where(eq(instanceState.name, VAPID_KEYS_STATE));
    const owners = await Promise.all([make.user(), make.user(), make.user()]);
    const answers = await Promise.all(
      [instance(), instance(), instance()].map((one, n) => one.get(owners[n]!.id)),
    );
    const keys = new Set(answers.map((answer) => answer.publicKey));
    expect(keys.size).toBe(1);
    const rows = await db
      .select()
      .from(instanceState)
      .where(eq(instanceState.name, VAPID_KEYS_STATE));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.value)).toMatchObject({ publicKey: [...keys][0] });

    // A restarted instance reads them; the sends are signed with them.
    const { device } = await morningUser();
    await instance().runDue(ON_TIME);
    const delivery = push.deliveries.find((d) => d.device === idOf(device))!;
    expect(delivery.vapid.publicKey).toBe([...keys][0]);
  });
});

describe('the scheduler in the app', () => {
  it("runs the pass on its own timer and sends the Today card's planned look", async () => {
    // A fixed morning: 08:00 in Lisbon on 15 January 2030 (UTC+0).
    const clock = { now: () => at('2030-01-15T08:00:00Z') };
    const app = await createTestApp({
      clock,
      morningPassMs: 20,
      push: { agent: push.agent, contact: 'mailto:ops@example.com' },
    });
    const appMake = entityFactories(app.db);
    const user = await asUser(app.app);
    const shirt = await appMake.item(user, { name: 'Navy Oxford Shirt', category: 'tops' });
    const trousers = await appMake.item(user, { name: 'Grey Chinos', category: 'bottoms' });
    const outfit = await appMake.outfit(user, { name: 'Office', itemIds: [shirt.id, trousers.id] });
    await appMake.calendarEntry(user, { date: '2030-01-15', outfitId: outfit.id });

    const device = push.device();
    expectJson(await user.post('/api/notifications/subscriptions', device.subscription));
    await appMake.morningNotification(user, {
      sendAt: '07:30',
      timeZone: 'Europe/Lisbon',
      updatedAt: at('2030-01-10T00:00:00Z'),
    });
    await app.db
      .update(pushSubscriptions)
      .set({ createdAt: at('2030-01-10T00:00:00Z') })
      .where(eq(pushSubscriptions.userId, user.id));

    await vi.waitFor(() => expect(device.messages()).toHaveLength(1), { timeout: 10_000 });
    expect(device.messages()[0]).toMatchObject({
      title: 'Your look for today',
      body: expect.stringContaining('Navy Oxford Shirt'),
      url: '/#today',
    });
    // More passes run; the day stays sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(device.messages()).toHaveLength(1);
  });
});
