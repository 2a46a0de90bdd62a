import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createItemFieldsSchema,
  NO_IMAGE_MESSAGE,
  wardrobeEndpoints,
} from '../../../contract/wardrobe.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { HttpError, parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import { readPhotoForm, registerPhotoForms } from '../../photos/photo-form.ts';
import type { WardrobeService } from './service.ts';

/** Edits are JSON: a multipart form here would otherwise be silently ignored (415 before parsing). */
async function jsonOnly(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) throw new HttpError(415, 'Expected a JSON body');
}

/** The wardrobe API of spec §7 plus wear logging. The owner is always the session user. */
export async function registerWardrobeRoutes(
  app: FastifyInstance,
  wardrobe: WardrobeService,
): Promise<void> {
  await app.register(async (scope) => {
    await registerPhotoForms(scope);
    const me = (request: FastifyRequest) => sessionUser(request).id;

    registerEndpoints(scope, wardrobeEndpoints, {
      // A userId query parameter (spec §7) is ignored: the list is always the session user's.
      'GET /api/wardrobe': async (request) => wardrobe.list(me(request)),
      // Multipart: the form's text fields are parsed with the contract once the photo is read.
      'POST /api/wardrobe': {
        config: { accountLimit: 'item' },
        handler: async (request) => {
          const user = me(request);
          const form = await readPhotoForm(request);
          const fields = parseWith(createItemFieldsSchema, form.fields);
          return wardrobe.create(user, fields, form.image);
        },
      },
      'POST /api/wardrobe/scan': {
        config: { accountLimit: 'scan' },
        // The account's share of the scanner's line is full: 429 before the photo is read.
        preHandler: async (request) => wardrobe.assertScanRoom(me(request)),
        handler: async (request) => {
          const user = me(request);
          const form = await readPhotoForm(request);
          if (!form.image) throw new HttpError(400, NO_IMAGE_MESSAGE);
          return wardrobe.scan(user, form.image);
        },
      },
      'PUT /api/wardrobe/:id': {
        preValidation: jsonOnly,
        handler: async (request) => wardrobe.update(me(request), request.params.id, request.body),
      },
      'DELETE /api/wardrobe/:id': async (request) =>
        wardrobe.remove(me(request), request.params.id),
      'PUT /api/wardrobe/:id/image': {
        preValidation: jsonOnly,
        config: { accountLimit: 'item' },
        handler: async (request) =>
          wardrobe.attachUpload(me(request), request.params.id, request.body.imageURL),
      },
      'POST /api/wardrobe/:id/cutout': {
        config: { accountLimit: 'scan' },
        handler: async (request) => wardrobe.addCutout(me(request), request.params.id),
      },
      'POST /api/wardrobe/:id/wear': async (request) =>
        wardrobe.logWear(me(request), request.params.id),
      'GET /api/wardrobe/:id/wears': async (request) =>
        wardrobe.wearHistory(me(request), request.params.id),
      'DELETE /api/wardrobe/:id/wear': async (request) =>
        wardrobe.undoWear(me(request), request.params.id),
    });
  });
}
