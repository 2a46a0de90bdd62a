import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type PublicUser } from '../../contract/auth.ts';
import { unauthorized } from '../lib/domain-errors.ts';
import { isPublicRoute } from './public-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set from the session cookie, never from the request body. */
    user: PublicUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * Says a route is open to visitors without a session. Only public-routes.ts makes it so: the
     * route kit refuses to start when a route says this without being listed there.
     */
    public?: boolean;
    /**
     * The route never reads the session (liveness): its cookie is not looked up, so its answer
     * does not depend on the database.
     */
    sessionless?: boolean;
  }
}

/** Writes the session cookie: HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

/**
 * What the session hooks need of the auth feature (its service fits): the user behind a cookie
 * token, and whether the cookie's expiry slid forward. Declared here, so http/ imports no feature.
 */
export interface SessionResolver {
  resolveSession(
    token: string,
  ): Promise<{ user: PublicUser; renewedUntil?: Date | undefined } | undefined>;
}

/**
 * Resolves the cookie to a user on every /api request and refuses (401) every route that is not in
 * public-routes.ts. The guard runs first, before any body is read or validated, so a visitor
 * without a session learns nothing else about a private route.
 */
export function registerSessionHooks(app: FastifyInstance, auth: SessionResolver): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 128 && !request.routeOptions.config.sessionless) {
      const resolved = await auth.resolveSession(token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionToken = token;
        if (resolved.renewedUntil) setSessionCookie(request, reply, token, resolved.renewedUntil);
      }
    }
    // Guard by the matched route, not the URL: unknown /api paths fall to the 404 handler.
    const route = request.routeOptions.url;
    if (request.user || request.is404 || !route?.startsWith('/api/')) return;
    if (!isPublicRoute(request.method, route)) throw unauthorized();
  });
}

/** The session user of a guarded route. */
export function sessionUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
