import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NO_IMAGE_MESSAGE,
  attachImageBodySchema,
  createItemFieldsSchema,
  updateItemBodySchema,
} from '../../../contract/wardrobe.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import { IMAGE_FORM_LIMITS, readImageForm } from '../../images/image-form.ts';
import {
  itemListResponseSchema,
  itemResponseSchema,
  scanResponseSchema,
} from './response-schemas.ts';
import type { WardrobeService } from './service.ts';

type ById = { Params: { id: string } };

/** The JSON body of a PUT; a multipart form here would otherwise be silently ignored. */
function jsonBody(request: FastifyRequest): unknown {
  if (request.isMultipart()) throw new HttpError(415, 'Expected a JSON body');
  return request.body;
}

const itemReply = { response: { 200: itemResponseSchema, 201: itemResponseSchema } };

/** The wardrobe API of spec §7 plus wear logging. The owner is always the session user. */
export async function registerWardrobeRoutes(
  app: FastifyInstance,
  wardrobe: WardrobeService,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: IMAGE_FORM_LIMITS });

    // A userId query parameter (spec §7) is ignored: the list is always the session user's.
    scope.get(
      '/api/wardrobe',
      { schema: { response: { 200: itemListResponseSchema } } },
      async (request) => wardrobe.list(sessionUser(request).id),
    );

    scope.post('/api/wardrobe', { schema: itemReply }, async (request, reply) => {
      const user = sessionUser(request);
      const form = await readImageForm(request);
      const fields = parseWith(createItemFieldsSchema, form.fields);
      return reply.status(201).send(await wardrobe.create(user.id, fields, form.image));
    });

    scope.post(
      '/api/wardrobe/scan',
      { schema: { response: { 200: scanResponseSchema } } },
      async (request) => {
        sessionUser(request);
        const form = await readImageForm(request);
        if (!form.image) throw new HttpError(400, NO_IMAGE_MESSAGE);
        return wardrobe.scan(form.image);
      },
    );

    scope.put<ById>('/api/wardrobe/:id', { schema: itemReply }, async (request) => {
      const patch = parseWith(updateItemBodySchema, jsonBody(request));
      return wardrobe.update(sessionUser(request).id, request.params.id, patch);
    });

    scope.delete<ById>('/api/wardrobe/:id', async (request, reply) => {
      await wardrobe.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    });

    scope.put<ById>('/api/wardrobe/:id/image', { schema: itemReply }, async (request) => {
      const { imageURL } = parseWith(attachImageBodySchema, jsonBody(request));
      return wardrobe.attachUpload(sessionUser(request).id, request.params.id, imageURL);
    });

    scope.post<ById>('/api/wardrobe/:id/cutout', { schema: itemReply }, async (request) =>
      wardrobe.addCutout(sessionUser(request).id, request.params.id),
    );

    scope.post<ById>('/api/wardrobe/:id/wear', { schema: itemReply }, async (request) =>
      wardrobe.logWear(sessionUser(request).id, request.params.id),
    );

    scope.delete<ById>('/api/wardrobe/:id/wear', { schema: itemReply }, async (request) =>
      wardrobe.undoWear(sessionUser(request).id, request.params.id),
    );
  });
}
