import type { Readable } from 'node:stream';
import { exportFileName } from '../../../../contract/account.ts';
import type { PublicUser } from '../../../../contract/auth.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { rateLimited } from '../../../lib/domain-errors.ts';
import type { Photos } from '../../../photos/photos.ts';
import { ACCOUNT_TABLES } from '../account-tables.ts';
import { createAccountTurns } from '../account-turns.ts';
import { semaphore } from '../slots.ts';
import { EXPORT_RUNNING_RETRY_S, type ExportLimits } from './export-limits.ts';
import { spoolExport } from './export-spool.ts';
import { exportZip } from './export-zip.ts';

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

const EXPORT_RUNNING_MESSAGE =
  'An export of your account is already running: wait until its download has finished';

/**
 * The user's rows and photos as one zip (docs/export-format.md), within the limits of
 * export-limits.ts: one export per account at a time across every instance (429; a lease in
 * account_turns, account-turns.ts), a few reading the database at once on this instance,
 * and the rows read into a temp file before the download starts, so a client that stops reading
 * holds a socket and a temp folder, never a database connection.
 */
export function createExporter(deps: {
  db: Db;
  clock: Clock;
  photos: Pick<Photos, 'read'>;
  exportLimits: ExportLimits;
}) {
  const { db, clock, photos, exportLimits } = deps;
  const turns = createAccountTurns(db, 'export', {
    leaseMs: exportLimits.turnLeaseMs,
    renewMs: exportLimits.turnRenewMs,
  });
  const reading = semaphore(exportLimits.concurrentReads);

  async function readPhoto(url: string): Promise<Buffer | null> {
    return (await photos.read(url))?.bytes ?? null;
  }

  return {
    /**
     * Starts the user's export. `admit` runs once the account's turn is taken (the hourly limit
     * counts only exports that start). The account's turn ends when the stream closes: finished,
     * failed, or cut because its client stopped reading (or, on an instance that crashed, when
     * its lease runs out).
     */
    async exportData(
      user: PublicUser,
      admit: () => Promise<void> = async () => undefined,
    ): Promise<ExportDownload> {
      const turn = await turns.take(user.id);
      if (!turn) throw rateLimited(EXPORT_RUNNING_MESSAGE, EXPORT_RUNNING_RETRY_S);
      try {
        await admit();
        const spool = await reading(() => spoolExport(db, user.id, exportLimits.maxDataBytes));
        const sample = await Promise.all(
          spool.photoUrls.slice(0, PHOTO_SAMPLE).map((url) => readPhoto(url).catch(() => null)),
        );
        const sampled = sample.filter((bytes) => bytes !== null);
        const averagePhoto = sampled.length
          ? sampled.reduce((sum, bytes) => sum + bytes.length, 0) / sampled.length
          : 0;
        const rows = Object.values(spool.counts).reduce((sum, n) => sum + n, 0);
        const now = clock.now();
        const stream = exportZip({ spool, user, readPhoto, exportedAt: now });
        // Read to its end (the download is out) or closed early: the turn is free again.
        stream.once('end', () => void turn.release());
        stream.once('close', () => void turn.release());
        return {
          stream,
          fileName: exportFileName(user.username, now),
          expectedBytes: Math.round(
            spool.photoUrls.length * (averagePhoto + ENTRY_OVERHEAD_BYTES) +
              rows * ROW_BYTES_ESTIMATE +
              (ACCOUNT_TABLES.length + 1) * ENTRY_OVERHEAD_BYTES,
          ),
        };
      } catch (error) {
        await turn.release();
        throw error;
      }
    },
  };
}
