import type { FastifyInstance } from 'fastify';
import { styleProfileSchema, styleTipQuerySchema, styleTipSchema } from '../../../contract/ai.ts';
import { withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { AiService } from './service.ts';

/** GET /api/ai/style-tip and /api/ai/style-profile (spec §7); a userId parameter is ignored. */
export function registerAiRoutes(app: FastifyInstance, ai: AiService): void {
  const api = withContract(app);

  api.get(
    '/api/ai/style-tip',
    {
      schema: { querystring: styleTipQuerySchema, response: { 200: styleTipSchema } },
      config: { accountLimit: 'style-tip' },
    },
    async (request) => ai.styleTip(sessionUser(request).id, request.query),
  );

  api.get(
    '/api/ai/style-profile',
    { schema: { response: { 200: styleProfileSchema } } },
    async (request) => ai.styleProfile(sessionUser(request).id),
  );
}
