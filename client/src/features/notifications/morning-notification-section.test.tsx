import type { MorningNotification } from '@contract/notifications.ts';
import { NOTIFICATIONS_OFF_MESSAGE } from '@contract/notifications-values.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { browserTimeZone } from './morning-form.ts';
import { keyBytes } from './push-device.ts';
import { MorningNotificationSection } from './public.ts';

// The browser's side is faked where it leaves the app: Notification, the service worker's push
// manager (what a browser's push service would hand out) and fetch.

const PUBLIC_KEY = `B${'x1_-'.repeat(21)}AB`;
const ENDPOINT = 'https://push.example.com/send/this-device';
const KEYS = { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) };

function fakeSubscription(applicationServerKey: ArrayBuffer, onUnsubscribe: () => void) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      onUnsubscribe();
      return true;
    }),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** A browser that can do Web Push: the permission it has, what the person answers, a subscription. */
function pushBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
} = {}) {
  let subscription: FakeSubscription | null = null;
  const make = (key: ArrayBuffer) =>
    fakeSubscription(key, () => {
      subscription = null;
    });
  if (subscribed) subscription = make(keyBytes(PUBLIC_KEY).buffer);
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(
      async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        subscription = make(options.applicationServerKey.slice().buffer as ArrayBuffer);
        return subscription;
      },
    ),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  return { pushManager, notification, subscription: () => subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The server: the settings as GET answers them, changed by the writes as the real one does. */
function server(start: Partial<MorningNotification> = {}) {
  const state: MorningNotification = {
    available: true,
    enabled: false,
    sendAt: '07:30',
    timeZone: null,
    devices: 0,
    publicKey: PUBLIC_KEY,
    ...start,
  };
  const mock = mockFetch({
    'GET /api/notifications/morning': () => json(200, state),
    'PUT /api/notifications/morning': ({ body }) => {
      Object.assign(state, body);
      return json(200, state);
    },
    'POST /api/notifications/subscriptions': () => {
      state.devices += 1;
      return json(200, state);
    },
    'POST /api/notifications/unsubscribe': () => {
      state.devices = Math.max(0, state.devices - 1);
      return new Response(null, { status: 204 });
    },
    'POST /api/notifications/test': () =>
      json(200, { devices: state.devices, delivered: state.devices }),
  });
  return { ...mock, state };
}

function renderSection() {
  renderApp({ ui: <MorningNotificationSection /> });
  return userEvent.setup();
}

const section = () => screen.findByRole('region', { name: 'Morning notification' });
const deviceSwitch = async () =>
  within(await section()).findByRole('switch', { name: 'On this device' });
const toasts = () => screen.findByRole('region', { name: /Notifications/ });
const sent = (requests: { method: string; url: string; body: unknown }[], key: string) =>
  requests.filter((request) => `${request.method} ${request.url}` === key).map((r) => r.body);

describe('the morning notification in Settings', () => {
  it('turns on for this device: asks once, subscribes with the server key, switches it on', async () => {
    const browser = pushBrowser();
    const { requests } = server();
    const user = renderSection();
    expect(
      await within(await section()).findByText('Not on for any device yet.'),
    ).toBeInTheDocument();

    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...keyBytes(PUBLIC_KEY)]);
    expect(sent(requests, 'POST /api/notifications/subscriptions')).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
    ]);
    // The zone was never chosen: this device's is proposed and saved with it.
    expect(sent(requests, 'PUT /api/notifications/morning')).toEqual([
      { enabled: true, sendAt: '07:30', timeZone: browserTimeZone() },
    ]);
    expect(
      await within(await section()).findByText(/^On for 1 device, at 07:30/),
    ).toBeInTheDocument();
    expect(await within(await toasts()).findByText('Morning notification on')).toBeInTheDocument();
  });

  it('says how to allow notifications when this site is blocked', async () => {
    pushBrowser({ permission: 'denied' });
    server();
    renderSection();
    expect(
      await within(await section()).findByText(/Notifications are blocked for this site/),
    ).toBeInTheDocument();
    expect(await deviceSwitch()).toBeDisabled();
  });

  it('changes nothing when the person says no to the browser’s question', async () => {
    const browser = pushBrowser({ answer: 'denied' });
    const { requests } = server();
    const user = renderSection();
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);

    expect(
      await within(await toasts()).findByText('Could not turn the notification on'),
    ).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(
      await within(await section()).findByText(/Notifications are blocked for this site/),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('says when this browser cannot receive notifications, and still sets the time', async () => {
    server();
    renderSection();
    expect(
      await within(await section()).findByText(/This browser cannot show notifications/),
    ).toBeInTheDocument();
    expect(await deviceSwitch()).toBeDisabled();
    expect(within(await section()).getByLabelText('Time')).toHaveValue('07:30');
  });

  it('turns off on this device: the browser unsubscribes and the server forgets that endpoint', async () => {
    const browser = pushBrowser({ permission: 'granted', subscribed: true });
    const { requests } = server({ enabled: true, devices: 2, timeZone: 'Europe/Lisbon' });
    const user = renderSection();
    expect(
      await within(await section()).findByText('On for 2 devices, at 07:30 (Europe/Lisbon).'),
    ).toBeInTheDocument();
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.subscription()).toBeNull();
    expect(sent(requests, 'POST /api/notifications/unsubscribe')).toEqual([{ endpoint: ENDPOINT }]);
    expect(await within(await section()).findByText(/^On for 1 device/)).toBeInTheDocument();
  });

  it('saves the time and the zone, and refuses a zone that is none', async () => {
    pushBrowser({ permission: 'granted' });
    const { requests } = server({ enabled: true, devices: 1, timeZone: 'Europe/Lisbon' });
    const user = renderSection();
    const form = await within(await section()).findByRole('form', { name: 'Notification time' });
    const zone = within(form).getByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus_Mons');
    await user.click(within(form).getByRole('button', { name: 'Save time' }));
    expect(
      await within(form).findByText('Time zone must be a time zone such as Europe/Lisbon'),
    ).toBeInTheDocument();
    expect(sent(requests, 'PUT /api/notifications/morning')).toEqual([]);

    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    const time = within(form).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '06:45');
    await user.click(within(form).getByRole('button', { name: 'Save time' }));
    await waitFor(() =>
      expect(sent(requests, 'PUT /api/notifications/morning')).toEqual([
        { enabled: true, sendAt: '06:45', timeZone: 'Asia/Tokyo' },
      ]),
    );
    expect(await within(await toasts()).findByText('Notification time saved')).toBeInTheDocument();
    expect(
      await within(await section()).findByText('On for 1 device, at 06:45 (Asia/Tokyo).'),
    ).toBeInTheDocument();
  });

  it('sends a test notification to the account’s devices', async () => {
    pushBrowser({ permission: 'granted', subscribed: true });
    const { requests } = server({ enabled: true, devices: 2, timeZone: 'Europe/Lisbon' });
    const user = renderSection();
    await user.click(
      await within(await section()).findByRole('button', { name: 'Send a test notification' }),
    );
    const shown = await toasts();
    expect(await within(shown).findByText('Test notification sent')).toBeInTheDocument();
    expect(within(shown).getByText(/Sent to 2 devices/)).toBeInTheDocument();
    expect(sent(requests, 'POST /api/notifications/test')).toHaveLength(1);
  });

  it('offers no test before a device is on', async () => {
    pushBrowser({ permission: 'granted' });
    server();
    renderSection();
    const shown = await section();
    expect(
      await within(shown).findByRole('button', { name: 'Send a test notification' }),
    ).toBeDisabled();
    expect(within(shown).queryByRole('button', { name: 'Turn off on every device' })).toBeNull();
  });

  it('turns off on every device at once, keeping the time', async () => {
    pushBrowser({ permission: 'granted' });
    const { requests } = server({ enabled: true, devices: 3, timeZone: 'Europe/Lisbon' });
    const user = renderSection();
    await user.click(
      await within(await section()).findByRole('button', { name: 'Turn off on every device' }),
    );
    await waitFor(() =>
      expect(sent(requests, 'PUT /api/notifications/morning')).toEqual([
        { enabled: false, sendAt: '07:30', timeZone: 'Europe/Lisbon' },
      ]),
    );
    expect(
      await within(await section()).findByText('Off: nothing is sent to your 3 devices.'),
    ).toBeInTheDocument();
  });

  it('says so when the server sends no notifications', async () => {
    server({ available: false });
    renderSection();
    expect(
      await within(await section()).findByText(`${NOTIFICATIONS_OFF_MESSAGE}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
