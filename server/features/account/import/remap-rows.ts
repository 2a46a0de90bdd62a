import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { HttpError } from '../../../http/errors.ts';
import { ACCOUNT_TABLES } from '../account-tables.ts';
import type { ExportRows } from './read-export.ts';

const refuse = (message: string) => new HttpError(400, message);

/**
 * The rows as the importing account gets them: every id new, every reference (a column or a
 * list of item ids) turned to the new id of the row it named, owned by `userId`, credentials made
 * anew. A reference to a row that is not in the export refuses the import: it could only name
 * someone else's row. Photo columns still name files of the zip (see `withPhotoUrls`).
 */
export function remapRows(rows: ExportRows, userId: string): ExportRows {
  const newIds = new Map<string, Map<string, string>>();
  for (const spec of ACCOUNT_TABLES) {
    if (spec.pageBy !== 'id') continue;
    const ids = new Map<string, string>();
    for (const row of rows.get(spec.key) ?? []) {
      const old = row.id as string;
      if (ids.has(old)) throw refuse(`data/${spec.key}.ndjson: the id ${old} is there twice`);
      ids.set(old, randomUUID());
    }
    newIds.set(spec.key, ids);
  }

  const remapped: ExportRows = new Map();
  for (const spec of ACCOUNT_TABLES) {
    const hasOwner = 'userId' in getTableColumns(spec.table);
    const lookup = (target: string, old: string, column: string) => {
      const found = newIds.get(target)?.get(old);
      if (!found)
        throw refuse(`data/${spec.key}.ndjson: ${column} ${old} names nothing in the export`);
      return found;
    };
    const out = (rows.get(spec.key) ?? []).map((row) => {
      const copy: Record<string, unknown> = { ...row };
      if (hasOwner) copy.userId = userId;
      if (spec.pageBy === 'id') copy.id = newIds.get(spec.key)!.get(row.id as string);
      for (const [column, target] of Object.entries(spec.refs ?? {})) {
        const old = row[column];
        if (typeof old === 'string') copy[column] = lookup(target, old, column);
      }
      for (const column of spec.itemLists ?? []) {
        const list = (row[column] as string[] | undefined) ?? [];
        copy[column] = list.map((old) => lookup('items', old, column));
      }
      for (const [column, mint] of Object.entries(spec.secrets ?? {})) copy[column] = mint();
      return copy;
    });
    remapped.set(spec.key, out);
  }
  return remapped;
}

/** The names of the zip's photos the rows use, each once. */
export function photoNamesOf(rows: ExportRows): string[] {
  const names = new Set<string>();
  for (const spec of ACCOUNT_TABLES) {
    for (const row of rows.get(spec.key) ?? []) {
      for (const column of Object.keys(spec.photos ?? {})) {
        const name = row[column];
        if (typeof name === 'string') names.add(name);
      }
    }
  }
  return [...names];
}

/** The rows with each photo name replaced by its stored photo's URL and thumbnail URL. */
export function withPhotoUrls(
  rows: ExportRows,
  stored: ReadonlyMap<string, { imageUrl: string; thumbnailUrl: string }>,
): ExportRows {
  const out: ExportRows = new Map();
  for (const spec of ACCOUNT_TABLES) {
    const photos = Object.entries(spec.photos ?? {});
    out.set(
      spec.key,
      (rows.get(spec.key) ?? []).map((row) => {
        const copy = { ...row };
        for (const [column, thumbnail] of photos) {
          const photo = typeof row[column] === 'string' ? stored.get(row[column]) : undefined;
          copy[column] = photo?.imageUrl ?? null;
          if (thumbnail) copy[thumbnail] = photo?.thumbnailUrl ?? null;
        }
        return copy;
      }),
    );
  }
  return out;
}
