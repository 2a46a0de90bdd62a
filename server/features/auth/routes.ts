import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints, type SignInMethods } from '../../../contract/auth.ts';
import { isDomainError } from '../../lib/domain-errors.ts';
import { clientKey } from '../../http/client-address.ts';
import { keyedLimiter, type RateLimits } from '../../http/rate-limit.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { clearSessionCookie, sessionUser, setSessionCookie } from '../../http/session.ts';
import type { AuthService } from './service.ts';

const usernameKey = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
};

/**
 * A username as tried from one client (IPv6: its /64): someone guessing a known username locks
 * out only themselves, never its owner signing in from elsewhere. The per-IP limit bounds how many
 * usernames one client may try.
 */
const usernameFromClientKey = (request: FastifyRequest) =>
  `${usernameKey(request)}@${clientKey(request)}`;

/** POST /api/register, /api/login, /api/logout and GET /api/user (spec §7 Auth), GET /api/auth/methods. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  limits: RateLimits,
  methods: SignInMethods,
): void {
  const perIp = { max: limits.authPerIp, timeWindow: limits.windowMs };
  const failedLogins = keyedLimiter(
    app,
    'login-user-client',
    limits.authPerUsername,
    limits.windowMs,
    usernameFromClientKey,
  );
  const signUps = keyedLimiter(
    app,
    'register-user',
    limits.authPerUsername,
    limits.windowMs,
    usernameKey,
  );

  // A login or sign-up always starts a fresh session: whatever the browser held is revoked.
  const revokeCurrent = async (request: FastifyRequest) => {
    if (request.sessionToken) await auth.logout(request.sessionToken);
  };

  // Public (public-routes.ts): register, login and logout are how a visitor gets or ends a session.
  registerEndpoints(app, authEndpoints, {
    'POST /api/register': {
      config: { rateLimit: perIp },
      // Counted once the body names the username, before the account is made.
      preHandler: (request) => signUps.hit(request),
      handler: async (request, reply) => {
        const { user, session } = await auth.register(request.body);
        await revokeCurrent(request);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return user;
      },
    },
    'POST /api/login': {
      config: { rateLimit: perIp },
      handler: async (request, reply) => {
        // Counted before the password is checked, so attempts sent at once cannot all be tried;
        // only a wrong password keeps its count.
        const attempt = await failedLogins.attempt(request);
        let signedIn: Awaited<ReturnType<AuthService['login']>>;
        try {
          signedIn = await auth.login(request.body.username, request.body.password);
        } catch (error) {
          if (!isDomainError(error, 'unauthorized')) await attempt.refund();
          throw error;
        }
        await attempt.refund();
        const { user, session } = signedIn;
        await revokeCurrent(request);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return user;
      },
    },
    'POST /api/logout': async (request, reply) => {
      await revokeCurrent(request);
      clearSessionCookie(request, reply);
    },
    'GET /api/user': async (request) => sessionUser(request),
    // Public: the sign-in page draws itself from it (the page's own script says it first).
    'GET /api/auth/methods': async () => methods,
  });
}
