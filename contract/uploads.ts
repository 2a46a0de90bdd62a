import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { noContent } from './no-content.ts';

/** POST /api/objects/upload answers where to PUT the photo's bytes. */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** A signed URL for one upload, for the session user (spec §7's object storage). */
export const uploadUrlEndpoints = endpoints({
  'POST /api/objects/upload': { response: { 200: uploadUrlResponseSchema } },
});

/**
 * The bytes of an upload, PUT to the URL the call above answered: its signed token is the
 * credential (as with a presigned S3 URL), and any text names a token (a forged one is refused).
 */
export const uploadEndpoints = endpoints({
  'PUT /api/uploads/:token': {
    params: z.object({ token: z.string() }),
    reads: 'bytes',
    response: { 204: noContent },
  },
});
