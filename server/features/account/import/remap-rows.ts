import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { ACCOUNT_TABLES } from '../account-tables.ts';
import type { ExportRows } from './read-export.ts';
import { badRequest } from '../../../lib/domain-errors.ts';
import { turnTaker } from '../../../lib/turn-taker.ts';

/**
 * Turns the rows, in place (they are held once), into the importing account's: every id new,
 * every reference (a column or a list of item ids) turned to the new id of the row it named,
 * owned by `userId`, credentials made anew. A reference to a row that is not in the export
 * refuses the import: it could only name someone else's row. Photo columns still name files of
 * the zip (see `withPhotoUrls`). Gives other requests their turn every few milliseconds.
 */
export async function remapRows(rows: ExportRows, userId: string): Promise<void> {
  const pause = turnTaker();
  const newIds = new Map<string, Map<string, string>>();
  for (const spec of ACCOUNT_TABLES) {
    if (spec.pageBy !== 'id') continue;
    const ids = new Map<string, string>();
    for (const row of rows.get(spec.key) ?? []) {
      const old = row.id as string;
      if (ids.has(old)) throw badRequest(`data/${spec.key}.ndjson: the id ${old} is there twice`);
      ids.set(old, randomUUID());
      await pause();
    }
    newIds.set(spec.key, ids);
  }

  for (const spec of ACCOUNT_TABLES) {
    const hasOwner = 'userId' in getTableColumns(spec.table);
    const lookup = (target: string, old: string, column: string) => {
      const found = newIds.get(target)?.get(old);
      if (!found)
        throw badRequest(`data/${spec.key}.ndjson: ${column} ${old} names nothing in the export`);
      return found;
    };
    for (const row of rows.get(spec.key) ?? []) {
      if (hasOwner) row.userId = userId;
      if (spec.pageBy === 'id') row.id = newIds.get(spec.key)!.get(row.id as string);
      for (const [column, target] of Object.entries(spec.refs ?? {})) {
        const old = row[column];
        if (typeof old === 'string') row[column] = lookup(target, old, column);
      }
      for (const column of spec.itemLists ?? []) {
        const list = (row[column] as string[] | undefined) ?? [];
        row[column] = list.map((old) => lookup('items', old, column));
      }
      for (const [column, mint] of Object.entries(spec.secrets ?? {})) row[column] = mint();
      await pause();
    }
  }
}

/** The names of the zip's photos the rows use, each once. */
export function photoNamesOf(rows: ExportRows): string[] {
  const names = new Set<string>();
  for (const spec of ACCOUNT_TABLES) {
    const columns = Object.keys(spec.photos ?? {});
    if (columns.length === 0) continue;
    for (const row of rows.get(spec.key) ?? []) {
      for (const column of columns) {
        const name = row[column];
        if (typeof name === 'string') names.add(name);
      }
    }
  }
  return [...names];
}

/** Replaces, in place, each photo name by its stored photo's URL and its thumbnail's URL. */
export function withPhotoUrls(
  rows: ExportRows,
  stored: ReadonlyMap<string, { imageUrl: string; thumbnailUrl: string }>,
): void {
  for (const spec of ACCOUNT_TABLES) {
    const photos = Object.entries(spec.photos ?? {});
    if (photos.length === 0) continue;
    for (const row of rows.get(spec.key) ?? []) {
      for (const [column, thumbnail] of photos) {
        const name = row[column];
        const photo = typeof name === 'string' ? stored.get(name) : undefined;
        row[column] = photo?.imageUrl ?? null;
        if (thumbnail) row[thumbnail] = photo?.thumbnailUrl ?? null;
      }
    }
  }
}
