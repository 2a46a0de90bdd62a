import type { FastifyInstance } from 'fastify';
import { createOutfitBodySchema, generateOutfitsBodySchema } from '../../../contract/outfits.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import type { GenerationLimiter } from '../ai/generation-limits.ts';
import type { OutfitsService } from './service.ts';

type ById = { Params: { id: string } };

/** The outfits API of spec §7 plus wearing an outfit. The owner is always the session user. */
export function registerOutfitRoutes(
  app: FastifyInstance,
  outfits: OutfitsService,
  limiter: GenerationLimiter,
): void {
  app.post('/api/outfits/generate', async (request) => {
    const user = sessionUser(request);
    const input = parseWith(generateOutfitsBodySchema, request.body);
    await limiter.hit(request, 'outfits');
    return outfits.generate(user.id, input);
  });

  // A userId query parameter (spec §7) is ignored: the list is always the session user's.
  app.get('/api/outfits', async (request) => outfits.list(sessionUser(request).id));

  app.post('/api/outfits', async (request, reply) => {
    const user = sessionUser(request);
    const input = parseWith(createOutfitBodySchema, request.body);
    return reply.status(201).send(await outfits.create(user.id, input));
  });

  app.delete<ById>('/api/outfits/:id', async (request, reply) => {
    await outfits.remove(sessionUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.post<ById>('/api/outfits/:id/wear', async (request) =>
    outfits.wear(sessionUser(request).id, request.params.id),
  );
}
