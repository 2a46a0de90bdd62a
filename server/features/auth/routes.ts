import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginBodySchema, registerBodySchema } from '../../../contract/auth.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { keyedLimiter, type RateLimits } from '../../http/rate-limit.ts';
import { clearSessionCookie, sessionUser, setSessionCookie } from '../../http/session.ts';
import type { AuthService } from './service.ts';

const usernameKey = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
};

/** POST /api/register, /api/login, /api/logout and GET /api/user (spec §7 Auth). */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, limits: RateLimits): void {
  const perIp = { max: limits.authPerIp, timeWindow: limits.windowMs };
  const failedLogins = keyedLimiter(app, 'login-user', limits.authPerUsername, limits.windowMs, usernameKey);
  const signUps = keyedLimiter(app, 'register-user', limits.authPerUsername, limits.windowMs, usernameKey);

  // A login or sign-up always starts a fresh session: whatever the browser held is revoked.
  const revokeCurrent = async (request: FastifyRequest) => {
    if (request.sessionToken) await auth.logout(request.sessionToken);
  };

  app.post('/api/register', { config: { public: true, rateLimit: perIp } }, async (request, reply) => {
    const body = parseWith(registerBodySchema, request.body);
    await signUps.hit(request);
    const { user, session } = await auth.register(body);
    await revokeCurrent(request);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return reply.status(201).send(user);
  });

  app.post('/api/login', { config: { public: true, rateLimit: perIp } }, async (request, reply) => {
    const body = parseWith(loginBodySchema, request.body);
    await failedLogins.check(request);
    try {
      const { user, session } = await auth.login(body.username, body.password);
      await revokeCurrent(request);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return user;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) await failedLogins.hit(request);
      throw error;
    }
  });

  app.post('/api/logout', { config: { public: true } }, async (request, reply) => {
    await revokeCurrent(request);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/user', async (request) => sessionUser(request));
}
