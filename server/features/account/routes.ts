import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountEndpoints, EXPORT_SIZE_HEADER } from '../../../contract/account.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { HttpError } from '../../http/errors.ts';
import { HOUR_MS } from '../../lib/dates.ts';
import { isDomainError } from '../../lib/domain-errors.ts';
import { keyedLimiter, type RateLimits } from '../../http/rate-limit.ts';
import { clearSessionCookie, sessionUser } from '../../http/session.ts';
import type { ExportLimits } from './export/export-limits.ts';
import type { ImportLimits } from './import/import-limits.ts';
import type { AccountService } from './service.ts';

const IMPORT_FIELD = 'file';

/**
 * The zip of a multipart body, streamed to a temp file (never held in memory): 413 past the
 * limit, 400 without a file under `file`. Answers the temp folder to remove and the file.
 */
async function receiveZip(request: FastifyRequest): Promise<{ dir: string; file: string }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected a multipart/form-data upload');
  const part = await request.file();
  if (!part || part.fieldname !== IMPORT_FIELD) {
    part?.file.resume();
    throw new HttpError(400, `Send the export zip as the file field "${IMPORT_FIELD}"`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'afc-import-'));
  const file = path.join(dir, 'import.zip');
  try {
    await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
    if (part.file.truncated) throw new HttpError(413, 'The export zip is too large');
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'The export zip is too large');
    throw error;
  }
  return { dir, file };
}

/** GET /api/account/export, POST …/import, GET …/storage, PUT …/password, POST …/sign-out-everywhere, DELETE /api/account. */
export async function registerAccountRoutes(
  app: FastifyInstance,
  account: AccountService,
  {
    limits,
    importLimits,
    exportLimits,
  }: { limits: RateLimits; importLimits: ImportLimits; exportLimits: ExportLimits },
): Promise<void> {
  // Password checks are throttled per account like logins: only wrong passwords count.
  const wrongPasswords = keyedLimiter(
    app,
    'account-password',
    limits.authPerUsername,
    limits.windowMs,
    (request) => request.user?.id ?? '',
  );
  const imports = keyedLimiter(
    app,
    'account-import',
    importLimits.perHour,
    HOUR_MS,
    (request) => request.user?.id ?? '',
  );
  const exports = keyedLimiter(
    app,
    'account-export',
    exportLimits.perHour,
    HOUR_MS,
    (request) => request.user?.id ?? '',
  );
  // Counted before the password is checked, as logins are, so checks sent at once cannot all be
  // tried; only a wrong password (403) keeps its count.
  async function checkingPassword(request: FastifyRequest, run: () => Promise<void>) {
    const attempt = await wrongPasswords.attempt(request);
    try {
      await run();
    } catch (error) {
      if (!isDomainError(error, 'forbidden')) await attempt.refund();
      throw error;
    }
    await attempt.refund();
  }

  await app.register(async (plain) => {
    await plain.register(multipart, {
      limits: { fileSize: importLimits.maxUploadBytes, files: 1, fields: 0, parts: 1 },
    });
    // Bytes, not JSON, so no endpoint of the contract's map: the route-table test lists it among
    // the binary answers. One export per account at a time, a few an hour (counted once the
    // account's turn is taken); a download that moves no byte for exportLimits.idleMs is cut,
    // which ends the export.
    plain.get('/api/account/export', async (request, reply) => {
      const download = await account.exportData(sessionUser(request), () => exports.hit(request));
      reply.raw.setTimeout(exportLimits.idleMs, () => reply.raw.destroy());
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'no-store')
        .header(EXPORT_SIZE_HEADER, String(download.expectedBytes))
        .send(download.stream);
    });

    registerEndpoints(plain, accountEndpoints, {
      'POST /api/account/import': async (request) => {
        const user = sessionUser(request);
        // Refused before the upload while another import runs (and not counted).
        account.assertImportFree();
        await imports.hit(request);
        const upload = await receiveZip(request);
        try {
          return await account.importData(user.id, upload.file);
        } finally {
          await rm(upload.dir, { recursive: true, force: true });
        }
      },
      'GET /api/account/storage': async (request) => account.storageUsage(sessionUser(request).id),
      'PUT /api/account/password': async (request) => {
        const user = sessionUser(request);
        await checkingPassword(request, () =>
          account.changePassword(user.id, request.sessionToken, request.body),
        );
      },
      'POST /api/account/sign-out-everywhere': async (request, reply) => {
        await account.signOutEverywhere(sessionUser(request).id);
        clearSessionCookie(request, reply);
      },
      'DELETE /api/account': async (request, reply) => {
        const user = sessionUser(request);
        await checkingPassword(request, () => account.deleteAccount(user.id, request.body));
        clearSessionCookie(request, reply);
      },
    });
  });
}
