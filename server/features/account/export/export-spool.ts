import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../../db/client.ts';
import { tooLarge } from '../../../lib/domain-errors.ts';
import { ACCOUNT_TABLES, type AccountTable } from '../account-tables.ts';
import { readSnapshot, type AccountRepo } from '../repo.ts';
import { exportedColumns } from '../row-shape.ts';

/** Rows read per query: 2,000 pieces never sit in memory at once. */
export const EXPORT_PAGE_ROWS = 500;

/** An export's rows, read into a temp folder before a byte is sent. */
export interface ExportSpool {
  /** The table's rows as NDJSON; photo columns still hold stored URLs (named in the zip later). */
  file(key: string): string;
  /** Rows per table key. */
  counts: Record<string, number>;
  /** Every distinct stored photo URL of the rows (thumbnails excluded), in the rows' order. */
  photoUrls: readonly string[];
  remove(): Promise<void>;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reads every row of the user into `dir`, in one snapshot (readSnapshot) that ends as soon as the
 * rows are on disk: the transaction and its pool connection never wait on the client. Past
 * `maxBytes` of rows it stops with 413.
 */
async function spoolRows(db: Db, userId: string, dir: string, maxBytes: number) {
  const counts: Record<string, number> = {};
  let bytes = 0;

  async function* pages(repo: AccountRepo, spec: AccountTable): AsyncGenerator<string> {
    const columns = exportedColumns(spec);
    let after: string | null = null;
    for (;;) {
      const rows = await repo.page(spec, userId, after, EXPORT_PAGE_ROWS);
      if (rows.length === 0) return;
      const text = rows
        .map((row) => `${JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c]])))}\n`)
        .join('');
      bytes += Buffer.byteLength(text);
      if (bytes > maxBytes) {
        throw tooLarge(
          `Your data is larger than this server exports at once (${megabytes(maxBytes)})`,
        );
      }
      counts[spec.key] = (counts[spec.key] ?? 0) + rows.length;
      yield text;
      if (rows.length < EXPORT_PAGE_ROWS) return;
      after = String(rows.at(-1)![spec.pageBy]);
    }
  }

  const photoUrls = await readSnapshot(db, async (repo) => {
    const urls = [...new Set(await repo.photoUrls(userId, false))];
    for (const spec of ACCOUNT_TABLES) {
      counts[spec.key] = 0;
      await pipeline(
        Readable.from(pages(repo, spec)),
        createWriteStream(path.join(dir, `${spec.key}.ndjson`), { mode: 0o600 }),
      );
    }
    return urls;
  });
  return { counts, photoUrls };
}

/** The user's rows in a fresh temp folder (removed again if reading them fails). */
export async function spoolExport(db: Db, userId: string, maxBytes: number): Promise<ExportSpool> {
  const dir = await mkdtemp(path.join(tmpdir(), 'afc-export-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const { counts, photoUrls } = await spoolRows(db, userId, dir, maxBytes);
    return { file: (key) => path.join(dir, `${key}.ndjson`), counts, photoUrls, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
