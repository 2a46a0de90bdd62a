import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../contract/ids.ts';
import {
  createListingFieldsSchema,
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

    // Multipart: the text fields are parsed here, a fresh photo by the shared photo module.
    scope.post(
      '/api/marketplace',
      { schema: { response: { 201: listingSchema } } },
      async (request, reply) => {
        const user = sessionUser(request);
        const form = await readPhotoForm(request);
        const fields = parseWith(createListingFieldsSchema, form.fields);
        return reply.status(201).send(await marketplace.create(user.id, fields, form.image));
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
