import { describe, expect, it } from 'vitest';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../../contract/page-preloads.ts';
import { pagePreloads } from './page-preloads-plugin.ts';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  isEntry = false,
  moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [],
) => ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry, moduleIds }) as const;

/** Runs the plugin's generateBundle on a bundle and returns the note it emits. */
function run(bundle: Record<string, unknown>): PagePreloads {
  const plugin = pagePreloads({
    pageTable: [
      { path: '/auth', page: 'auth/auth-page', exportName: 'AuthPage', access: 'guest' },
      {
        path: '/',
        page: 'dashboard/dashboard-page',
        exportName: 'DashboardPage',
        access: 'signed-in',
        data: ['/api/wardrobe'],
      },
    ],
    featuresDir: '/src/features',
    layoutModule: '/src/app/layout/app-layout.tsx',
  });
  let emitted: { fileName: string; source: string } | undefined;
  const context = { emitFile: (file: { fileName: string; source: string }) => (emitted = file) };
  const hook = plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void;
  hook.call(context, {}, bundle);
  expect(emitted?.fileName).toBe(PAGE_PRELOADS_FILE);
  return JSON.parse(emitted!.source) as PagePreloads;
}

describe('the build note of what each page needs', () => {
  it("lists a page's chunk and everything it imports, minus what index.html already loads", () => {
    const note = run({
      'assets/index-1.js': chunk('assets/index-1.js', '/src/main.tsx', ['assets/react-1.js'], true),
      'assets/react-1.js': chunk('assets/react-1.js', null, []),
      'assets/auth-page-1.js': chunk('assets/auth-page-1.js', '/src/features/auth/auth-page.tsx', [
        'assets/form-1.js',
        'assets/react-1.js',
      ]),
      'assets/form-1.js': chunk('assets/form-1.js', null, ['assets/zod-1.js']),
      'assets/zod-1.js': chunk('assets/zod-1.js', null, []),
      'assets/dashboard-page-1.js': chunk(
        'assets/dashboard-page-1.js',
        '/src/features/dashboard/dashboard-page.tsx',
        ['assets/icons-1.js'],
      ),
      'assets/icons-1.js': chunk('assets/icons-1.js', null, []),
      'assets/app-layout-1.js': chunk('assets/app-layout-1.js', '/src/app/layout/app-layout.tsx', [
        'assets/icons-1.js',
      ]),
      'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css' },
    });
    expect(note.layout).toEqual(['/assets/app-layout-1.js', '/assets/icons-1.js']);
    expect(note.pages).toEqual([
      {
        path: '/auth',
        access: 'guest',
        files: ['/assets/auth-page-1.js', '/assets/form-1.js', '/assets/zod-1.js'],
      },
      {
        path: '/',
        access: 'signed-in',
        files: ['/assets/dashboard-page-1.js', '/assets/icons-1.js'],
        data: ['/api/wardrobe'],
      },
    ]);
  });

  it('finds a page whose chunk another module fronts (a small entry shares a chunk)', () => {
    const note = run({
      'assets/index-1.js': chunk('assets/index-1.js', '/src/main.tsx', [], true),
      'assets/auth-page-1.js': chunk(
        'assets/auth-page-1.js',
        '/src/features/auth/auth-page.tsx',
        [],
      ),
      'assets/dashboard-page-1.js': chunk('assets/dashboard-page-1.js', '/src/x.tsx', [], false, [
        '/src/x.tsx',
        '/src/features/dashboard/dashboard-page.tsx',
      ]),
      'assets/app-layout-1.js': chunk(
        'assets/app-layout-1.js',
        '/src/app/layout/app-layout.tsx',
        [],
      ),
    });
    expect(note.pages[1]?.files).toEqual(['/assets/dashboard-page-1.js']);
  });

  it('fails the build when a page of the table has no chunk (a renamed page file)', () => {
    expect(() =>
      run({
        'assets/index-1.js': chunk('assets/index-1.js', '/src/main.tsx', [], true),
        'assets/app-layout-1.js': chunk(
          'assets/app-layout-1.js',
          '/src/app/layout/app-layout.tsx',
          [],
        ),
      }),
    ).toThrow(/no chunk for .*auth-page\.tsx/);
  });
});
