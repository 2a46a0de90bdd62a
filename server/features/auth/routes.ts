import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginBodySchema, publicUserSchema, registerBodySchema } from '../../../contract/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { keyedLimiter, type RateLimits } from '../../http/rate-limit.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { clearSessionCookie, sessionUser, setSessionCookie } from '../../http/session.ts';
import type { AuthService } from './service.ts';

const usernameKey = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
};

/** POST /api/register, /api/login, /api/logout and GET /api/user (spec §7 Auth). */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  limits: RateLimits,
): void {
  const api = withContract(app);
  const perIp = { max: limits.authPerIp, timeWindow: limits.windowMs };
  const failedLogins = keyedLimiter(
    app,
    'login-user',
    limits.authPerUsername,
    limits.windowMs,
    usernameKey,
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

  // Public (public-routes.ts): these three are how a visitor gets or ends a session.
  const register = { body: registerBodySchema, response: { 201: publicUserSchema } };
  api.post(
    '/api/register',
    { schema: register, config: { rateLimit: perIp } },
    async (request, reply) => {
      await signUps.hit(request);
      const { user, session } = await auth.register(request.body);
      await revokeCurrent(request);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(201).send(user);
    },
  );

  const login = { body: loginBodySchema, response: { 200: publicUserSchema } };
  api.post(
    '/api/login',
    { schema: login, config: { rateLimit: perIp } },
    async (request, reply) => {
      await failedLogins.check(request);
      try {
        const { username, password } = request.body;
        const { user, session } = await auth.login(username, password);
        await revokeCurrent(request);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return user;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await failedLogins.hit(request);
        throw error;
      }
    },
  );

  api.post('/api/logout', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    await revokeCurrent(request);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  api.get('/api/user', { schema: { response: { 200: publicUserSchema } } }, async (request) =>
    sessionUser(request),
  );
}
