import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids.ts';
import {
  createPackingListBodySchema,
  packingListSchema,
  packingSuggestionBodySchema,
  packingSuggestionSchema,
  updatePackingListBodySchema,
} from '../../../contract/packing-lists.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { PackingListsService } from './service.ts';

/** The packing-list API of spec §7, plus the packed checklist and "Suggest what to pack". */
export function registerPackingListRoutes(app: FastifyInstance, lists: PackingListsService): void {
  const api = withContract(app);

  // A userId query parameter (spec §7) is ignored: the lists are always the session user's.
  api.get(
    '/api/packing-lists',
    { schema: { response: { 200: z.array(packingListSchema) } } },
    async (request) => lists.list(sessionUser(request).id),
  );

  api.post(
    '/api/packing-lists',
    { schema: { body: createPackingListBodySchema, response: { 201: packingListSchema } } },
    async (request, reply) =>
      reply.status(201).send(await lists.create(sessionUser(request).id, request.body)),
  );

  api.post(
    '/api/packing-lists/suggest',
    { schema: { body: packingSuggestionBodySchema, response: { 200: packingSuggestionSchema } } },
    async (request) => lists.suggest(sessionUser(request).id, request.body),
  );

  api.put(
    '/api/packing-lists/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updatePackingListBodySchema,
        response: { 200: packingListSchema },
      },
    },
    async (request) => lists.update(sessionUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/packing-lists/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await lists.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
