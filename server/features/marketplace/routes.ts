import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../contract/ids.ts';
import {
  createListingBodySchema,
  createListingFieldsSchema,
  type CreateListingInput,
  listingListSchema,
  listingQuerySchema,
  listingSchema,
  updateListingBodySchema,
} from '../../../contract/marketplace.ts';
import { parseWith } from '../../http/errors.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
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
  await app.register(async (plain) => {
    await registerPhotoForms(plain);
    const scope = withContract(plain);

    scope.get(
      '/api/marketplace',
      { schema: { querystring: listingQuerySchema, response: { 200: listingListSchema } } },
      async (request) => marketplace.list(sessionUser(request).id, request.query),
    );

    scope.get(
      '/api/marketplace/:id',
      { schema: { params: idParamsSchema, response: { 200: listingSchema } } },
      async (request) => marketplace.view(sessionUser(request).id, request.params.id),
    );

    scope.post(
      '/api/marketplace',
      { schema: { response: { 201: listingSchema } } },
      async (request, reply) => {
        const user = sessionUser(request);
        const { fields, image } = await readListingBody(request);
        return reply.status(201).send(await marketplace.create(user.id, fields, image));
      },
    );

    scope.patch(
      '/api/marketplace/:id',
      {
        schema: {
          params: idParamsSchema,
          body: updateListingBodySchema,
          response: { 200: listingSchema },
        },
      },
      async (request) =>
        marketplace.update(sessionUser(request).id, request.params.id, request.body),
    );

    scope.delete(
      '/api/marketplace/:id',
      { schema: { params: idParamsSchema, response: { 204: noContent } } },
      async (request, reply) => {
        await marketplace.remove(sessionUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  });
}
