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

/** Reads a raw request body, refusing (413) as soon as it passes `limit` bytes. */
async function readLimited(
  body: unknown,
  declaredLength: string | undefined,
  limit: number,
): Promise<Buffer> {
  if (!(body instanceof Readable)) throw new NotAnImage();
  if (declaredLength && Number(declaredLength) > limit) throw new ImageTooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) throw new ImageTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** POST /api/objects/upload (a signed URL for the session user) and PUT /api/uploads/:token (the bytes). */
export async function registerUploadRoutes(app: FastifyInstance, uploads: Uploads): Promise<void> {
  app.post(
    '/api/objects/upload',
    { schema: { response: { 200: uploadUrlResponseSchema } } },
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
        const bytes = await readLimited(
          request.body,
          request.headers['content-length'],
          IMAGE_MAX_BYTES,
        );
        await uploads.store(target, bytes);
        return reply.status(204).send();
      },
    );
  });
}
