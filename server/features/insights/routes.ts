import type { FastifyInstance } from 'fastify';
import { insightsEndpoints } from '../../../contract/insights.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { InsightsService } from './service.ts';

/** The fashion-insights API of spec §7. The owner is always the session user. */
export function registerInsightRoutes(app: FastifyInstance, insights: InsightsService): void {
  registerEndpoints(app, insightsEndpoints, {
    'GET /api/fashion-insights': async (request) => insights.list(sessionUser(request).id),
    'POST /api/fashion-insights/generate': {
      config: { generationLimit: 'insights' },
      handler: async (request) => insights.generate(sessionUser(request).id),
    },
    'PATCH /api/fashion-insights/:id': async (request) =>
      insights.update(sessionUser(request).id, request.params.id, request.body),
    'DELETE /api/fashion-insights/:id': async (request) =>
      insights.remove(sessionUser(request).id, request.params.id),
  });
}
