import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo, LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A push service as a browser's vendor runs one (RFC 8030), over real HTTPS: it takes the
// server's POST, checks its VAPID Authorization (RFC 8292) and decrypts the aes128gcm payload
// (RFC 8188 / RFC 8291) with the private key and auth secret of a device the test made, exactly
// as the browser would. Its host name is `push.test`, which only the `agent` it hands out
// resolves (to 127.0.0.1) and trusts (its self-signed certificate).

export const PUSH_HOST = 'push.test';

/** One device: the subscription its browser would post, and what its push service received. */
export interface FakeDevice {
  /** `PushSubscription.toJSON()`, as POST /api/notifications/subscriptions takes it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages this device received, decrypted and parsed, oldest first. */
  messages(): unknown[];
}

/** One POST the push service received. */
export interface PushDelivery {
  /** The device's id (the endpoint's last segment). */
  device: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, after its signature checked out against the `k` key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The plaintext, when the device decrypted it. */
  plaintext: string | null;
}

export interface FakePushService {
  /** The TLS agent that reaches this service (give it to the app as `push.agent`). */
  agent: Agent;
  /** The origin endpoints are on: https://push.test:<port>. */
  origin: string;
  /** A new device and its subscription. */
  device(): FakeDevice;
  /** Every request received, oldest first. */
  deliveries: PushDelivery[];
  /** How the service answers a device's next requests (201 unless told; 410 means it is gone). */
  answer(device: FakeDevice, status: number): void;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A self-signed certificate for PUSH_HOST, made by openssl for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'afc-push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        `/CN=${PUSH_HOST}`,
        '-addext',
        `subjectAltName=DNS:${PUSH_HOST}`,
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by the key it names.
 * Throws when it is not.
 */
export function verifyVapid(authorization: string | undefined): PushDelivery['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 public key');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID JWT is not signed by its k key');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`The VAPID JWT is ${alg}, not ES256`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { aud: body.aud, exp: body.exp, sub: body.sub, publicKey: k };
}

/**
 * Decrypts an aes128gcm push message body (RFC 8188 header, RFC 8291 keys) with the receiving
 * device's ECDH key and auth secret; throws when it does not decrypt.
 */
export function decryptPushBody(body: Buffer, device: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('More than one record: not what web-push sends');

  const ecdhSecret = device.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('The record does not end with the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Starts the push service on 127.0.0.1 and a random port. */
export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; messages: unknown[] }>();
  const answers = new Map<string, number>();
  const deliveries: PushDelivery[] = [];

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').split('/').pop() ?? '';
      const device = devices.get(id);
      const status = answers.get(id) ?? (device ? 201 : 404);
      let plaintext: string | null = null;
      let vapid: PushDelivery['vapid'];
      try {
        vapid = verifyVapid(request.headers.authorization);
        if (request.method !== 'POST') throw new Error(`${request.method}, not POST`);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        }
        if (device && status === 201) {
          plaintext = decryptPushBody(Buffer.concat(chunks), device.ecdh, device.auth);
          device.messages.push(JSON.parse(plaintext));
        }
      } catch (error) {
        // A push service refuses what it cannot read; the test sees it in `deliveries` too.
        deliveries.push({
          device: id,
          status: 400,
          headers: request.headers,
          vapid: { aud: '', exp: 0, sub: '', publicKey: '' },
          plaintext: null,
        });
        response.writeHead(400).end(String(error));
        return;
      }
      deliveries.push({ device: id, status, headers: request.headers, vapid, plaintext });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://${PUSH_HOST}:${port}`;

  const lookup: LookupFunction = (hostname, options, callback) => {
    if (hostname !== PUSH_HOST) {
      callback(new Error(`${hostname}: only ${PUSH_HOST} is known here`), '', 4);
    } else if (options.all) {
      (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ]);
    } else callback(null, '127.0.0.1', 4);
  };
  const agent = new Agent({ ca: cert, lookup, keepAlive: false });

  return {
    agent,
    origin,
    deliveries,
    device() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const messages: unknown[] = [];
      devices.set(id, { ecdh, auth, messages });
      return {
        subscription: {
          endpoint: `${origin}/send/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
        messages: () => [...messages],
      };
    },
    answer(device, status) {
      answers.set(device.subscription.endpoint.split('/').pop()!, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
