import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FlowChecks } from './oidc-client.ts';

/** The cookie that carries one sign-in's checks from the start to the callback. */
export const FLOW_COOKIE = 'afc_oidc';
/** A sign-in not finished within this is started again. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'oidc-flow';
const COOKIE_PATH = '/api/auth/oidc';

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
  /** Link the identity to this account (the session user who started it), instead of signing in. */
  linkUserId: z.string().nullable(),
  /** Milliseconds since the epoch past which the flow is refused. */
  expiresAt: z.number(),
});

export type Flow = z.infer<typeof flowSchema>;

/** What the cookie is signed with: the app's signer (storage/signer.ts, APP_SECRET) fits. */
export interface FlowSigner {
  sign(purpose: string, payload: string): string;
  verify(purpose: string, payload: string, signature: string): boolean;
}

/**
 * One sign-in's state, nonce, PKCE verifier and "link to user X", in a short-lived HttpOnly,
 * SameSite=Lax cookie signed with the app's secret (APP_SECRET: every instance reads it), so any
 * instance can finish a sign-in another one started and nobody can forge "link to user X". Lax,
 * because the provider sends the browser back with a top-level GET from its own site.
 */
export function flowCookies(signer: FlowSigner) {
  const options = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
  });
  return {
    set(
      request: FastifyRequest,
      reply: FastifyReply,
      checks: FlowChecks,
      linkUserId: string | null,
      now: Date,
    ) {
      const flow: Flow = { ...checks, linkUserId, expiresAt: now.getTime() + FLOW_TTL_MS };
      const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
      void reply.setCookie(FLOW_COOKIE, `${payload}.${signer.sign(PURPOSE, payload)}`, {
        ...options(request),
        maxAge: FLOW_TTL_MS / 1000,
      });
    },

    /** The flow the browser holds (cleared as it is read: one callback per start), or null. */
    take(request: FastifyRequest, reply: FastifyReply, now: Date): Flow | null {
      const value = request.cookies[FLOW_COOKIE];
      if (value === undefined) return null;
      void reply.clearCookie(FLOW_COOKIE, options(request));
      const [payload = '', signature = ''] = value.split('.');
      if (!signer.verify(PURPOSE, payload, signature)) return null;
      try {
        const flow = flowSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
        return flow.expiresAt > now.getTime() ? flow : null;
      } catch {
        return null;
      }
    },
  };
}
