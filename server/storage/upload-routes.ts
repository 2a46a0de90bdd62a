import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  uploadUrlResponseSchema,
  type UploadUrlResponse,
} from '../../contract/wardrobe.ts';
import { noContent } from '../http/route-kit.ts';
import { sessionUser } from '../http/session.ts';
import { ImageTooLarge, NotAnImage } from '../images/image-errors.ts';
import type { Uploads } from './uploads.ts';

/** POST /api/objects/upload (a signed URL for the session user) and PUT /api/uploads/:token (the bytes). */
export async function registerUploadRoutes(app: FastifyInstance, uploads: Uploads): Promise<void> {
  app.post(
    '/api/objects/upload',
    {
      schema: { response: { 200: uploadUrlResponseSchema } },
      config: { accountLimit: 'upload-url' },
    },
    async (request): Promise<UploadUrlResponse> => ({
      uploadURL: uploads.issueUrl(sessionUser(request).id),
    }),
  );

  await app.register(async (scope) => {
    // The bytes arrive as they are, whatever type the browser declares; the content decides.
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // The signed token is the credential here, as with a presigned S3 URL: no session needed.
    scope.put<{ Params: { token: string } }>(
      '/api/uploads/:token',
      {
        // Any text: uploads.authorize refuses a token that is not one it signed.
        schema: { params: z.object({ token: z.string() }), response: { 204: noContent } },
        config: { public: true },
      },
      async (request, reply) => {
        const target = uploads.authorize(request.params.token);
        if (!(request.body instanceof Readable)) throw new NotAnImage();
        // A declared size over the limit is refused before a byte is read.
        if (Number(request.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES)
          throw new ImageTooLarge();
        await uploads.store(target, request.body);
        return reply.status(204).send();
      },
    );
  });
}
