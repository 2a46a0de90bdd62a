import { createECDH } from 'node:crypto';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushTarget } from './repo.ts';

// Web Push (RFC 8030) with the payload encrypted to the browser's keys (RFC 8291, aes128gcm) and
// the server identified by its VAPID key pair (RFC 8292): all three done by the maintained
// `web-push` library (decision 017). This module is the feature's only use of it.

export interface VapidKeys {
  /** base64url, the uncompressed P-256 point the browser subscribes with. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
}

/** How the server reaches push services. */
export interface PushOptions {
  /**
   * The VAPID `sub`: a mailto: or https: address push services may contact about this server's
   * notifications (PUSH_CONTACT).
   */
  contact: string;
  /** The longest a push service may stay silent on the socket before the send fails. */
  timeoutMs: number;
  /** The TLS agent for push services; Node's default when unset (tests trust their own). */
  agent?: Agent;
}

/** The VAPID contact when PUSH_CONTACT is unset; set your own so a push service can reach you. */
export const DEFAULT_PUSH_CONTACT = 'mailto:admin@example.com';
/** How long a push service may stay silent on a send (web-push's socket timeout). */
export const PUSH_TIMEOUT_MS = 10_000;

/** What became of one send. `gone`: the push service forgot the subscription (404/410). */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export interface SendOptions {
  /** How long the push service keeps it for a device that is offline, in seconds. */
  ttlSeconds: number;
}

/** What a failure is logged with: never the endpoint itself, which works as a credential. */
export interface PushLog {
  warn(details: object, message: string): void;
}

/** A fresh VAPID key pair. */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/** Whether `key` (base64url) is a point of the P-256 curve a payload can be encrypted to. */
export function isP256PublicKey(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** The most of a message's body sent: push services take 4 KB of encrypted payload. */
const BODY_MAX = 1000;
/** A later notification of the same topic replaces one still waiting for its device. */
const TOPIC = 'morning';

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an invalid URL';
  }
};

/** Sends one message to one device; never throws (a failure is an outcome, logged). */
export function createPushSender(
  options: PushOptions,
  keys: () => Promise<VapidKeys>,
  log: PushLog,
) {
  return {
    async send(target: PushTarget, message: PushMessage, send: SendOptions): Promise<PushOutcome> {
      const payload = JSON.stringify({ ...message, body: message.body.slice(0, BODY_MAX) });
      try {
        const { publicKey, privateKey } = await keys();
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject: options.contact, publicKey, privateKey },
            contentEncoding: 'aes128gcm',
            TTL: send.ttlSeconds,
            urgency: 'normal',
            topic: TOPIC,
            timeout: options.timeoutMs,
            ...(options.agent && { agent: options.agent }),
          },
        );
        return 'delivered';
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) return 'gone';
        log.warn(
          {
            host: hostOf(target.endpoint),
            status,
            reason: error instanceof Error ? error.message : String(error),
          },
          'a push notification was not delivered',
        );
        return 'failed';
      }
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
