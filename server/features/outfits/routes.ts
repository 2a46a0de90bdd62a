import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/ids.ts';
import {
  createOutfitBodySchema,
  generateOutfitsBodySchema,
  generateOutfitsResponseSchema,
  outfitSchema,
} from '../../../contract/outfits.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { OutfitsService } from './service.ts';

/** The outfits API of spec §7 plus wearing an outfit. The owner is always the session user. */
export function registerOutfitRoutes(app: FastifyInstance, outfits: OutfitsService): void {
  const api = withContract(app);

  api.post(
    '/api/outfits/generate',
    {
      schema: { body: generateOutfitsBodySchema, response: { 200: generateOutfitsResponseSchema } },
      config: { generationLimit: 'outfits' },
    },
    async (request) => outfits.generate(sessionUser(request).id, request.body),
  );

  // A userId query parameter (spec §7) is ignored: the list is always the session user's.
  api.get(
    '/api/outfits',
    { schema: { response: { 200: outfitSchema.array() } } },
    async (request) => outfits.list(sessionUser(request).id),
  );

  api.post(
    '/api/outfits',
    { schema: { body: createOutfitBodySchema, response: { 201: outfitSchema } } },
    async (request, reply) => {
      const user = sessionUser(request);
      return reply.status(201).send(await outfits.create(user.id, request.body));
    },
  );

  api.delete(
    '/api/outfits/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await outfits.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/outfits/:id/wear',
    { schema: { params: idParamsSchema, response: { 200: outfitSchema } } },
    async (request) => outfits.wear(sessionUser(request).id, request.params.id),
  );
}
