import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures are HMAC-SHA256 truncated to 128 bits (22 base64url characters): short URLs, ample strength. */
export const SIGNATURE_LENGTH = 22;

/** HMAC signatures, separated by purpose so an upload token can never pass as a blob link. */
export function createSigner(secret: string) {
  const mac = (purpose: string, payload: string) =>
    createHmac('sha256', secret)
      .update(`${purpose}\0${payload}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  return {
    sign: mac,
    /** Constant-time check of a signature made by `sign`. */
    verify(purpose: string, payload: string, signature: string): boolean {
      const expected = Buffer.from(mac(purpose, payload));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;
