import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { uploadEndpoints, uploadUrlEndpoints } from '../../contract/uploads.ts';
import { IMAGE_MAX_BYTES } from '../../contract/wardrobe.ts';
import { registerEndpoints } from '../http/endpoint-routes.ts';
import { sessionUser } from '../http/session.ts';
import { ImageTooLarge, NotAnImage } from '../images/image-errors.ts';
import type { Uploads } from './uploads.ts';

/** POST /api/objects/upload (a signed URL for the session user) and PUT /api/uploads/:token (the bytes). */
export async function registerUploadRoutes(app: FastifyInstance, uploads: Uploads): Promise<void> {
  registerEndpoints(app, uploadUrlEndpoints, {
    'POST /api/objects/upload': {
      config: { accountLimit: 'upload-url' },
      handler: async (request) => ({ uploadURL: uploads.issueUrl(sessionUser(request).id) }),
    },
  });

  await app.register(async (scope) => {
    // The bytes arrive as they are, whatever type the browser declares; the content decides.
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // The signed token is the credential here, as with a presigned S3 URL: no session needed.
    registerEndpoints(scope, uploadEndpoints, {
      'PUT /api/uploads/:token': {
        config: { public: true },
        handler: async (request) => {
          // Any text: uploads.authorize refuses a token that is not one it signed.
          const target = uploads.authorize(request.params.token);
          if (!(request.body instanceof Readable)) throw new NotAnImage();
          // A declared size over the limit is refused before a byte is read.
          if (Number(request.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES)
            throw new ImageTooLarge();
          await uploads.store(target, request.body);
        },
      },
    });
  });
}
