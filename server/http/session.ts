import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BAD_TOKEN_REFUSAL,
  READ_TOKEN_REFUSAL,
  SESSION_ONLY_REFUSAL,
  TOKEN_REQUIRED_REFUSAL,
  type ApiTokenScope,
} from '../../contract/api-tokens-values.ts';
import { SESSION_COOKIE, type PublicUser } from '../../contract/auth.ts';
import { forbidden, unauthorized } from '../lib/domain-errors.ts';
import { clientKey } from './client-address.ts';
import { HttpError } from './errors.ts';
import {
  isPublicRoute,
  isReadRoute,
  isSessionOnlyRoute,
  isTokenOnlyRoute,
} from './public-routes.ts';
import { keyedLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set from the session cookie, never from the request body. */
    user: PublicUser | null;
    sessionToken: string | null;
    /** The personal API token the request came with (`Authorization: Bearer`), or null. */
    apiToken: { id: string; scope: ApiTokenScope } | null;
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

/** What the session hooks need of the API tokens feature (its service fits). */
export interface ApiTokenResolver {
  resolve(
    secret: string,
  ): Promise<{ user: PublicUser; token: { id: string; scope: ApiTokenScope } } | undefined>;
}

const BEARER = /^Bearer +([\x21-\x7e]+)$/i;

const badToken = (message: string) =>
  new HttpError(401, message, undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });

/**
 * Resolves the cookie to a user on every /api request and refuses (401) every route that is not in
 * public-routes.ts. The guard runs first, before any body is read or validated, so a visitor
 * without a session learns nothing else about a private route.
 *
 * A request with `Authorization: Bearer <personal API token>` is its token's owner instead (the
 * cookie is not read): 401 for an unknown, revoked or expired token (a client's failures are
 * throttled like sign-in attempts), 403 on a session-only route, and 403 for a read token's write.
 */
export function registerSessionHooks(
  app: FastifyInstance,
  auth: SessionResolver,
  tokens: ApiTokenResolver,
  badTokenLimit: { max: number; windowMs: number },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('apiToken', null);
  const badTokens = keyedLimiter(
    app,
    'bad-token-client',
    badTokenLimit.max,
    badTokenLimit.windowMs,
    clientKey,
  );

  const resolveBearer = async (request: FastifyRequest, authorization: string) => {
    const secret = BEARER.exec(authorization)?.[1];
    if (!secret) throw badToken('Authorization must be "Bearer <API token>"');
    await badTokens.check(request);
    const resolved = await tokens.resolve(secret);
    if (!resolved) {
      await badTokens.hit(request);
      throw badToken(BAD_TOKEN_REFUSAL);
    }
    request.user = resolved.user;
    request.apiToken = resolved.token;
    const route = request.routeOptions.url;
    if (request.is404 || !route) return;
    if (isSessionOnlyRoute(request.method, route)) throw forbidden(SESSION_ONLY_REFUSAL);
    if (resolved.token.scope === 'read' && !isReadRoute(request.method, route)) {
      throw forbidden(READ_TOKEN_REFUSAL);
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const authorization = request.headers.authorization;
    if (authorization !== undefined && !request.routeOptions.config.sessionless) {
      await resolveBearer(request, authorization);
      return;
    }
    // Guard by the matched route, not the URL: unknown /api paths fall to the 404 handler.
    const route = request.routeOptions.url;
    // A cookie is not enough there, and a visitor is told how to connect, before the body is read.
    if (route && isTokenOnlyRoute(request.method, route)) {
      throw new HttpError(401, TOKEN_REQUIRED_REFUSAL, undefined, { 'www-authenticate': 'Bearer' });
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 128 && !request.routeOptions.config.sessionless) {
      const resolved = await auth.resolveSession(token);
      if (resolved) {
        request.user = resolved.user;
        request.sessionToken = token;
        if (resolved.renewedUntil) setSessionCookie(request, reply, token, resolved.renewedUntil);
      }
    }
    if (request.user || request.is404 || !route?.startsWith('/api/')) return;
    if (!isPublicRoute(request.method, route)) throw unauthorized();
  });
}

/** The session user of a guarded route. */
export function sessionUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
