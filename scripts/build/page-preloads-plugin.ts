import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../../contract/page-preloads.ts';
import type { PageEntry } from '../../client/src/app/page-table.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  moduleIds: readonly string[];
}

/** A chunk's file and every file it imports statically, the chunk itself first. */
function closure(chunks: Map<string, ChunkLike>, start: ChunkLike): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return [...seen];
}

/**
 * Writes `page-preloads.json` beside index.html: for each page of `pageTable`, the script files its
 * chunk needs beyond what index.html already loads, and the same for the signed-in layout.
 */
export function pagePreloads(options: {
  pageTable: readonly PageEntry[];
  featuresDir: string;
  layoutModule: string;
}): Plugin {
  return {
    name: 'afc-page-preloads',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page preloads: the build has no entry chunk');
      const loaded = new Set(closure(chunks, entry));
      const byModule = new Map(
        [...chunks.values()]
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [path.normalize(chunk.facadeModuleId!), chunk]),
      );
      const filesOf = (moduleId: string): string[] => {
        // A small dynamic entry can share a chunk with another (codeSplitting inlining).
        const chunk =
          byModule.get(path.normalize(moduleId)) ??
          [...chunks.values()].find((candidate) =>
            candidate.moduleIds.some((id) => path.normalize(id) === path.normalize(moduleId)),
          );
        if (!chunk) throw new Error(`page preloads: no chunk for ${moduleId}`);
        return closure(chunks, chunk)
          .filter((file) => !loaded.has(file))
          .map((file) => `/${file}`);
      };
      const preloads: PagePreloads = {
        layout: filesOf(options.layoutModule),
        pages: options.pageTable.map(({ path: pattern, page, access, data }) => ({
          path: pattern,
          access,
          files: filesOf(path.join(options.featuresDir, `${page}.tsx`)),
          ...(data?.length ? { data: [...data] } : {}),
        })),
      };
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
