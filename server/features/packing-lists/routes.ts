import type { FastifyInstance } from 'fastify';
import { packingListsEndpoints } from '../../../contract/packing-lists.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { PackingListsService } from './service.ts';

/** The packing-list API of spec §7, plus the packed checklist and "Suggest what to pack". */
export function registerPackingListRoutes(app: FastifyInstance, lists: PackingListsService): void {
  registerEndpoints(app, packingListsEndpoints, {
    // A userId query parameter (spec §7) is ignored: the lists are always the session user's.
    'GET /api/packing-lists': async (request) => lists.list(sessionUser(request).id),
    'POST /api/packing-lists': async (request) =>
      lists.create(sessionUser(request).id, request.body),
    'POST /api/packing-lists/suggest': async (request) =>
      lists.suggest(sessionUser(request).id, request.body),
    'PUT /api/packing-lists/:id': async (request) =>
      lists.update(sessionUser(request).id, request.params.id, request.body),
    'DELETE /api/packing-lists/:id': async (request) =>
      lists.remove(sessionUser(request).id, request.params.id),
  });
}
