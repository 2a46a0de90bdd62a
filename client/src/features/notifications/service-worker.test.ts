import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// The app's service worker (client/public/sw.js) run as the browser runs it, in a context of its
// own: what it does with a push and with a tap on the notification.

const SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://fashion.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const showNotification = vi.fn(async () => undefined);
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
    claim: vi.fn(async () => undefined),
  };
  const self = {
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, listener),
    registration: { showNotification },
    clients,
    location: { origin: ORIGIN },
  };
  runInNewContext(SOURCE, { self, URL, console });

  /** Dispatches an event and waits for what it asked to wait for. */
  async function dispatch(type: string, event: object): Promise<void> {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
  }
  return { listeners, showNotification, clients, dispatch };
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
  },
});

const windowAt = (url: string): FakeWindow => ({
  url,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

describe('the service worker', () => {
  it('keeps its shell caching: install, activate and fetch are still handled', () => {
    const { listeners } = startWorker();
    for (const type of ['install', 'activate', 'fetch', 'push', 'notificationclick']) {
      expect(listeners.has(type), type).toBe(true);
    }
  });

  it("shows the push's title and body with the app's icon, keeping where it leads", async () => {
    const worker = startWorker();
    await worker.dispatch(
      'push',
      pushOf({
        title: 'Your look for today',
        body: 'Lisbon: Light rain. Try: Navy coat.',
        url: '/#today',
      }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith('Your look for today', {
      body: 'Lisbon: Light rain. Try: Navy coat.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'morning',
      data: { url: '/#today' },
    });
  });

  it("never leads to another site, and shows the app's name for a push without a title", async () => {
    const worker = startWorker();
    await worker.dispatch('push', pushOf({ body: 'Hello', url: 'https://elsewhere.example/' }));
    await worker.dispatch('push', pushOf('not json'));
    expect(worker.showNotification.mock.calls).toEqual([
      ['AI Fashion Companion', expect.objectContaining({ body: 'Hello', data: { url: '/' } })],
      ['AI Fashion Companion', expect.objectContaining({ body: 'not json', data: { url: '/' } })],
    ]);
  });

  it('a tap focuses the open app and takes it to the Today card', async () => {
    const open = windowAt(`${ORIGIN}/wardrobe`);
    const worker = startWorker([windowAt('https://elsewhere.example/'), open]);
    const close = vi.fn();
    await worker.dispatch('notificationclick', {
      notification: { close, data: { url: '/#today' } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/#today`);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a tap opens the app at the Today card when no window is open', async () => {
    const worker = startWorker();
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/#today' } },
    });
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#today`);
  });
});
