import type { FastifyInstance } from 'fastify';
import { alterEgosEndpoints } from '../../../contract/alter-egos.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import type { GenerationLimiter } from '../../http/generation-limits.ts';
import { sessionUser } from '../../http/session.ts';
import { touchesPersona, type AlterEgosService } from './service.ts';

/** The alter-egos API of spec §7. The owner is always the session user. */
export function registerAlterEgoRoutes(
  app: FastifyInstance,
  alterEgos: AlterEgosService,
  limiter: GenerationLimiter,
): void {
  registerEndpoints(app, alterEgosEndpoints, {
    'GET /api/alter-egos': async (request) => alterEgos.list(sessionUser(request).id),
    'POST /api/alter-egos': {
      config: { generationLimit: 'alter-egos' },
      handler: async (request) => alterEgos.create(sessionUser(request).id, request.body),
    },
    'PATCH /api/alter-egos/:id': async (request) => {
      // A rewrite asks the stylist again, so it counts like a creation (only a rewrite: no config).
      if (touchesPersona(request.body)) await limiter.hit(request, 'alter-egos');
      return alterEgos.update(sessionUser(request).id, request.params.id, request.body);
    },
    'DELETE /api/alter-egos/:id': async (request) =>
      alterEgos.remove(sessionUser(request).id, request.params.id),
  });
}
