// The morning notification's API: settings, a device's subscription, unsubscribing and the test
// send, against a real HTTPS push service that decrypts what it receives (test/fake-push-service.ts).
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MorningNotification, TestNotification } from '../../../contract/notifications.ts';
import {
  NO_DEVICE_MESSAGE,
  NOTIFICATIONS_OFF_MESSAGE,
  PUSH_ENDPOINT_MAX,
} from '../../../contract/notifications-values.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { anonymous, asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { startFakePushService, type FakeDevice } from '../../test/fake-push-service.ts';
import { downloadExport, exportOf, importZip, rowsOf, unzip } from '../../test/kits/account.ts';

const push = await startFakePushService();
afterAll(() => push.close());
const CONTACT = 'mailto:ops@example.com';
const { app, db } = await createTestApp({ push: { agent: push.agent, contact: CONTACT } });

const URL_ = '/api/notifications/morning';
const settingsOf = async (user: UserApi) => expectJson<MorningNotification>(await user.get(URL_));
const subscribe = (user: UserApi, device: FakeDevice) =>
  user.post('/api/notifications/subscriptions', device.subscription);
const message400 = async (response: Awaited<ReturnType<UserApi['get']>>) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string }>().message;
};

describe('GET and PUT /api/notifications/morning', () => {
  it('answers off at 07:30, no zone chosen, no device, and the server key to subscribe with', async () => {
    const user = await asUser(app);
    const settings = await settingsOf(user);
    expect(settings).toEqual({
      available: true,
      enabled: false,
      sendAt: '07:30',
      timeZone: null,
      devices: 0,
      publicKey: expect.stringMatching(/^B[\w-]{86}$/),
    });
    // One key pair for the installation, whoever asks.
    expect((await settingsOf(await asUser(app))).publicKey).toBe(settings.publicKey);
  });

  it("keeps the user's time and zone, and only theirs", async () => {
    const alice = await asUser(app);
    const bob = await asUser(app);
    const saved = expectJson<MorningNotification>(
      await alice.put(URL_, { enabled: true, sendAt: '06:45', timeZone: ' America/New_York ' }),
    );
    expect(saved).toMatchObject({ enabled: true, sendAt: '06:45', timeZone: 'America/New_York' });
    expect(await settingsOf(alice)).toEqual(saved);
    expect(await settingsOf(bob)).toMatchObject({ enabled: false, timeZone: null });
  });

  it.each([
    [
      { enabled: true, sendAt: '25:00', timeZone: 'UTC' },
      'sendAt: Time must be a time of day such as 07:30',
    ],
    [
      { enabled: true, sendAt: '7:30', timeZone: 'UTC' },
      'sendAt: Time must be a time of day such as 07:30',
    ],
    [{ enabled: true, sendAt: 730, timeZone: 'UTC' }, 'sendAt: Time must be text such as 07:30'],
    [
      { enabled: true, sendAt: '07:30', timeZone: 'Mars/Olympus_Mons' },
      'timeZone: Time zone must be a time zone such as Europe/Lisbon',
    ],
    [
      { enabled: 'yes', sendAt: '07:30', timeZone: 'UTC' },
      'enabled: enabled must be true or false',
    ],
    [{ sendAt: '07:30', timeZone: 'UTC' }, 'enabled: enabled must be true or false'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const user = await asUser(app);
    expect(await message400(await user.put(URL_, body))).toBe(message);
    expect((await settingsOf(user)).timeZone).toBeNull();
  });
});

describe('POST /api/notifications/subscriptions and /unsubscribe', () => {
  it('keeps a device once, however often it posts its subscription', async () => {
    const user = await asUser(app);
    const device = push.device();
    expect(expectJson<MorningNotification>(await subscribe(user, device)).devices).toBe(1);
    expect(expectJson<MorningNotification>(await subscribe(user, device)).devices).toBe(1);
    expect(expectJson<MorningNotification>(await subscribe(user, push.device())).devices).toBe(2);
  });

  it('moves a device to the account that subscribed it last (a browser signed in as someone else)', async () => {
    const alice = await asUser(app);
    const bob = await asUser(app);
    const device = push.device();
    expectJson(await subscribe(alice, device));
    expectJson(await subscribe(bob, device));
    expect((await settingsOf(alice)).devices).toBe(0);
    expect((await settingsOf(bob)).devices).toBe(1);
  });

  it("unsubscribes the user's own device, and never another account's", async () => {
    const alice = await asUser(app);
    const bob = await asUser(app);
    const device = push.device();
    expectJson(await subscribe(alice, device));
    const { endpoint } = device.subscription;

    expect((await bob.post('/api/notifications/unsubscribe', { endpoint })).statusCode).toBe(204);
    expect((await settingsOf(alice)).devices).toBe(1);

    expect((await alice.post('/api/notifications/unsubscribe', { endpoint })).statusCode).toBe(204);
    expect((await settingsOf(alice)).devices).toBe(0);
    // Again: nothing left to remove, still 204 (the browser may already have dropped it).
    expect((await alice.post('/api/notifications/unsubscribe', { endpoint })).statusCode).toBe(204);
  });

  const valid = () => push.device().subscription;
  it.each([
    [
      'an http endpoint',
      { endpoint: 'http://push.example.com/send/1' },
      /^endpoint: endpoint must be an https:\/\/ URL/,
    ],
    [
      'an endpoint on an IP address',
      { endpoint: 'https://10.0.0.7/send/1' },
      /^endpoint: endpoint must be an https:\/\/ URL/,
    ],
    [
      'an endpoint with credentials',
      { endpoint: 'https://a:b@push.example.com/x' },
      /^endpoint: endpoint must be an https:\/\/ URL/,
    ],
    ['no endpoint', { endpoint: undefined }, /^endpoint: endpoint is required$/],
    ['an endpoint that is no text', { endpoint: 42 }, /^endpoint: endpoint must be text$/],
    [
      'an endpoint too long',
      { endpoint: `https://push.example.com/${'x'.repeat(PUSH_ENDPOINT_MAX)}` },
      new RegExp(`^endpoint: endpoint must be at most ${PUSH_ENDPOINT_MAX} characters$`),
    ],
    ['no keys', { keys: undefined }, /^keys: keys must hold p256dh and auth$/],
    [
      'a short p256dh',
      { keys: { p256dh: 'BAAA', auth: 'A'.repeat(22) } },
      /^keys\.p256dh: p256dh must be a P-256 public key/,
    ],
    [
      'an auth of 8 bytes',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(11) } },
      /^keys\.auth: auth must be 16 bytes/,
    ],
    // The right length, but not a point of the curve: found before anything is sent to it.
    [
      'a p256dh off the curve',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
      /^keys\.p256dh: p256dh is not a point of the P-256 curve$/,
    ],
  ])('refuses %s with 400', async (_name, change, message) => {
    const user = await asUser(app);
    const response = await user.post('/api/notifications/subscriptions', { ...valid(), ...change });
    expect(await message400(response)).toMatch(message);
    expect((await settingsOf(user)).devices).toBe(0);
  });

  it('refuses an unsubscribe without an endpoint with 400', async () => {
    const user = await asUser(app);
    expect(await message400(await user.post('/api/notifications/unsubscribe', {}))).toBe(
      'endpoint: endpoint is required',
    );
  });
});

