import { z } from 'zod';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../../contract/account.ts';
import { HttpError } from '../../../http/errors.ts';
import { ACCOUNT_TABLES } from '../account-tables.ts';
import { rowSchema } from '../row-shape.ts';
import { MANIFEST, PHOTO_NAME, type ExportArchive } from './zip-archive.ts';

/** An export's rows by table key, each line checked against its table's columns. */
export type ExportRows = Map<string, Record<string, unknown>[]>;

const refuse = (message: string) => new HttpError(400, message);

const manifestSchema = z.object({ format: z.unknown(), version: z.unknown() });

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refuse(`${where} is not valid JSON`);
  }
}

/** Refuses a zip that is not this app's export, or an export of another version. */
async function checkManifest(archive: ExportArchive): Promise<void> {
  if (!archive.has(MANIFEST)) throw refuse('Not an export of this app: manifest.json is missing');
  const parsed = manifestSchema.safeParse(
    parseJson((await archive.read(MANIFEST)).toString('utf8'), MANIFEST),
  );
  if (!parsed.success || parsed.data.format !== EXPORT_FORMAT)
    throw refuse('Not an export of this app: manifest.json names another format');
  if (parsed.data.version !== EXPORT_VERSION) {
    throw refuse(
      `This export has version ${JSON.stringify(parsed.data.version)}; this server reads version ${EXPORT_VERSION}`,
    );
  }
}

/**
 * The manifest, then every data file line by line: a line that is not one of its table's rows
 * (an unknown field, a wrong type, a photo that is not in the zip) refuses the whole import.
 */
export async function readExportRows(archive: ExportArchive): Promise<ExportRows> {
  await checkManifest(archive);
  const rows: ExportRows = new Map();
  for (const spec of ACCOUNT_TABLES) {
    const name = `data/${spec.key}.ndjson`;
    const parsed: Record<string, unknown>[] = [];
    rows.set(spec.key, parsed);
    if (!archive.has(name)) continue;
    const text = (await archive.read(name)).toString('utf8');
    const schema = rowSchema(spec);
    const photoColumns = Object.keys(spec.photos ?? {});
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return;
      const where = `${name} line ${index + 1}`;
      const result = schema.safeParse(parseJson(line, where));
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw refuse(`${where}: ${issue.path.join('.') || 'row'}: ${issue.message}`);
      }
      for (const column of photoColumns) {
        const photo = result.data[column];
        if (photo == null) continue;
        if (typeof photo !== 'string' || !PHOTO_NAME.test(photo) || !archive.has(photo))
          throw refuse(`${where}: ${column} names no photo of the zip`);
      }
      parsed.push(result.data);
    });
  }
  return rows;
}
