import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, unauthorized } from '../lib/domain-errors.ts';
import { validBlobLinkExpiry } from './blob-access.ts';
import { photoOwner } from './blob-keys.ts';
import type { BlobStore } from './blob-store.ts';
import type { Clock } from '../lib/clock.ts';
import type { Signer } from './signer.ts';

// Any text: a key that names no photo of its owner is answered 404 below.
const blobParamsSchema = z.object({ owner: z.string(), file: z.string() });

/** How long the owner's browser keeps a photo: names are random and content never changes. */
const OWNER_CACHE_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /api/blobs/:owner/:file serves a stored photo to its owner's session, or to anyone holding
 * a signed link (blob-access.ts). Owner-only answers are `private` (no shared cache hands them
 * to someone else) and kept a year; a signed link's answer may be kept by any cache, but never
 * longer than the link lives, so an expired link is not served from a cache either.
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
      const now = clock.now();
      const signedUntil = validBlobLinkExpiry(signer, key, request.query, now);
      const signed = signedUntil !== null;
      if (!signed) {
        if (!request.user) throw unauthorized();
        if (request.user.id !== owner) throw notFound();
      }
      const blob = await blobs.stream(key);
      if (!blob) throw notFound();
      const cacheControl = signed
        ? `public, max-age=${Math.floor((signedUntil.getTime() - now.getTime()) / 1000)}, immutable`
        : `private, max-age=${OWNER_CACHE_SECONDS}, immutable`;
      return reply
        .header('content-type', blob.contentType)
        .header('content-length', blob.size)
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff')
        .send(blob.stream);
    },
  );
}
