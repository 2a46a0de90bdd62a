import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../../contract/account.ts';
import type { PublicUser } from '../../../../contract/auth.ts';
import { ACCOUNT_TABLES, type AccountTable } from '../account-tables.ts';
import { EXPORT_PAGE_ROWS, type ExportSpool } from './export-spool.ts';

export interface ExportSource {
  /** The user's rows, already read (export-spool.ts); removed once the zip is done or abandoned. */
  spool: ExportSpool;
  user: PublicUser;
  /** A stored photo's bytes, or null when its file is gone. */
  readPhoto(url: string): Promise<Buffer | null>;
  exportedAt: Date;
}

const photoName = (n: number) => `photos/${String(n).padStart(6, '0')}.webp`;

/**
 * The user's export as a zip stream (docs/export-format.md): photos/ first, one at a time, then
 * data/<key>.ndjson from the spool, then manifest.json with the counts. Nothing of it holds the
 * database. A failure midway breaks the stream, so a download never ends as a zip that looks
 * whole but is not.
 */
export function exportZip(source: ExportSource): Readable {
  const { spool, user, readPhoto } = source;
  const photoUrls = spool.photoUrls;
  const zip = new ZipFile();
  const out = new PassThrough();
  // The spool goes whether the export finished, failed or was abandoned.
  out.on('close', () => void spool.remove());
  const fail = (error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on('error', fail);
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(out);

  // Photo URL → its name in the zip. Names are counters: a key names its owner, a name must not.
  const names = new Map<string, string>();
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

  /** A spooled file whose photo columns hold stored URLs, with each URL turned to its name. */
  async function* withPhotoNames(spec: AccountTable): AsyncGenerator<Buffer> {
    const photoColumns = Object.keys(spec.photos ?? {});
    const lines = createInterface({
      input: createReadStream(spool.file(spec.key)),
      crlfDelay: Infinity,
    });
    let batch: string[] = [];
    for await (const line of lines) {
      if (line === '') continue;
      const row = JSON.parse(line) as Record<string, unknown>;
      for (const column of photoColumns) {
        const url = row[column];
        if (url) row[column] = names.get(String(url)) ?? null;
      }
      batch.push(`${JSON.stringify(row)}\n`);
      if (batch.length === EXPORT_PAGE_ROWS) {
        yield Buffer.from(batch.join(''));
        batch = [];
      }
    }
    if (batch.length) yield Buffer.from(batch.join(''));
  }

  function addDataAndManifest(): void {
    for (const spec of ACCOUNT_TABLES) {
      zip.addReadStreamLazy(`data/${spec.key}.ndjson`, (done) => {
        const stream = spec.photos
          ? Readable.from(withPhotoNames(spec), { objectMode: false })
          : createReadStream(spool.file(spec.key));
        stream.on('error', fail);
        done(null, stream);
      });
    }
    // Written last, when every photo is named.
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
        counts: { ...spool.counts, photos: names.size },
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
