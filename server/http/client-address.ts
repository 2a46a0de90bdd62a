import { isIP } from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** TRUST_PROXY as env.ts reads it: none, every hop, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count trusts that many addresses from the right
 * of `X-Forwarded-For` (the socket's peer first), so the client is the address the first proxy
 * saw and whatever a client wrote into the header itself is ignored; Fastify refuses a plain
 * number (it cannot check the peer is a proxy), hence the function. Like `true`, it believes a
 * client that reaches the port directly: bind HOST where only the proxies reach it, or give the
 * proxies' addresses, which are checked hop by hop.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  if (trust <= 0) return false;
  return (_address: string, hop: number) => hop < trust;
}

/** The eight 16-bit groups of an IPv6 address (no zone), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0]!;
  // A dotted IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<number>(Math.max(0, zeros)).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * The client a per-IP limit counts: an IPv4 address as it is, an IPv6 address by its /64 (what
 * one subscriber is given: a host can rotate through 2^64 addresses of its own), an IPv4 address
 * mapped into IPv6 as the IPv4 address.
 */
function addressKey(ip: string): string {
  if (isIP(ip.split('%')[0]!) !== 6) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (!groups) return ip.toLowerCase();
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client of a request as per-IP limits count it (request.ip follows TRUST_PROXY). */
export const clientKey = (request: FastifyRequest) => addressKey(request.ip);
