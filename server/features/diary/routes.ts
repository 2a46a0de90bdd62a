import type { FastifyInstance } from 'fastify';
import { createDiaryFieldsSchema, diaryEndpoints } from '../../../contract/diary.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import { readPhotoForm, registerPhotoForms } from '../../photos/photo-form.ts';
import type { DiaryService } from './service.ts';

/** The style diary API of spec §7, plus editing any field and "Find similar in my wardrobe". */
export async function registerDiaryRoutes(
  app: FastifyInstance,
  diary: DiaryService,
): Promise<void> {
  await app.register(async (scope) => {
    await registerPhotoForms(scope);

    registerEndpoints(scope, diaryEndpoints, {
      'GET /api/style-diary': async (request) => diary.list(sessionUser(request).id),
      // Multipart: the text fields are parsed here, the photo by the shared photo module.
      'POST /api/style-diary': async (request) => {
        const user = sessionUser(request);
        const form = await readPhotoForm(request);
        const fields = parseWith(createDiaryFieldsSchema, form.fields);
        return diary.create(user.id, fields, form.image);
      },
      'PATCH /api/style-diary/:id': async (request) =>
        diary.update(sessionUser(request).id, request.params.id, request.body),
      'DELETE /api/style-diary/:id': async (request) =>
        diary.remove(sessionUser(request).id, request.params.id),
      'GET /api/style-diary/:id/similar': {
        config: { accountLimit: 'similar' },
        handler: async (request) => diary.similar(sessionUser(request).id, request.params.id),
      },
    });
  });
}
