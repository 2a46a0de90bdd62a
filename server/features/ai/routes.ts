import type { FastifyInstance } from 'fastify';
import { aiEndpoints } from '../../../contract/ai.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { AiService } from './service.ts';

/** GET /api/ai/style-tip and /api/ai/style-profile (spec §7); a userId parameter is ignored. */
export function registerAiRoutes(app: FastifyInstance, ai: AiService): void {
  registerEndpoints(app, aiEndpoints, {
    'GET /api/ai/style-tip': {
      config: { accountLimit: 'style-tip' },
      handler: async (request) => ai.styleTip(sessionUser(request).id, request.query),
    },
    'GET /api/ai/style-profile': async (request) => ai.styleProfile(sessionUser(request).id),
  });
}
