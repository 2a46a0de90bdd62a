import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers below this many bytes go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON and text answers above the threshold (brotli when the browser takes it, else
 * gzip). Built client files are compressed once at build time (scripts/precompress.mjs) and
 * served as they are; photos are already compressed and pass through untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // A quick brotli level: answers are compressed per request, so speed matters more than the
    // last few per cent.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
