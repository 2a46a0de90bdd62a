import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  capsuleSchema,
  createCapsuleBodySchema,
  generateCapsuleOutfitsBodySchema,
  updateCapsuleBodySchema,
} from '../../../contract/capsules.ts';
import { idParamsSchema } from '../../../contract/ids.ts';
import { generateOutfitsResponseSchema } from '../../../contract/outfits.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { CapsulesService } from './service.ts';

/** The capsule API of spec §7 (the writes answer the capsule). The owner is the session user. */
export function registerCapsuleRoutes(app: FastifyInstance, capsules: CapsulesService): void {
  const api = withContract(app);

  // A userId query parameter (spec §7) is ignored: the capsules are always the session user's.
  api.get(
    '/api/capsules',
    { schema: { response: { 200: z.array(capsuleSchema) } } },
    async (request) => capsules.list(sessionUser(request).id),
  );

  api.post(
    '/api/capsules',
    { schema: { body: createCapsuleBodySchema, response: { 201: capsuleSchema } } },
    async (request, reply) =>
      reply.status(201).send(await capsules.create(sessionUser(request).id, request.body)),
  );

  api.put(
    '/api/capsules/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateCapsuleBodySchema,
        response: { 200: capsuleSchema },
      },
    },
    async (request) => capsules.update(sessionUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/api/capsules/:id/generate',
    {
      schema: {
        params: idParamsSchema,
        body: generateCapsuleOutfitsBodySchema,
        response: { 200: generateOutfitsResponseSchema },
      },
      config: { generationLimit: 'outfits' },
    },
    async (request) => capsules.generate(sessionUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/capsules/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await capsules.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
