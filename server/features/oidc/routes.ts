import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OIDC_CALLBACK_PATH,
  OIDC_ERROR_PARAM,
  OIDC_LINKED_PARAM,
  OIDC_START_PATH,
  oidcCallbackQuerySchema,
  oidcEndpoints,
  oidcStartQuerySchema,
  type OidcErrorCode,
} from '../../../contract/oidc.ts';
import type { Clock } from '../../lib/clock.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { withContract } from '../../http/route-kit.ts';
import { sessionUser, setSessionCookie } from '../../http/session.ts';
import { flowCookies, type FlowSigner } from './flow-cookie.ts';
import { OidcFlowError } from './oidc-client.ts';
import type { OidcService } from './service.ts';

/** The app's pages the browser is sent back to (client/src/lib/paths.ts). */
const SIGN_IN_PAGE = '/auth';
const SETTINGS_PAGE = '/settings';
const HOME_PAGE = '/';

const withParam = (page: string, name: string, value: string) =>
  `${page}?${new URLSearchParams({ [name]: value })}`;

/**
 * GET /api/auth/oidc/start and …/callback (browser redirects, registered here by hand: they
 * answer 302, not JSON), and Settings' GET/DELETE /api/auth/oidc/identity (oidcEndpoints).
 * Every refusal of the redirects sends the browser back to the page it came from with a code the
 * page explains (contract/oidc-values.ts): never an error page, never a 5xx.
 */
export function registerOidcRoutes(
  app: FastifyInstance,
  oidc: OidcService,
  { signer, clock }: { signer: FlowSigner; clock: Clock },
): void {
  const flows = flowCookies(signer);

  const failed = (
    request: FastifyRequest,
    reply: FastifyReply,
    code: OidcErrorCode,
    linking: boolean,
    error?: unknown,
  ) => {
    if (code === 'unavailable' || code === 'invalid-token' || code === 'state') {
      request.log.warn({ err: error, code }, 'sign-in with the identity provider failed');
    }
    return reply
      .header('cache-control', 'no-store')
      .redirect(withParam(linking ? SETTINGS_PAGE : SIGN_IN_PAGE, OIDC_ERROR_PARAM, code), 302);
  };

  const contract = withContract(app);

  // Public (public-routes.ts): how a visitor starts signing in. `link=1` needs a browser session
  // (never an API token: the route is session-only), whose account the identity is linked to.
  contract.get(
    OIDC_START_PATH,
    { config: { public: true }, schema: { querystring: oidcStartQuerySchema } },
    async (request, reply) => {
      const linking = request.query.link === '1';
      const linkUserId = linking ? (request.sessionToken ? request.user?.id : undefined) : null;
      if (linkUserId === undefined) return failed(request, reply, 'not-signed-in', false);
      try {
        const { checks, url } = await oidc.start();
        flows.set(request, reply, checks, linkUserId, clock.now());
        return reply.header('cache-control', 'no-store').redirect(url.href, 302);
      } catch (error) {
        if (error instanceof OidcFlowError)
          return failed(request, reply, error.code, linking, error);
        throw error;
      }
    },
  );

  // Public: where the provider sends the browser back. The flow cookie is the credential (its
  // state, nonce and PKCE verifier are checked by openid-client), and is used once.
  contract.get(
    OIDC_CALLBACK_PATH,
    { config: { public: true }, schema: { querystring: oidcCallbackQuerySchema } },
    async (request, reply) => {
      const flow = flows.take(request, reply, clock.now());
      if (!flow) return failed(request, reply, 'expired', Boolean(request.user));
      const linking = flow.linkUserId !== null;
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const sessionUserId = request.sessionToken ? (request.user?.id ?? null) : null;
      try {
        const outcome = await oidc.finish(flow, query, sessionUserId);
        if (outcome.kind === 'linked') {
          return reply
            .header('cache-control', 'no-store')
            .redirect(withParam(SETTINGS_PAGE, OIDC_LINKED_PARAM, '1'), 302);
        }
        // A sign-in always starts a fresh session: whatever the browser held is revoked.
        if (request.sessionToken) await oidc.endSession(request.sessionToken);
        setSessionCookie(request, reply, outcome.session.token, outcome.session.expiresAt);
        return reply.header('cache-control', 'no-store').redirect(HOME_PAGE, 302);
      } catch (error) {
        if (error instanceof OidcFlowError)
          return failed(request, reply, error.code, linking, error);
        throw error;
      }
    },
  );

  registerEndpoints(app, oidcEndpoints, {
    'GET /api/auth/oidc/identity': async (request) => oidc.identity(sessionUser(request).id),
    'DELETE /api/auth/oidc/identity': async (request) => oidc.unlink(sessionUser(request).id),
  });
}
