import type { FastifyInstance } from 'fastify';
import { capsulesEndpoints } from '../../../contract/capsules.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { CapsulesService } from './service.ts';

/** The capsule API of spec §7 (the writes answer the capsule). The owner is the session user. */
export function registerCapsuleRoutes(app: FastifyInstance, capsules: CapsulesService): void {
  registerEndpoints(app, capsulesEndpoints, {
    // A userId query parameter (spec §7) is ignored: the capsules are always the session user's.
    'GET /api/capsules': async (request) => capsules.list(sessionUser(request).id),
    'POST /api/capsules': async (request) => capsules.create(sessionUser(request).id, request.body),
    'PUT /api/capsules/:id': async (request) =>
      capsules.update(sessionUser(request).id, request.params.id, request.body),
    'POST /api/capsules/:id/generate': {
      config: { generationLimit: 'outfits' },
      handler: async (request) =>
        capsules.generate(sessionUser(request).id, request.params.id, request.body),
    },
    'DELETE /api/capsules/:id': async (request) =>
      capsules.remove(sessionUser(request).id, request.params.id),
  });
}
