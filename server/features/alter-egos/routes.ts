import type { FastifyInstance } from 'fastify';
import {
  alterEgoSchema,
  createAlterEgoBodySchema,
  updateAlterEgoBodySchema,
} from '../../../contract/alter-egos.ts';
import { idParamsSchema } from '../../../contract/ids.ts';
import type { GenerationLimiter } from '../../http/generation-limits.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import { touchesPersona, type AlterEgosService } from './service.ts';

/** The alter-egos API of spec §7. The owner is always the session user. */
export function registerAlterEgoRoutes(
  app: FastifyInstance,
  alterEgos: AlterEgosService,
  limiter: GenerationLimiter,
): void {
  const api = withContract(app);

  api.get(
    '/api/alter-egos',
    { schema: { response: { 200: alterEgoSchema.array() } } },
    async (request) => alterEgos.list(sessionUser(request).id),
  );

  api.post(
    '/api/alter-egos',
    {
      schema: { body: createAlterEgoBodySchema, response: { 201: alterEgoSchema } },
      config: { generationLimit: 'alter-egos' },
    },
    async (request, reply) =>
      reply.status(201).send(await alterEgos.create(sessionUser(request).id, request.body)),
  );

  api.patch(
    '/api/alter-egos/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateAlterEgoBodySchema,
        response: { 200: alterEgoSchema },
      },
    },
    async (request) => {
      // A rewrite asks the stylist again, so it counts like a creation (only a rewrite: no config).
      if (touchesPersona(request.body)) await limiter.hit(request, 'alter-egos');
      return alterEgos.update(sessionUser(request).id, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/alter-egos/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await alterEgos.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
