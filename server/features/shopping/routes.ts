import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/ids.ts';
import {
  shoppingSuggestionSchema,
  updateShoppingSuggestionBodySchema,
  updateShoppingSuggestionResponseSchema,
} from '../../../contract/shopping.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { ShoppingService } from './service.ts';

/** The shopping-suggestions API of spec §7. The owner is always the session user. */
export function registerShoppingRoutes(app: FastifyInstance, shopping: ShoppingService): void {
  const api = withContract(app);
  const suggestions = { 200: shoppingSuggestionSchema.array() };

  api.get('/api/shopping-suggestions', { schema: { response: suggestions } }, async (request) =>
    shopping.list(sessionUser(request).id),
  );

  api.post(
    '/api/shopping-suggestions/generate',
    {
      schema: { response: { 201: shoppingSuggestionSchema.array() } },
      config: { generationLimit: 'shopping' },
    },
    async (request, reply) =>
      reply.status(201).send(await shopping.generate(sessionUser(request).id)),
  );

  api.put(
    '/api/shopping-suggestions/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateShoppingSuggestionBodySchema,
        response: { 200: updateShoppingSuggestionResponseSchema },
      },
    },
    async (request) => shopping.update(sessionUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/shopping-suggestions/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await shopping.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
