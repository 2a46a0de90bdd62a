import type { FastifyInstance } from 'fastify';
import {
  createDiaryFieldsSchema,
  diaryEntryListSchema,
  diaryEntrySchema,
  similarPiecesSchema,
  updateDiaryBodySchema,
} from '../../../contract/diary.ts';
import { idParamsSchema } from '../../../contract/ids.ts';
import { parseWith } from '../../http/errors.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import { readPhotoForm, registerPhotoForms } from '../../photos/photo-form.ts';
import type { DiaryService } from './service.ts';

/** The style diary API of spec §7, plus editing any field and "Find similar in my wardrobe". */
export async function registerDiaryRoutes(
  app: FastifyInstance,
  diary: DiaryService,
): Promise<void> {
  await app.register(async (plain) => {
    await registerPhotoForms(plain);
    const scope = withContract(plain);

    scope.get(
      '/api/style-diary',
      { schema: { response: { 200: diaryEntryListSchema } } },
      async (request) => diary.list(sessionUser(request).id),
    );

    // Multipart: the text fields are parsed here, the photo by the shared photo module.
    scope.post(
      '/api/style-diary',
      { schema: { response: { 201: diaryEntrySchema } } },
      async (request, reply) => {
        const user = sessionUser(request);
        const form = await readPhotoForm(request);
        const fields = parseWith(createDiaryFieldsSchema, form.fields);
        return reply.status(201).send(await diary.create(user.id, fields, form.image));
      },
    );

    scope.patch(
      '/api/style-diary/:id',
      {
        schema: {
          params: idParamsSchema,
          body: updateDiaryBodySchema,
          response: { 200: diaryEntrySchema },
        },
      },
      async (request) => diary.update(sessionUser(request).id, request.params.id, request.body),
    );

    scope.delete(
      '/api/style-diary/:id',
      { schema: { params: idParamsSchema, response: { 204: noContent } } },
      async (request, reply) => {
        await diary.remove(sessionUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );

    scope.get(
      '/api/style-diary/:id/similar',
      {
        schema: { params: idParamsSchema, response: { 200: similarPiecesSchema } },
        config: { accountLimit: 'similar' },
      },
      async (request) => diary.similar(sessionUser(request).id, request.params.id),
    );
  });
}
