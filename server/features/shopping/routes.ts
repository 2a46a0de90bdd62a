import type { FastifyInstance } from 'fastify';
import { shoppingEndpoints } from '../../../contract/shopping.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { ShoppingService } from './service.ts';

/** The shopping-suggestions API of spec §7. The owner is always the session user. */
export function registerShoppingRoutes(app: FastifyInstance, shopping: ShoppingService): void {
  registerEndpoints(app, shoppingEndpoints, {
    'GET /api/shopping-suggestions': async (request) => shopping.list(sessionUser(request).id),
    'POST /api/shopping-suggestions/generate': {
      config: { generationLimit: 'shopping' },
      handler: async (request) => shopping.generate(sessionUser(request).id),
    },
    'PUT /api/shopping-suggestions/:id': async (request) =>
      shopping.update(sessionUser(request).id, request.params.id, request.body),
    'DELETE /api/shopping-suggestions/:id': async (request) =>
      shopping.remove(sessionUser(request).id, request.params.id),
  });
}
