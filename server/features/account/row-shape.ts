import { getTableColumns, type Column } from 'drizzle-orm';
import { z } from 'zod';
import { UUID_PATTERN } from '../../../contract/ids.ts';
import type { AccountTable } from './account-tables.ts';

// What a row of an exported table looks like in data/<key>.ndjson: its columns by their
// TypeScript names, minus the owner, credentials and thumbnails (made again on import). The
// import's check of each line is built from the same columns, so a new column is exported and
// checked without anyone writing a schema for it.

const TEXT_MAX = 100_000;
const LIST_MAX = 2_000;
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** Column names a table's file carries. */
export function exportedColumns(spec: AccountTable): string[] {
  const thumbnails = new Set(Object.values(spec.photos ?? {}).filter((name) => name !== null));
  return Object.keys(getTableColumns(spec.table)).filter(
    (name) => name !== 'userId' && !spec.secrets?.[name] && !thumbnails.has(name),
  );
}

function valueSchema(spec: AccountTable, name: string, column: Column): z.ZodType {
  switch (column.columnType) {
    case 'PgUUID':
      return z
        .string()
        .regex(UUID_PATTERN, 'must be an id')
        .transform((id) => id.toLowerCase());
    case 'PgText':
      return z.string().max(TEXT_MAX);
    case 'PgInteger':
      return z.number().int().min(INT_MIN).max(INT_MAX);
    case 'PgDoublePrecision':
      return z.number().finite();
    case 'PgBoolean':
      return z.boolean();
    case 'PgTimestamp':
      return z.iso.datetime({ offset: true }).transform((value) => new Date(value));
    case 'PgDateString':
      return z.iso.date();
    case 'PgArray':
      return z.array(z.string().max(TEXT_MAX)).max(LIST_MAX);
    case 'PgJsonb': {
      const shape = spec.json?.[name];
      if (!shape)
        throw new Error(`${spec.key}.${name}: say in account-tables.ts what JSON it holds`);
      return shape;
    }
    default:
      throw new Error(`${spec.key}.${name}: no export shape for ${column.columnType}`);
  }
}

const shapes = new WeakMap<AccountTable, z.ZodType<Record<string, unknown>>>();

/**
 * The check of one line of data/<key>.ndjson: exactly the exported columns (an unknown field is
 * foreign JSON), each of its column's type; a column with a default or a null may be absent.
 */
export function rowSchema(spec: AccountTable): z.ZodType<Record<string, unknown>> {
  const known = shapes.get(spec);
  if (known) return known;
  const columns = getTableColumns(spec.table);
  const shape: Record<string, z.ZodType> = {};
  for (const name of exportedColumns(spec)) {
    const column = columns[name]!;
    const value = valueSchema(spec, name, column);
    // The paging column names the row for the references: it must be there.
    if (name === spec.pageBy || (column.notNull && !column.hasDefault)) shape[name] = value;
    else if (column.notNull) shape[name] = value.optional();
    else shape[name] = value.nullable().optional();
  }
  const schema = z.strictObject(shape) as unknown as z.ZodType<Record<string, unknown>>;
  shapes.set(spec, schema);
  return schema;
}
