import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../contract/ids.ts';
import {
  NO_IMAGE_MESSAGE,
  attachImageBodySchema,
  createItemFieldsSchema,
  scanResultSchema,
  updateItemBodySchema,
  wardrobeItemSchema,
} from '../../../contract/wardrobe.ts';
import { itemWearHistorySchema } from '../../../contract/wear-history.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import { readPhotoForm, registerPhotoForms } from '../../photos/photo-form.ts';
import type { WardrobeService } from './service.ts';

/** Edits are JSON: a multipart form here would otherwise be silently ignored (415 before parsing). */
async function jsonOnly(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) throw new HttpError(415, 'Expected a JSON body');
}

const item = { 200: wardrobeItemSchema };
const byId = { params: idParamsSchema, response: item };

/** The wardrobe API of spec §7 plus wear logging. The owner is always the session user. */
export async function registerWardrobeRoutes(
  app: FastifyInstance,
  wardrobe: WardrobeService,
): Promise<void> {
  await app.register(async (scope) => {
    await registerPhotoForms(scope);
    const api = withContract(scope);

    // A userId query parameter (spec §7) is ignored: the list is always the session user's.
    api.get(
      '/api/wardrobe',
      { schema: { response: { 200: wardrobeItemSchema.array() } } },
      async (request) => wardrobe.list(sessionUser(request).id),
    );

    // Multipart: the form's text fields are parsed with the contract once the photo is read.
    api.post(
      '/api/wardrobe',
      { schema: { response: { 201: wardrobeItemSchema } }, config: { accountLimit: 'item' } },
      async (request, reply) => {
        const user = sessionUser(request);
        const form = await readPhotoForm(request);
        const fields = parseWith(createItemFieldsSchema, form.fields);
        return reply.status(201).send(await wardrobe.create(user.id, fields, form.image));
      },
    );

    api.post(
      '/api/wardrobe/scan',
      {
        schema: { response: { 200: scanResultSchema } },
        config: { accountLimit: 'scan' },
        // The account's share of the scanner's line is full: 429 before the photo is read.
        preHandler: async (request) => wardrobe.assertScanRoom(sessionUser(request).id),
      },
      async (request) => {
        const user = sessionUser(request);
        const form = await readPhotoForm(request);
        if (!form.image) throw new HttpError(400, NO_IMAGE_MESSAGE);
        return wardrobe.scan(user.id, form.image);
      },
    );

    api.put(
      '/api/wardrobe/:id',
      { schema: { ...byId, body: updateItemBodySchema }, preValidation: jsonOnly },
      async (request) => wardrobe.update(sessionUser(request).id, request.params.id, request.body),
    );

    api.delete(
      '/api/wardrobe/:id',
      { schema: { params: idParamsSchema, response: { 204: noContent } } },
      async (request, reply) => {
        await wardrobe.remove(sessionUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );

    api.put(
      '/api/wardrobe/:id/image',
      {
        schema: { ...byId, body: attachImageBodySchema },
        preValidation: jsonOnly,
        config: { accountLimit: 'item' },
      },
      async (request) =>
        wardrobe.attachUpload(sessionUser(request).id, request.params.id, request.body.imageURL),
    );

    api.post(
      '/api/wardrobe/:id/cutout',
      { schema: byId, config: { accountLimit: 'scan' } },
      async (request) => wardrobe.addCutout(sessionUser(request).id, request.params.id),
    );

    api.post('/api/wardrobe/:id/wear', { schema: byId }, async (request) =>
      wardrobe.logWear(sessionUser(request).id, request.params.id),
    );

    // Read-only and outside spec §7: the item detail's wear chart (the item itself has no dates).
    api.get(
      '/api/wardrobe/:id/wears',
      { schema: { params: idParamsSchema, response: { 200: itemWearHistorySchema } } },
      async (request) => wardrobe.wearHistory(sessionUser(request).id, request.params.id),
    );

    api.delete('/api/wardrobe/:id/wear', { schema: byId }, async (request) =>
      wardrobe.undoWear(sessionUser(request).id, request.params.id),
    );
  });
}
