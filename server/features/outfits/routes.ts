import type { FastifyInstance } from 'fastify';
import { outfitsEndpoints } from '../../../contract/outfits.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { OutfitsService } from './service.ts';

/** The outfits API of spec §7 plus wearing an outfit. The owner is always the session user. */
export function registerOutfitRoutes(app: FastifyInstance, outfits: OutfitsService): void {
  registerEndpoints(app, outfitsEndpoints, {
    'POST /api/outfits/generate': {
      config: { generationLimit: 'outfits' },
      handler: async (request) => outfits.generate(sessionUser(request).id, request.body),
    },
    // A userId query parameter (spec §7) is ignored: the list is always the session user's.
    'GET /api/outfits': async (request) => outfits.list(sessionUser(request).id),
    'POST /api/outfits': async (request) => outfits.create(sessionUser(request).id, request.body),
    'DELETE /api/outfits/:id': async (request) =>
      outfits.remove(sessionUser(request).id, request.params.id),
    'POST /api/outfits/:id/wear': async (request) =>
      outfits.wear(sessionUser(request).id, request.params.id),
  });
}
