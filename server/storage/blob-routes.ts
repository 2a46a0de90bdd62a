import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, unauthorized } from '../http/errors.ts';
import { hasValidBlobSignature } from './blob-access.ts';
import { photoOwner } from './blob-keys.ts';
import type { BlobStore } from './blob-store.ts';
import type { Clock } from '../lib/clock.ts';
import type { Signer } from './signer.ts';

// Any text: a key that names no photo of its owner is answered 404 below.
const blobParamsSchema = z.object({ owner: z.string(), file: z.string() });

/**
 * GET /api/blobs/:owner/:file serves a stored photo to its owner's session, or to anyone holding
 * a signed link (blob-access.ts). Names are random and content never changes, so it caches for
 * a year; owner-only answers are `private` so no shared cache hands them to someone else.
 */
export function registerBlobRoutes(
  app: FastifyInstance,
  blobs: BlobStore,
  signer: Signer,
  clock: Clock,
): void {
  app.get<{ Params: { owner: string; file: string }; Querystring: Record<string, unknown> }>(
    '/api/blobs/:owner/:file',
    { schema: { params: blobParamsSchema }, config: { public: true } },
    async (request, reply) => {
      const key = `${request.params.owner}/${request.params.file}`;
      const owner = photoOwner(key);
      if (!owner) throw notFound();
      const signed = hasValidBlobSignature(signer, key, request.query, clock.now());
      if (!signed) {
        if (!request.user) throw unauthorized();
        if (request.user.id !== owner) throw notFound();
      }
      const blob = await blobs.stream(key);
      if (!blob) throw notFound();
      return reply
        .header('content-type', blob.contentType)
        .header('content-length', blob.size)
        .header('cache-control', `${signed ? 'public' : 'private'}, max-age=31536000, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(blob.stream);
    },
  );
}
