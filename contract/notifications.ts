import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { noContent } from './no-content.ts';
import { PUSH_ENDPOINT_MAX, SEND_AT_PATTERN } from './notifications-values.ts';
import { timeZoneSchema } from './weather.ts';

/** The settings of the morning notification as the user sets them (PUT, and an import's row). */
export const morningSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  sendAt: z
    .string({ error: 'Time must be text such as 07:30' })
    .trim()
    .regex(SEND_AT_PATTERN, 'Time must be a time of day such as 07:30'),
  timeZone: timeZoneSchema,
});
export type MorningSettingsBody = z.input<typeof morningSettingsSchema>;

/** GET /api/notifications/morning: the settings, this account's devices and the server's key. */
export const morningNotificationSchema = z.object({
  /** Whether this server sends notifications at all (MORNING_NOTIFICATIONS). */
  available: z.boolean(),
  enabled: z.boolean(),
  /** 'HH:MM' in `timeZone`. */
  sendAt: z.string(),
  /** The IANA zone of `sendAt`; null until the user saves one (the browser's zone is proposed). */
  timeZone: z.string().nullable(),
  /** How many browsers of this account are subscribed. */
  devices: z.number().int(),
  /** The server's VAPID public key (base64url): the `applicationServerKey` to subscribe with. */
  publicKey: z.string(),
});
export type MorningNotification = z.infer<typeof morningNotificationSchema>;

const IP_HOST = /^\[.*\]$|^\d{1,3}(\.\d{1,3}){3}$/;

/** An https URL on a named host (push services have one), without credentials. */
function isPushEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      url.hostname !== '' &&
      url.hostname !== 'localhost' &&
      !IP_HOST.test(url.hostname)
    );
  } catch {
    return false;
  }
}

const endpointSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'endpoint is required' : 'endpoint must be text',
  })
  .min(1, 'endpoint is required')
  .max(PUSH_ENDPOINT_MAX, `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`);

/**
 * POST /api/notifications/subscriptions: a browser's `PushSubscription.toJSON()`. `p256dh` is an
 * uncompressed P-256 point (65 bytes, so 87 base64url characters starting with B), `auth` 16
 * bytes (22 characters); padding is dropped.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema.refine(
    isPushEndpoint,
    "endpoint must be an https:// URL of a push service's host",
  ),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'p256dh must be text' })
        .regex(
          /^B[A-Za-z0-9_-]{86}=?$/,
          'p256dh must be a P-256 public key in base64url (87 characters)',
        )
        .transform((key) => key.replace(/=+$/, '')),
      auth: z
        .string({ error: 'auth must be text' })
        .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'auth must be 16 bytes in base64url (22 characters)')
        .transform((key) => key.replace(/=+$/, '')),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;
export type PushSubscriptionInput = z.output<typeof pushSubscriptionBodySchema>;

/** POST /api/notifications/unsubscribe: the endpoint of the browser that stops (this user's only). */
export const unsubscribeBodySchema = z.object({ endpoint: endpointSchema });

/** POST /api/notifications/test: how many devices it went to, and how many took it. */
export const testNotificationSchema = z.object({
  devices: z.number().int(),
  delivered: z.number().int(),
});
export type TestNotification = z.infer<typeof testNotificationSchema>;

/** The morning notification (issue 28): its settings, the devices that get it and a test send. */
export const notificationsEndpoints = endpoints({
  'GET /api/notifications/morning': { response: { 200: morningNotificationSchema } },
  'PUT /api/notifications/morning': {
    body: morningSettingsSchema,
    response: { 200: morningNotificationSchema },
  },
  'POST /api/notifications/subscriptions': {
    body: pushSubscriptionBodySchema,
    response: { 200: morningNotificationSchema },
  },
  'POST /api/notifications/unsubscribe': {
    body: unsubscribeBodySchema,
    response: { 204: noContent },
  },
  'POST /api/notifications/test': { response: { 200: testNotificationSchema } },
});
