import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { hash, verify } from '@node-rs/argon2';
import {
  exportFileName,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  type ImportSummary,
} from '../../../contract/account.ts';
import type { PublicUser } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { databaseRefusal } from '../../http/database-errors.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Photos } from '../../photos/photos.ts';
import { ACCOUNT_TABLES } from './account-tables.ts';
import { exportZip } from './export/export-zip.ts';
import { storeImportPhotos } from './import/import-photos.ts';
import type { ImportLimits } from './import/import-limits.ts';
import { readExportRows, type ExportRows } from './import/read-export.ts';
import { photoNamesOf, remapRows, withPhotoUrls } from './import/remap-rows.ts';
import { openExportArchive } from './import/zip-archive.ts';
import { createAccountRepo, openSnapshot, type AccountRepo } from './repo.ts';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  photos: Pick<Photos, 'read' | 'prepare' | 'prepareScan' | 'store' | 'remove'>;
  importLimits: ImportLimits;
}

export interface ExportDownload {
  stream: Readable;
  fileName: string;
  /** An estimate: rows at a typical size, photos at the size of a sample of them. */
  expectedBytes: number;
}

// A row of NDJSON, and the zip's own bytes per file: what the estimate counts besides photos.
const ROW_BYTES_ESTIMATE = 150;
const ENTRY_OVERHEAD_BYTES = 120;
const PHOTO_SAMPLE = 5;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user's data (export, import), password, sessions and the account's deletion. */
export function createAccountService({ db, clock, photos, importLimits }: AccountDeps) {
  const repo = createAccountRepo(db);

  async function readPhoto(url: string): Promise<Buffer | null> {
    return (await photos.read(url))?.bytes ?? null;
  }

  /** Throws 403 with `message` unless `password` is the account's. */
  async function checkPassword(userId: string, password: string, message: string): Promise<void> {
    const stored = await repo.passwordHash(userId);
    if (!stored) throw unauthorized();
    if (!(await verify(stored, password))) throw new HttpError(403, message);
  }

  async function insertAll(on: AccountRepo, rows: ExportRows): Promise<Record<string, number>> {
    const added: Record<string, number> = {};
    for (const spec of ACCOUNT_TABLES) added[spec.key] = await on.insert(spec, rows.get(spec.key)!);
    // Imported posts count only the likes and comments that came with them.
    await on.recountPosts((rows.get('posts') ?? []).map((row) => row.id as string));
    return added;
  }

  return {
    /** The user's rows and photos as one zip stream (docs/export-format.md). */
    async exportData(user: PublicUser): Promise<ExportDownload> {
      const photoUrls = [...new Set(await repo.photoUrls(user.id, false))];
      let rows = 0;
      for (const spec of ACCOUNT_TABLES) rows += await repo.count(spec, user.id);
      const sample = await Promise.all(photoUrls.slice(0, PHOTO_SAMPLE).map(readPhoto));
      const sampled = sample.filter((bytes) => bytes !== null);
      const averagePhoto = sampled.length
        ? sampled.reduce((sum, bytes) => sum + bytes.length, 0) / sampled.length
        : 0;
      const now = clock.now();
      return {
        stream: exportZip({
          snapshot: () => openSnapshot(db),
          user,
          readPhoto,
          photoUrls,
          exportedAt: now,
        }),
        fileName: exportFileName(user.username, now),
        expectedBytes: Math.round(
          photoUrls.length * (averagePhoto + ENTRY_OVERHEAD_BYTES) +
            rows * ROW_BYTES_ESTIMATE +
            (ACCOUNT_TABLES.length + 1) * ENTRY_OVERHEAD_BYTES,
        ),
      };
    },

    /**
     * Adds an export's data to the user's account, all or nothing: the zip is checked, every row
     * read and remapped and every photo stored before one transaction writes the rows; a failure
     * removes the photos it stored.
     */
    async importData(userId: string, zipFile: string): Promise<ImportSummary> {
      const archive = await openExportArchive(zipFile, importLimits);
      try {
        const rows = remapRows(await readExportRows(archive), userId);
        const stored = await storeImportPhotos(photos, archive, userId, photoNamesOf(rows));
        try {
          const added = await db.transaction((tx) =>
            insertAll(createAccountRepo(tx), withPhotoUrls(rows, stored)),
          );
          return { added: { ...added, photos: stored.size } };
        } catch (error) {
          await photos.remove([...stored.values()].map((photo) => photo.imageUrl));
          const refusal = databaseRefusal(error);
          if (refusal)
            throw new HttpError(400, `The export's data was refused: ${refusal.message}`);
          throw error;
        }
      } finally {
        archive.close();
      }
    },

    /** Sets a new password (403 unless the current one is right) and ends the other sessions. */
    async changePassword(
      userId: string,
      sessionToken: string | null,
      body: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      await checkPassword(userId, body.currentPassword, WRONG_CURRENT_PASSWORD);
      const newHash = await hash(body.newPassword);
      await db.transaction(async (tx) => {
        const txRepo = createAccountRepo(tx);
        await txRepo.setPasswordHash(userId, newHash);
        await txRepo.deleteSessions(userId, sessionToken ? hashToken(sessionToken) : null);
      });
    },

    /** Ends every session of the user, this one included. */
    async signOutEverywhere(userId: string): Promise<void> {
      await repo.deleteSessions(userId, null);
    },

    /**
     * Deletes the account (403 unless the password is right): every row in one transaction (the
     * user's row cascades to all of them), then every photo file the rows recorded. A file that
     * cannot be removed is logged by the photo module.
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      await checkPassword(userId, password, WRONG_PASSWORD);
      const urls = await db.transaction(async (tx) => {
        const txRepo = createAccountRepo(tx);
        if (!(await txRepo.lockUser(userId))) throw unauthorized();
        const photoUrls = await txRepo.photoUrls(userId, true);
        const touched = await txRepo.postsTouchedBy(userId);
        await txRepo.deleteUser(userId);
        await txRepo.recountPosts(touched);
        return photoUrls;
      });
      await photos.remove(urls);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
