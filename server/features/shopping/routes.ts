import type { FastifyInstance } from 'fastify';
import { updateShoppingSuggestionBodySchema } from '../../../contract/shopping.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import type { GenerationLimiter } from '../ai/generation-limits.ts';
import type { ShoppingService } from './service.ts';

type ById = { Params: { id: string } };

/** The shopping-suggestions API of spec §7. The owner is always the session user. */
export function registerShoppingRoutes(
  app: FastifyInstance,
  shopping: ShoppingService,
  limiter: GenerationLimiter,
): void {
  app.get('/api/shopping-suggestions', async (request) => shopping.list(sessionUser(request).id));

  app.post('/api/shopping-suggestions/generate', async (request, reply) => {
    const user = sessionUser(request);
    await limiter.hit(request, 'shopping');
    return reply.status(201).send(await shopping.generate(user.id));
  });

  app.put<ById>('/api/shopping-suggestions/:id', async (request) => {
    const body = parseWith(updateShoppingSuggestionBodySchema, request.body);
    return shopping.update(sessionUser(request).id, request.params.id, body);
  });

  app.delete<ById>('/api/shopping-suggestions/:id', async (request, reply) => {
    await shopping.remove(sessionUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
