import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/ids.ts';
import {
  createGoalBodySchema,
  goalListSchema,
  goalSchema,
  sustainabilityStatsSchema,
  updateGoalBodySchema,
} from '../../../contract/sustainability.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { SustainabilityService } from './service.ts';

/** Spec §7's sustainability calls plus editing and deleting goals. A userId query is ignored. */
export function registerSustainabilityRoutes(
  plain: FastifyInstance,
  sustainability: SustainabilityService,
): void {
  const app = withContract(plain);

  app.get(
    '/api/sustainability/stats',
    { schema: { response: { 200: sustainabilityStatsSchema } } },
    async (request) => sustainability.stats(sessionUser(request).id),
  );

  app.get(
    '/api/sustainability/goals',
    { schema: { response: { 200: goalListSchema } } },
    async (request) => sustainability.listGoals(sessionUser(request).id),
  );

  app.post(
    '/api/sustainability/goals',
    { schema: { body: createGoalBodySchema, response: { 201: goalSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sustainability.createGoal(sessionUser(request).id, request.body)),
  );

  app.patch(
    '/api/sustainability/goals/:id',
    {
      schema: { params: idParamsSchema, body: updateGoalBodySchema, response: { 200: goalSchema } },
    },
    async (request) =>
      sustainability.updateGoal(sessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/sustainability/goals/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await sustainability.deleteGoal(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
