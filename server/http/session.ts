import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type PublicUser } from '../../contract/auth.ts';
import type { AuthService } from '../features/auth/service.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set from the session cookie, never from the request body. */
    user: PublicUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Routes open to anonymous visitors. Everything else under /api needs a session. */
    public?: boolean;
  }
}

/** Writes the session cookie: HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
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

/** Resolves the cookie to a user on every request and guards every non-public /api route. */
export function registerSessionHooks(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const resolved = await auth.resolveSession(token);
    if (!resolved) return;
    request.user = resolved.user;
    request.sessionToken = token;
    if (resolved.renewedUntil) setSessionCookie(request, reply, token, resolved.renewedUntil);
  });

  app.addHook('preHandler', async (request) => {
    // Guard by the matched route, not the URL: unknown /api paths fall to the 404 handler.
    const route = request.routeOptions.url ?? '';
    if (request.is404 || request.routeOptions.config.public || !route.startsWith('/api/')) return;
    if (!request.user) throw unauthorized();
  });
}

/** The session user of a guarded route. */
export function sessionUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
