import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 012: a screen that only shows data builds no zod schema (building a contract module's
// schemas cost the dashboard ~75 ms of a fast laptop's CPU, ~300 ms on a phone). Zod loads with
// the first form. This walks the static imports (not `import type`, not `import()`) from the app's
// entry and the dashboard, as the browser would evaluate them, and names the chain that reaches zod.
const src = path.resolve(import.meta.dirname, '..');
const root = path.resolve(src, '..', '..');
const aliases: Record<string, string> = { '@/': src, '@contract/': path.join(root, 'contract') };

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? path.join(aliases[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The chain of files from `entry` to the first one that imports `packageName`, if any. */
function chainTo(entry: string, packageName: string): string[] | undefined {
  const parents = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier === packageName || specifier.startsWith(`${packageName}/`)) {
        const chain = [specifier];
        for (let at: string | null | undefined = file; at; at = parents.get(at)) {
          chain.unshift(path.relative(root, at));
        }
        return chain;
      }
      const next = resolveImport(file, specifier);
      if (next && !parents.has(next)) {
        parents.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

describe('the first route', () => {
  it.each([
    'main.tsx',
    'features/dashboard/dashboard-page.tsx',
    'app/layout/app-layout.tsx',
    'features/auth/auth-page.tsx',
  ])('%s reaches no zod through its static imports', (entry) => {
    expect(chainTo(path.join(src, entry), 'zod')).toBeUndefined();
  });

  it('finds the chain when a module does reach zod (the walk works)', () => {
    const chain = chainTo(path.join(src, 'features/wardrobe/item-form-schema.ts'), 'zod');
    expect(chain?.at(-1)).toBe('zod');
  });
});
