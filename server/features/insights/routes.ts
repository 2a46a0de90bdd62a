import type { FastifyInstance } from 'fastify';
import { updateInsightBodySchema } from '../../../contract/insights.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import type { GenerationLimiter } from '../ai/generation-limits.ts';
import type { InsightsService } from './service.ts';

type ById = { Params: { id: string } };

/** The fashion-insights API of spec §7. The owner is always the session user. */
export function registerInsightRoutes(
  app: FastifyInstance,
  insights: InsightsService,
  limiter: GenerationLimiter,
): void {
  app.get('/api/fashion-insights', async (request) => insights.list(sessionUser(request).id));

  app.post('/api/fashion-insights/generate', async (request, reply) => {
    const user = sessionUser(request);
    await limiter.hit(request, 'insights');
    return reply.status(201).send(await insights.generate(user.id));
  });

  app.patch<ById>('/api/fashion-insights/:id', async (request) => {
    const body = parseWith(updateInsightBodySchema, request.body);
    return insights.update(sessionUser(request).id, request.params.id, body);
  });

  app.delete<ById>('/api/fashion-insights/:id', async (request, reply) => {
    await insights.remove(sessionUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
