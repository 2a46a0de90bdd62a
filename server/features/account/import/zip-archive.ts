import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badRequest, DomainError, tooLarge } from '../../../lib/domain-errors.ts';
import { ACCOUNT_TABLES } from '../account-tables.ts';
import type { ImportLimits } from './import-limits.ts';

/** The only names an export holds: the manifest, a data file per table, photos by counter. */
export const MANIFEST = 'manifest.json';
export const PHOTO_NAME = /^photos\/[A-Za-z0-9_-]{1,64}\.webp$/;
const DATA_NAME = /^data\/([A-Za-z]{1,40})\.ndjson$/;
const FOLDERS = new Set(['data/', 'photos/']);
const DATA_KEYS = new Set(ACCOUNT_TABLES.map((spec) => spec.key));
const MANIFEST_MAX_BYTES = 64 * 1024;

/** An export zip opened from a temp file, its entries checked, read one at a time on demand. */
export interface ExportArchive {
  has(name: string): boolean;
  /** An entry's bytes (at most its declared size, which was checked against the limits). */
  read(name: string): Promise<Buffer>;
  /** An entry's bytes as they are inflated, with the same checks as `read`. */
  chunks(name: string): AsyncIterable<Buffer>;
  close(): void;
}

const shown = (name: string) => JSON.stringify(name.slice(0, 120));
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function maxBytesOf(name: string, limits: ImportLimits): number {
  if (name === MANIFEST) return MANIFEST_MAX_BYTES;
  return name.startsWith('data/') ? limits.maxDataFileBytes : limits.maxPhotoBytes;
}

/** Refuses an entry by its name and its declared sizes, before a byte of it is read. */
function checkEntry(entry: Entry, limits: ImportLimits): void {
  const name = entry.fileName;
  // yauzl already refuses absolute paths, '..' and backslashes (strictFileNames); the names we
  // make are the only ones we take anyway.
  const data = DATA_NAME.exec(name);
  const known =
    name === MANIFEST || PHOTO_NAME.test(name) || (data !== null && DATA_KEYS.has(data[1]!));
  if (!known)
    throw badRequest(`Not an export of this app: unexpected file ${shown(name)} in the zip`);
  if (entry.isEncrypted()) throw badRequest(`${shown(name)} is encrypted`);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
    throw badRequest(`${shown(name)} uses a compression method this server does not read`);
  if (entry.uncompressedSize > maxBytesOf(name, limits))
    throw tooLarge(`${shown(name)} is too large (${entry.uncompressedSize} bytes)`);
  if (
    entry.uncompressedSize > limits.ratioFloorBytes &&
    entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
  ) {
    throw badRequest(
      `${shown(name)} expands more than ${limits.maxRatio} times: refused as a zip bomb`,
    );
  }
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => (error ? reject(badRequest('The file is not a zip archive')) : resolve(zip)),
    );
  });

/** Reads the zip's directory: every name, size and ratio is checked before anything is read. */
export async function openExportArchive(
  file: string,
  limits: ImportLimits,
): Promise<ExportArchive> {
  const zip = await openZip(file);
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > limits.maxEntries)
      throw tooLarge(
        `The zip holds ${zip.entryCount} files; at most ${limits.maxEntries} are taken`,
      );
    let total = 0;
    let data = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) =>
        reject(
          error instanceof DomainError
            ? error
            : badRequest(`The zip is damaged or unsafe: ${error.message}`),
        ),
      );
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        try {
          if (FOLDERS.has(entry.fileName)) return zip.readEntry();
          if (entries.has(entry.fileName))
            throw badRequest(`${shown(entry.fileName)} is in the zip twice`);
          checkEntry(entry, limits);
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes)
            throw tooLarge('The zip expands to more than this server takes');
          if (entry.fileName.startsWith('data/')) data += entry.uncompressedSize;
          if (data > limits.maxDataBytes) {
            throw tooLarge(
              `The data files hold more than ${megabytes(limits.maxDataBytes)} in all; an import takes at most ${megabytes(limits.maxDataBytes)}`,
            );
          }
          entries.set(entry.fileName, entry);
          zip.readEntry();
        } catch (error) {
          reject(error);
        }
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }

  async function* chunks(name: string): AsyncGenerator<Buffer> {
    const entry = entries.get(name);
    if (!entry) throw badRequest(`${shown(name)} is missing from the zip`);
    let stream: AsyncIterable<Buffer>;
    try {
      stream = (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>;
    } catch (error) {
      throw badRequest(`${shown(name)} cannot be read: ${(error as Error).message}`);
    }
    let size = 0;
    const iterator = stream[Symbol.asyncIterator]();
    try {
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await iterator.next();
        } catch (error) {
          throw badRequest(`${shown(name)} cannot be read: ${(error as Error).message}`);
        }
        if (next.done) return;
        size += next.value.length;
        // yauzl stops a stream that outgrows its declared size; this is the second lock.
        if (size > entry.uncompressedSize)
          throw badRequest(`${shown(name)} cannot be read: more bytes than declared`);
        yield next.value;
      }
    } finally {
      // A reader that stops early (a refused line) ends the inflating stream too.
      await iterator.return?.();
    }
  }

  return {
    has: (name) => entries.has(name),
    chunks,
    async read(name) {
      const parts: Buffer[] = [];
      for await (const chunk of chunks(name)) parts.push(chunk);
      return Buffer.concat(parts);
    },
    close: () => zip.close(),
  };
}