describe('POST /api/notifications/test', () => {
  it("sends the day's message, encrypted to each device and signed with the server's key", async () => {
    const user = await asUser(app);
    const [phone, laptop] = [push.device(), push.device()];
    expectJson(await subscribe(user, phone));
    const { publicKey } = expectJson<MorningNotification>(await subscribe(user, laptop));

    const sent = expectJson<TestNotification>(await user.post('/api/notifications/test'));
    expect(sent).toEqual({ devices: 2, delivered: 2 });
    for (const device of [phone, laptop]) {
      // An empty wardrobe has no look today: the test says the notification works instead.
      expect(device.messages()).toEqual([
        {
          title: 'Morning notifications are on',
          body: expect.stringContaining('Add pieces to your wardrobe'),
          url: '/#today',
        },
      ]);
      const id = device.subscription.endpoint.split('/').pop();
      const delivery = push.deliveries.find((d) => d.device === id)!;
      expect(delivery.vapid).toMatchObject({ aud: push.origin, sub: CONTACT, publicKey });
      expect(delivery.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(delivery.headers).toMatchObject({ 'content-encoding': 'aes128gcm', topic: 'morning' });
      expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    }
  });

  it('forgets a device its push service says is gone (410), and keeps the others', async () => {
    const user = await asUser(app);
    const [gone, kept] = [push.device(), push.device()];
    expectJson(await subscribe(user, gone));
    expectJson(await subscribe(user, kept));
    push.answer(gone, 410);

    const sent = expectJson<TestNotification>(await user.post('/api/notifications/test'));
    expect(sent).toEqual({ devices: 2, delivered: 1 });
    expect((await settingsOf(user)).devices).toBe(1);
    const left = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([{ endpoint: kept.subscription.endpoint }]);
  });

  it('keeps a device whose push service fails otherwise (500): not gone, only not delivered', async () => {
    const user = await asUser(app);
    const device = push.device();
    expectJson(await subscribe(user, device));
    push.answer(device, 500);
    const sent = expectJson<TestNotification>(await user.post('/api/notifications/test'));
    expect(sent).toEqual({ devices: 1, delivered: 0 });
    expect((await settingsOf(user)).devices).toBe(1);
  });

  it('says to turn it on first when no device is subscribed (409)', async () => {
    const user = await asUser(app);
    const response = await user.post('/api/notifications/test');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(NO_DEVICE_MESSAGE);
  });

  it('needs a session', async () => {
    expect((await anonymous(app).post('/api/notifications/test')).statusCode).toBe(401);
    expect((await anonymous(app).get(URL_)).statusCode).toBe(401);
  });
});

describe("the account's data", () => {
  it('carries the settings, not the devices, and an import checks them as the API does', async () => {
    const alice = await asUser(app);
    expectJson(await alice.put(URL_, { enabled: true, sendAt: '06:45', timeZone: 'Asia/Tokyo' }));
    expectJson(await subscribe(alice, push.device()));
    const [row] = rowsOf(await unzip(await downloadExport(alice)), 'morningNotification');
    expect(row).toMatchObject({ enabled: true, sendAt: '06:45', timeZone: 'Asia/Tokyo' });

    const bob = await asUser(app);
    for (const [change, message] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, /timeZone: Time zone must be a time zone/],
      [{ sendAt: '24:00' }, /sendAt: Time must be a time of day/],
    ] as const) {
      const refused = await importZip(
        bob,
        await exportOf({ morningNotification: [{ ...row, ...change }] }),
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect((await settingsOf(bob)).timeZone).toBeNull();

    expectJson(await importZip(bob, await exportOf({ morningNotification: [row] })));
    expect(await settingsOf(bob)).toMatchObject({
      enabled: true,
      sendAt: '06:45',
      timeZone: 'Asia/Tokyo',
      devices: 0,
    });
  });
});

describe('with MORNING_NOTIFICATIONS=off', () => {
  it('says so, takes no device and sends no test', async () => {
    const off = await createTestApp({ morningNotifications: false, push: { agent: push.agent } });
    const user = await asUser(off.app);
    expect(expectJson<MorningNotification>(await user.get(URL_)).available).toBe(false);
    for (const response of [
      await subscribe(user, push.device()),
      await user.post('/api/notifications/test'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(NOTIFICATIONS_OFF_MESSAGE);
    }
  });
});
