import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths.ts';
import { pageTable } from './page-table.ts';

const pageModules = import.meta.glob<Record<string, unknown>>('../features/*/*-page.tsx');

describe('the page table', () => {
  it.each(pageTable.map((entry) => [entry.path, entry] as const))(
    '%s names a page file that exports its component',
    async (_path, { page, exportName }) => {
      const load = pageModules[`../features/${page}.tsx`];
      expect(load, `features/${page}.tsx`).toBeDefined();
      expect(typeof (await load!())[exportName]).toBe('function');
    },
  );

  it('has every screen of spec §2 once', () => {
    const tablePaths = pageTable.map((entry) => entry.path.replace('/:itemId?', ''));
    expect(new Set(tablePaths)).toEqual(new Set(Object.values(paths)));
    expect(tablePaths).toHaveLength(Object.values(paths).length);
  });
});
