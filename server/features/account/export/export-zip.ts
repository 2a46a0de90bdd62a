import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../../contract/account.ts';
import type { PublicUser } from '../../../../contract/auth.ts';
import { ACCOUNT_TABLES, type AccountTable } from '../account-tables.ts';
import type { AccountSnapshot } from '../repo.ts';
import { exportedColumns } from '../row-shape.ts';

/** Rows read per query: 2,000 pieces never sit in memory at once. */
export const EXPORT_PAGE_ROWS = 500;

export interface ExportSource {
  /** Opens the moment the data files are read from (see openSnapshot); closed once they are. */
  snapshot(): Promise<AccountSnapshot>;
  user: PublicUser;
  /** A stored photo's bytes, or null when its file is gone. */
  readPhoto(url: string): Promise<Buffer | null>;
  /** Every distinct stored photo URL of the user's rows (thumbnails excluded). */
  photoUrls: readonly string[];
  exportedAt: Date;
}

const photoName = (n: number) => `photos/${String(n).padStart(6, '0')}.webp`;

/**
 * The user's export as a zip stream (docs/export-format.md): photos/ first, one at a time, then
 * data/<key>.ndjson paged from the database, then manifest.json with the counts. A failure midway
 * breaks the stream, so a download never ends as a zip that looks whole but is not.
 */
export function exportZip(source: ExportSource): Readable {
  const { user, readPhoto, photoUrls } = source;
  const zip = new ZipFile();
  const out = new PassThrough();
  let snapshot: Promise<AccountSnapshot> | null = null;
  const data = () => (snapshot ??= source.snapshot());
  // Ends the data's transaction, whether the export finished, failed or was abandoned.
  const release = () =>
    snapshot?.then(
      (opened) => opened.close(),
      () => undefined,
    );
  out.on('close', release);
  const fail = (error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on('error', fail);
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(out);

  // Photo URL → its name in the zip. Names are counters: a key names its owner, a name must not.
  const names = new Map<string, string>();
  const counts: Record<string, number> = {};
  let cursor = 0;
  let missingPhotos = 0;

  /** The next photo whose file exists (a lost file is counted, and its rows export null). */
  async function nextPhoto(): Promise<{ url: string; bytes: Buffer } | null> {
    while (cursor < photoUrls.length) {
      const url = photoUrls[cursor++]!;
      const bytes = await readPhoto(url);
      if (bytes) return { url, bytes };
      missingPhotos += 1;
    }
    return null;
  }

  // Each photo entry reads the next one when it is written: at most two photos in memory. yazl
  // keeps every entry's callback until the end, so the callback lets go of the bytes it streamed.
  function addPhoto(photo: { url: string; bytes: Buffer }): void {
    const name = photoName(names.size + 1);
    names.set(photo.url, name);
    let bytes: Buffer | null = photo.bytes;
    zip.addReadStreamLazy(name, { compress: false, size: bytes.length }, (done) => {
      nextPhoto().then(
        (next) => {
          if (next) addPhoto(next);
          else addDataAndManifest();
          const stream = Readable.from([bytes!]);
          bytes = null;
          done(null, stream);
        },
        (error: unknown) => fail(error),
      );
    });
  }

  async function* lines(spec: AccountTable): AsyncGenerator<Buffer> {
    const columns = exportedColumns(spec);
    const photoColumns = new Set(Object.keys(spec.photos ?? {}));
    let after: string | null = null;
    let written = 0;
    for (;;) {
      const { repo } = await data();
      const rows = await repo.page(spec, user.id, after, EXPORT_PAGE_ROWS);
      if (rows.length === 0) break;
      const text = rows.map((row) => {
        const out: Record<string, unknown> = {};
        for (const name of columns) {
          const value = row[name];
          out[name] = photoColumns.has(name) && value ? (names.get(String(value)) ?? null) : value;
        }
        return `${JSON.stringify(out)}\n`;
      });
      written += rows.length;
      yield Buffer.from(text.join(''));
      after = String(rows.at(-1)![spec.pageBy]);
      if (rows.length < EXPORT_PAGE_ROWS) break;
    }
    counts[spec.key] = written;
    if (spec === ACCOUNT_TABLES.at(-1)) await release();
  }

  function addDataAndManifest(): void {
    for (const spec of ACCOUNT_TABLES) {
      zip.addReadStreamLazy(`data/${spec.key}.ndjson`, (done) => {
        const stream = Readable.from(lines(spec), { objectMode: false });
        stream.on('error', fail);
        done(null, stream);
      });
    }
    // Written last, when every count is known.
    zip.addReadStreamLazy('manifest.json', (done) => {
      const manifest = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: source.exportedAt.toISOString(),
        account: {
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
        },
        counts: { ...counts, photos: names.size },
        missingPhotos,
      };
      done(null, Readable.from([Buffer.from(JSON.stringify(manifest, null, 2))]));
    });
    zip.end();
  }

  nextPhoto().then(
    (first) => (first ? addPhoto(first) : addDataAndManifest()),
    (error: unknown) => fail(error),
  );
  return out;
}
