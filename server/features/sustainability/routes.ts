import type { FastifyInstance } from 'fastify';
import { sustainabilityEndpoints } from '../../../contract/sustainability.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { SustainabilityService } from './service.ts';

/** Spec §7's sustainability calls plus editing and deleting goals. A userId query is ignored. */
export function registerSustainabilityRoutes(
  app: FastifyInstance,
  sustainability: SustainabilityService,
): void {
  registerEndpoints(app, sustainabilityEndpoints, {
    'GET /api/sustainability/stats': async (request) =>
      sustainability.stats(sessionUser(request).id),
    'GET /api/sustainability/goals': async (request) =>
      sustainability.listGoals(sessionUser(request).id),
    'POST /api/sustainability/goals': async (request) =>
      sustainability.createGoal(sessionUser(request).id, request.body),
    'PATCH /api/sustainability/goals/:id': async (request) =>
      sustainability.updateGoal(sessionUser(request).id, request.params.id, request.body),
    'DELETE /api/sustainability/goals/:id': async (request) =>
      sustainability.deleteGoal(sessionUser(request).id, request.params.id),
  });
}
