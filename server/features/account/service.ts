import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_REQUIRED,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  WRONG_USERNAME,
} from '../../../contract/account.ts';
import type { StorageUsage } from '../../../contract/storage.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, invalid, unauthorized } from '../../lib/domain-errors.ts';
import type { Photos } from '../../photos/photos.ts';
import type { ExportLimits } from './export/export-limits.ts';
import { createExporter } from './export/exporter.ts';
import { createImporter } from './import/importer.ts';
import type { ImportLimits } from './import/import-limits.ts';
import { createAccountRepo } from './repo.ts';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  photos: Pick<Photos, 'read' | 'prepare' | 'prepareScan' | 'store' | 'remove'>;
  importLimits: ImportLimits;
  exportLimits: ExportLimits;
  /** What an account's stored files take of its quota (storage/metered-blob-store.ts). */
  storage: { usage(userId: string): Promise<StorageUsage> };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user's data (export, import), password, sessions and the account's deletion. */
export function createAccountService(deps: AccountDeps) {
  const { db, photos } = deps;
  const repo = createAccountRepo(db);
  const exporter = createExporter(deps);
  const importer = createImporter(deps);

  /**
   * Throws 403 with `message` unless `password` is the account's (400 `field` when it has one and
   * none was sent). Answers whether the account has a password: one made by signing in with the
   * identity provider has none, and the caller confirms another way.
   */
  async function checkPassword(
    userId: string,
    password: string | undefined,
    { message, field, required }: { message: string; field: string; required: string },
  ): Promise<boolean> {
    const stored = await repo.passwordHash(userId);
    if (stored === undefined) throw unauthorized();
    if (stored === null) return false;
    if (!password) throw invalid(field, required, required);
    if (!(await verify(stored, password))) throw forbidden(message);
    return true;
  }

  return {
    /** The user's rows and photos as one zip stream (export/exporter.ts). */
    exportData: exporter.exportData,

    /** 429 while another import runs on this instance (import/importer.ts). */
    assertImportFree: importer.assertFree,

    /** Adds an export's data to the user's account, all or nothing (import/importer.ts). */
    importData: importer.importData,

    /** What the user's photos and uploads take of what the account may keep. */
    storageUsage(userId: string): Promise<StorageUsage> {
      return deps.storage.usage(userId);
    },

    /**
     * Sets a new password (403 unless the current one is right; an account without one sets its
     * first) and ends the other sessions.
     */
    async changePassword(
      userId: string,
      sessionToken: string | null,
      body: { currentPassword?: string | undefined; newPassword: string },
    ): Promise<void> {
      await checkPassword(userId, body.currentPassword, {
        message: WRONG_CURRENT_PASSWORD,
        field: 'currentPassword',
        required: CURRENT_PASSWORD_REQUIRED,
      });
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
     * Deletes the account (403 unless the password is right, or for an account without one the
     * username typed is its own): every row in one transaction (the
     * user's row cascades to all of them), then every photo file the rows recorded. A file that
     * cannot be removed is logged by the photo module.
     */
    async deleteAccount(
      userId: string,
      confirm: { password?: string | undefined; username?: string | undefined },
    ): Promise<void> {
      const hasPassword = await checkPassword(userId, confirm.password, {
        message: WRONG_PASSWORD,
        field: 'password',
        required: PASSWORD_REQUIRED,
      });
      // Without a password, typing the username confirms it (the session proves who asks).
      if (!hasPassword && (await repo.username(userId)) !== confirm.username?.trim()) {
        throw forbidden(WRONG_USERNAME);
      }
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
