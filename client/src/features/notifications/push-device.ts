import type { PushSubscriptionBody } from '@contract/notifications.ts';

// This browser's side of Web Push: whether it can, the person's permission, and the subscription
// the app's service worker (client/public/sw.js) holds. The server is told in api.ts.

/** How long to wait for the service worker before saying it is not running (a dev server has none). */
const WORKER_TIMEOUT_MS = 10_000;

/** Whether this browser can get push notifications at all (iOS: only the app on the Home Screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** What the person said about notifications from this site ('default': not asked yet). */
export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

/** The person said no (now or earlier): only the browser's site settings can undo it. */
export class PermissionDeniedError extends Error {
  constructor() {
    super('Notifications are blocked for this site. Allow them in your browser’s site settings.');
  }
}

async function activeWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            'The app’s service worker is not running, so this browser cannot subscribe. Reload the page and try again.',
          ),
        ),
      WORKER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The endpoint this browser is subscribed with, or null (also without a service worker yet). */
export async function currentEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** A base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (key: ArrayBuffer | null | undefined, expected: Uint8Array) =>
  key != null &&
  key.byteLength === expected.length &&
  new Uint8Array(key).every((byte, i) => byte === expected[i]);

/**
 * Asks for permission (once; the browser remembers the answer) and subscribes this browser with
 * the server's key, reusing a subscription made with it. Answers what the server keeps.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionBody> {
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') throw new PermissionDeniedError();
  const registration = await activeWorker();
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    // Made for another server key (a restored or moved installation): it cannot be used.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Ends this browser's subscription; answers its endpoint, for the server to forget (or null). */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
