import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../../../lib/domain-errors.ts';
import type { AccountTable } from '../account-tables.ts';
import { rowSchema } from '../row-shape.ts';
import { PHOTO_NAME } from './zip-archive.ts';

// What one line of data/<key>.ndjson must be to be imported: a row of its table (row-shape.ts),
// whose photos are in the zip, and — for what other users see — a row the API would have made.

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${where} is not valid JSON`);
  }
}

const refusal = (where: string, issue: z.core.$ZodIssue) =>
  badRequest(`${where}: ${issue.path.join('.') || 'row'}: ${issue.message}`);

/**
 * The check of one line of a table's file: answers the row as the import stores it, or throws 400
 * naming the line. Beyond the columns' types: each photo names a file of the zip; the columns
 * others see pass the API's own schema (its output — trimmed, normalised — is kept); counts only
 * others' actions make start at 0; a creation time is never later than `now`.
 */
export function rowChecker(
  spec: AccountTable,
  inZip: (name: string) => boolean,
  now: Date,
): (text: string, where: string) => Record<string, unknown> {
  const schema = rowSchema(spec);
  const photoColumns = Object.keys(spec.photos ?? {});
  const contract = spec.contract?.partial();
  const contractColumns = Object.keys(spec.contract?.shape ?? {});
  const dated = 'createdAt' in getTableColumns(spec.table);

  return (text, where) => {
    const result = schema.safeParse(parseJson(text, where));
    if (!result.success) throw refusal(where, result.error.issues[0]!);
    const row = result.data;
    for (const column of photoColumns) {
      const photo = row[column];
      if (photo == null) continue;
      if (typeof photo !== 'string' || !PHOTO_NAME.test(photo) || !inZip(photo))
        throw badRequest(`${where}: ${column} names no photo of the zip`);
    }
    if (contract) {
      // A null is what the column allows (checked above); the API's rules are about values.
      const shown = contractColumns.filter((column) => row[column] != null);
      const checked = contract.safeParse(Object.fromEntries(shown.map((c) => [c, row[c]])));
      if (!checked.success) throw refusal(where, checked.error.issues[0]!);
      for (const column of shown) row[column] = (checked.data as Record<string, unknown>)[column];
    }
    for (const column of spec.counts ?? []) row[column] = 0;
    if (dated && row.createdAt instanceof Date && row.createdAt > now) row.createdAt = now;
    return row;
  };
}
