import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/ids.ts';
import { fashionInsightSchema, updateInsightBodySchema } from '../../../contract/insights.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { InsightsService } from './service.ts';

/** The fashion-insights API of spec §7. The owner is always the session user. */
export function registerInsightRoutes(app: FastifyInstance, insights: InsightsService): void {
  const api = withContract(app);

  api.get(
    '/api/fashion-insights',
    { schema: { response: { 200: fashionInsightSchema.array() } } },
    async (request) => insights.list(sessionUser(request).id),
  );

  api.post(
    '/api/fashion-insights/generate',
    {
      schema: { response: { 201: fashionInsightSchema } },
      config: { generationLimit: 'insights' },
    },
    async (request, reply) =>
      reply.status(201).send(await insights.generate(sessionUser(request).id)),
  );

  api.patch(
    '/api/fashion-insights/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateInsightBodySchema,
        response: { 200: fashionInsightSchema },
      },
    },
    async (request) => insights.update(sessionUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/fashion-insights/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await insights.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
