import type { MorningSettingsBody, notificationsEndpoints } from '@contract/notifications.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { subscribeThisDevice, unsubscribeThisDevice } from './push-device.ts';

const call = endpointCaller<typeof notificationsEndpoints>();

/** The morning notification's settings and this account's devices. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const satisfies ResourceKey;

export const morningQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_QUERY_KEY, 'morning'],
  queryFn: ({ signal }) => call('GET /api/notifications/morning', { signal }),
});

export const useMorningNotification = () => useQuery(morningQuery);

export function useSaveMorning() {
  return useMutation({
    mutationFn: (body: MorningSettingsBody) => call('PUT /api/notifications/morning', { body }),
    meta: { errorTitle: 'Failed to save the notification', invalidates: ['/api/notifications'] },
  });
}

/**
 * "On this device": permission, this browser's subscription (posted to the server), and the
 * notification switched on with the settings it has (or proposes).
 */
export function useTurnOnHere() {
  return useMutation({
    mutationFn: async ({
      publicKey,
      settings,
    }: {
      publicKey: string;
      settings: MorningSettingsBody;
    }) => {
      const subscription = await subscribeThisDevice(publicKey);
      await call('POST /api/notifications/subscriptions', { body: subscription });
      return call('PUT /api/notifications/morning', { body: { ...settings, enabled: true } });
    },
    meta: {
      errorTitle: 'Could not turn the notification on',
      invalidates: ['/api/notifications'],
    },
  });
}

/** Off on this device: the browser's subscription ends, and the server forgets it. */
export function useTurnOffHere() {
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await call('POST /api/notifications/unsubscribe', { body: { endpoint } });
    },
    meta: {
      errorTitle: 'Could not turn the notification off',
      invalidates: ['/api/notifications'],
    },
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: () => call('POST /api/notifications/test'),
    meta: { errorTitle: 'Test notification not sent' },
  });
}
