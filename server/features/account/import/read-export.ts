import { z } from 'zod';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../../contract/account.ts';
import { badRequest, DomainError, tooLarge } from '../../../lib/domain-errors.ts';
import { ACCOUNT_TABLES } from '../account-tables.ts';
import { rowChecker } from './check-row.ts';
import type { ImportLimits } from './import-limits.ts';
import { ndjsonLines } from './ndjson-lines.ts';
import { turnTaker } from '../../../lib/turn-taker.ts';
import { MANIFEST, type ExportArchive } from './zip-archive.ts';

/** An export's rows by table key, each line checked (check-row.ts). */
export type ExportRows = Map<string, Record<string, unknown>[]>;

const count = (n: number) => n.toLocaleString('en-US');

const manifestSchema = z.object({ format: z.unknown(), version: z.unknown() });

/** Refuses a zip that is not this app's export, or an export of another version. */
async function checkManifest(archive: ExportArchive): Promise<void> {
  if (!archive.has(MANIFEST))
    throw badRequest('Not an export of this app: manifest.json is missing');
  let manifest: unknown;
  try {
    manifest = JSON.parse((await archive.read(MANIFEST)).toString('utf8'));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw badRequest(`${MANIFEST} is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success || parsed.data.format !== EXPORT_FORMAT)
    throw badRequest('Not an export of this app: manifest.json names another format');
  if (parsed.data.version !== EXPORT_VERSION) {
    throw badRequest(
      `This export has version ${JSON.stringify(parsed.data.version)}; this server reads version ${EXPORT_VERSION}`,
    );
  }
}

/**
 * The manifest, then every data file as it inflates, line by line, giving other requests their
 * turn every few milliseconds: a line that is not one of its table's rows refuses the whole
 * import (400), and so does a table past its `maxRows` or all of them past `maxTotalRows` (413),
 * as soon as the first row too many is read.
 */
export async function readExportRows(
  archive: ExportArchive,
  limits: Pick<ImportLimits, 'maxLineBytes' | 'maxTotalRows'>,
  now: Date,
): Promise<ExportRows> {
  await checkManifest(archive);
  const pause = turnTaker();
  const rows: ExportRows = new Map();
  let total = 0;
  for (const spec of ACCOUNT_TABLES) {
    const name = `data/${spec.key}.ndjson`;
    const parsed: Record<string, unknown>[] = [];
    rows.set(spec.key, parsed);
    if (!archive.has(name)) continue;
    const check = rowChecker(spec, archive.has, now);
    for await (const line of ndjsonLines(archive.chunks(name), name, limits.maxLineBytes)) {
      if (parsed.length === spec.maxRows) {
        throw tooLarge(
          `${name} holds more than ${count(spec.maxRows)} rows: an import takes at most ${count(spec.maxRows)} ${spec.key}`,
        );
      }
      if (++total > limits.maxTotalRows) {
        throw tooLarge(
          `The export holds more than ${count(limits.maxTotalRows)} rows in all: an import takes at most ${count(limits.maxTotalRows)}`,
        );
      }
      parsed.push(check(line.text, `${name} line ${line.number}`));
      await pause();
    }
  }
  return rows;
}
