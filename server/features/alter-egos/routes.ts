import type { FastifyInstance } from 'fastify';
import {
  createAlterEgoBodySchema,
  updateAlterEgoBodySchema,
} from '../../../contract/alter-egos.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import type { GenerationLimiter } from '../ai/generation-limits.ts';
import { touchesPersona, type AlterEgosService } from './service.ts';

type ById = { Params: { id: string } };

/** The alter-egos API of spec §7. The owner is always the session user. */
export function registerAlterEgoRoutes(
  app: FastifyInstance,
  alterEgos: AlterEgosService,
  limiter: GenerationLimiter,
): void {
  app.get('/api/alter-egos', async (request) => alterEgos.list(sessionUser(request).id));

  app.post('/api/alter-egos', async (request, reply) => {
    const user = sessionUser(request);
    const input = parseWith(createAlterEgoBodySchema, request.body);
    await limiter.hit(request, 'alter-egos');
    return reply.status(201).send(await alterEgos.create(user.id, input));
  });

  app.patch<ById>('/api/alter-egos/:id', async (request) => {
    const input = parseWith(updateAlterEgoBodySchema, request.body);
    // A rewrite asks the stylist again, so it counts like a creation.
    if (touchesPersona(input)) await limiter.hit(request, 'alter-egos');
    return alterEgos.update(sessionUser(request).id, request.params.id, input);
  });

  app.delete<ById>('/api/alter-egos/:id', async (request, reply) => {
    await alterEgos.remove(sessionUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
