import type { FastifyInstance } from 'fastify';
import { styleTipQuerySchema } from '../../../contract/ai.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import type { AiService } from './service.ts';

/** GET /api/ai/style-tip and /api/ai/style-profile (spec §7); a userId parameter is ignored. */
export function registerAiRoutes(app: FastifyInstance, ai: AiService): void {
  app.get('/api/ai/style-tip', async (request) => {
    const query = parseWith(styleTipQuerySchema, request.query);
    return ai.styleTip(sessionUser(request).id, query);
  });

  app.get('/api/ai/style-profile', async (request) => ai.styleProfile(sessionUser(request).id));
}
