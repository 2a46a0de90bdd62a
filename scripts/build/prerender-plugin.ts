import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { SignInMethods } from '../../contract/auth-values.ts';
import {
  PRERENDERED_PAGES_FILE,
  SIGN_IN_VARIANTS,
  prerenderedKey,
  type PrerenderedPages,
} from '../../contract/page-preloads.ts';

interface PrerenderEntry {
  renderPage: (pagePath: string, methods: SignInMethods) => Promise<string>;
}

/**
 * After the client's build, builds `entry` for Node (a server-side build of the same sources),
 * renders each of `paths` with it (for each of SIGN_IN_VARIANTS) and writes their markup to `prerendered-pages.json` beside
 * index.html (decision 013). The server-side build is thrown away: only the markup is kept.
 */
export function prerenderPages(options: { entry: string; paths: readonly string[] }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'afc-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Inside the project, so the built file's imports of react and the rest resolve.
      const outDir = path.join(path.dirname(config.build.outDir), '.prerender');
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
          build: {
            ssr: options.entry,
            outDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const url = pathToFileURL(path.join(outDir, 'prerender.mjs')).href;
        const { renderPage } = (await import(url)) as PrerenderEntry;
        const note: PrerenderedPages = { pages: {} };
        // Once for each way a server may let people sign in (decision 019): the server sends the
        // one it has, with its identity provider's name in place of PROVIDER_NAME_SLOT.
        for (const pagePath of options.paths) {
          for (const methods of SIGN_IN_VARIANTS) {
            note.pages[prerenderedKey(pagePath, methods)] = await renderPage(pagePath, methods);
          }
        }
        writeFileSync(path.join(config.build.outDir, PRERENDERED_PAGES_FILE), JSON.stringify(note));
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
