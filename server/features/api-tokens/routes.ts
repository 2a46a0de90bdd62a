import type { FastifyInstance } from 'fastify';
import { apiTokensEndpoints } from '../../../contract/api-tokens.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { ApiTokensService } from './service.ts';

/** Settings → API tokens; session only (public-routes.ts SESSION_ONLY_ROUTES): no token manages tokens. */
export function registerApiTokenRoutes(app: FastifyInstance, tokens: ApiTokensService): void {
  registerEndpoints(app, apiTokensEndpoints, {
    'GET /api/tokens': async (request) => tokens.list(sessionUser(request).id),
    'POST /api/tokens': async (request) => tokens.create(sessionUser(request).id, request.body),
    'DELETE /api/tokens/:id': async (request) => {
      await tokens.revoke(sessionUser(request).id, request.params.id);
    },
  });
}
