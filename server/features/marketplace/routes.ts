import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createListingBodySchema,
  createListingFieldsSchema,
  type CreateListingInput,
  marketplaceEndpoints,
} from '../../../contract/marketplace.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import { readPhotoForm, registerPhotoForms } from '../../photos/photo-form.ts';
import type { MarketplaceService } from './service.ts';

/**
 * A new listing's body. Multipart when a fresh photo comes with it: the text fields are parsed
 * here, the photo by the shared photo module. JSON (spec §3's fields) lists a wardrobe piece, whose
 * photo is copied, or a listing without a photo. No one zod schema of the route kit fits both, so
 * each is parsed with its contract schema here: 400 `{ message, issues }` either way, and any other
 * content type is Fastify's 415.
 */
async function readListingBody(
  request: FastifyRequest,
): Promise<{ fields: CreateListingInput; image: Buffer | null }> {
  if (!request.isMultipart()) {
    return { fields: parseWith(createListingBodySchema, request.body), image: null };
  }
  const form = await readPhotoForm(request);
  return { fields: parseWith(createListingFieldsSchema, form.fields), image: form.image };
}

/** Spec §7's marketplace calls plus listing, editing, selling and withdrawing. */
export async function registerMarketplaceRoutes(
  app: FastifyInstance,
  marketplace: MarketplaceService,
): Promise<void> {
  await app.register(async (scope) => {
    await registerPhotoForms(scope);

    registerEndpoints(scope, marketplaceEndpoints, {
      'GET /api/marketplace': async (request) =>
        marketplace.list(sessionUser(request).id, request.query),
      'GET /api/marketplace/:id': async (request) =>
        marketplace.view(sessionUser(request).id, request.params.id),
      'POST /api/marketplace': async (request) => {
        const user = sessionUser(request);
        const { fields, image } = await readListingBody(request);
        return marketplace.create(user.id, fields, image);
      },
      'PATCH /api/marketplace/:id': async (request) =>
        marketplace.update(sessionUser(request).id, request.params.id, request.body),
      'DELETE /api/marketplace/:id': async (request) =>
        marketplace.remove(sessionUser(request).id, request.params.id),
    });
  });
}
