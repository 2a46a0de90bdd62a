import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { ACCOUNT_TABLES, NOT_EXPORTED } from './account-tables.ts';
import { schemaTables } from '../../test/kits/account.ts';
import { bareWebpSize } from './import/bare-webp.ts';
import { exportedColumns, rowSchema } from './row-shape.ts';

const tables = schemaTables;
const listed = new Set(ACCOUNT_TABLES.map((spec) => spec.table));

describe('the list of the user’s tables', () => {
  it('names every table of schema.ts, or says why a table is not exported', () => {
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      expect(
        listed.has(table) || NOT_EXPORTED.has(table),
        `${getTableName(table)}: add it to ACCOUNT_TABLES (or NOT_EXPORTED with a reason)`,
      ).toBe(true);
    }
  });

  it('lists every table with a user_id (or any reference to users)', () => {
    for (const table of tables) {
      const namesUsers =
        'userId' in getTableColumns(table) ||
        getTableConfig(table).foreignKeys.some(
          (key) => key.reference().foreignTable === schema.users,
        );
      if (namesUsers && !NOT_EXPORTED.has(table))
        expect(listed.has(table), getTableName(table)).toBe(true);
    }
  });

  it('remaps every uuid column that names another row', () => {
    for (const spec of ACCOUNT_TABLES) {
      for (const [name, column] of Object.entries(getTableColumns(spec.table))) {
        if (column.columnType !== 'PgUUID' || name === 'id' || name === 'userId') continue;
        expect(spec.refs?.[name], `${spec.key}.${name}: say in refs what it names`).toBeDefined();
      }
    }
  });

  it('remaps every list of item ids and knows every photo and jsonb column', () => {
    for (const spec of ACCOUNT_TABLES) {
      const columns = getTableColumns(spec.table);
      for (const [name, column] of Object.entries(columns)) {
        if (/ItemIds$/.test(name)) expect(spec.itemLists, `${spec.key}.${name}`).toContain(name);
        if (name === 'imageUrl') expect(spec.photos, `${spec.key}.${name}`).toHaveProperty(name);
        if (column.columnType === 'PgJsonb') expect(spec.json?.[name], name).toBeDefined();
      }
      for (const [photo, thumbnail] of Object.entries(spec.photos ?? {})) {
        expect(columns, spec.key).toHaveProperty(photo);
        if (thumbnail) expect(exportedColumns(spec), spec.key).not.toContain(thumbnail);
      }
      expect(columns, `${spec.key}.pageBy`).toHaveProperty(spec.pageBy);
      // Builds without throwing: every column has a shape.
      expect(rowSchema(spec)).toBeDefined();
    }
  });

  it('says what the import takes of each table, and checks only columns it has', () => {
    for (const spec of ACCOUNT_TABLES) {
      expect(spec.maxRows, spec.key).toBeGreaterThan(0);
      const columns = exportedColumns(spec);
      for (const name of Object.keys(spec.contract?.shape ?? {}))
        expect(columns, `${spec.key}.${name}`).toContain(name);
      for (const name of spec.counts ?? []) expect(columns, `${spec.key}.${name}`).toContain(name);
      if (spec.perHour) expect(columns, spec.key).toContain('createdAt');
      if (spec.perHour) expect(getTableColumns(spec.table), spec.key).toHaveProperty('userId');
    }
  });

  it('puts each table after the tables it references (the order of import)', () => {
    const seen = new Set<string>();
    for (const spec of ACCOUNT_TABLES) {
      for (const target of Object.values(spec.refs ?? {})) expect(seen, spec.key).toContain(target);
      if (spec.itemLists) expect(seen, spec.key).toContain('items');
      seen.add(spec.key);
    }
  });
});

describe('bareWebpSize', () => {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#224488' } });
  const size = { width: 40, height: 30 };

  it('reads a WebP as the photo pipeline writes it: lossy, lossless, with alpha', async () => {
    expect(bareWebpSize(await image.clone().webp().toBuffer())).toEqual(size);
    expect(bareWebpSize(await image.clone().webp({ lossless: true }).toBuffer())).toEqual(size);
    expect(bareWebpSize(await image.clone().ensureAlpha(0.5).webp().toBuffer())).toEqual(size);
  });

  it('refuses a WebP with metadata, a truncated one, and anything that is not a WebP', async () => {
    const withExif = await image
      .clone()
      .webp()
      .withExif({ IFD0: { Copyright: 'someone' } })
      .toBuffer();
    expect(bareWebpSize(withExif)).toBeNull();
    expect(bareWebpSize(await image.clone().jpeg().toBuffer())).toBeNull();
    const bare = await image.clone().webp().toBuffer();
    expect(bareWebpSize(bare.subarray(0, bare.length - 4))).toBeNull();
    expect(
      bareWebpSize(Buffer.from('RIFF\x10\x00\x00\x00WEBPJUNK\x04\x00\x00\x00abcd')),
    ).toBeNull();
  });
});
