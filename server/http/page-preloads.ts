import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../../contract/page-preloads.ts';
import { withScriptsAfterFirstPaint } from './page-loader.ts';

/** Whether a wouter pattern (`/wardrobe/:itemId?`, `/vote/:token`) matches a path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (given.length > wanted.length) return false;
  return wanted.every((part, index) => {
    const segment = given[index];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment === part;
  });
}

type PageNote = PagePreloads['pages'][number];

/** The page the client's router will show at `pathname` (undefined: the 404 page). */
function pageAt(preloads: PagePreloads, pathname: string, signedIn: boolean): PageNote | undefined {
  const byAccess = (access: PageNote['access']) =>
    preloads.pages.find((page) => page.access === access);
  const home = preloads.pages.find((page) => page.path === '/');
  const page = preloads.pages.find((candidate) => matchesPattern(candidate.path, pathname));
  if (page?.access === 'signed-in' && !signedIn) return byAccess('guest');
  if (page?.access === 'guest' && signedIn) return home;
  if (!page && !signedIn) return byAccess('guest');
  return page;
}

/**
 * The script files the page at `pathname` will load, as the client's router will decide it:
 * a signed-in page without a session becomes the sign-in page, the sign-in page with a session
 * becomes home, an unknown path shows the 404 page inside the layout. `signedIn` is a hint (a
 * session cookie is present); a wrong guess only fetches a few files early.
 */
export function preloadsFor(preloads: PagePreloads, pathname: string, signedIn: boolean): string[] {
  const page = pageAt(preloads, pathname, signedIn);
  const files = page?.access === 'signed-in' || (!page && signedIn) ? [...preloads.layout] : [];
  return [...new Set([...files, ...(page?.files ?? [])])];
}

/** The API answers the page at `pathname` asks for first; none for a visitor. */
export function dataFor(preloads: PagePreloads, pathname: string, signedIn: boolean): string[] {
  const page = pageAt(preloads, pathname, signedIn);
  return signedIn && page?.access === 'signed-in' ? [...(page.data ?? [])] : [];
}

/**
 * index.html naming every file a page needs and the API answers it asks for first (page-loader.ts
 * starts them after the first paint), so the browser fetches them beside the entry instead of one
 * round trip after another. Pages
 * are built once per variant. Without the build's note (an old build, tests without a client)
 * the page goes out as built.
 */
export type PageRenderer = (pathname: string, signedIn: boolean) => string;

export function createPageRenderer(clientDir: string): PageRenderer {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const notePath = path.join(clientDir, PAGE_PRELOADS_FILE);
  const preloads = existsSync(notePath)
    ? (JSON.parse(readFileSync(notePath, 'utf8')) as PagePreloads)
    : null;
  const rendered = new Map<string, string>();
  return (pathname, signedIn) => {
    if (!preloads) return html;
    const files = preloadsFor(preloads, pathname, signedIn);
    const data = dataFor(preloads, pathname, signedIn);
    const key = `${files.join(' ')}|${data.join(' ')}`;
    let page = rendered.get(key);
    if (page === undefined) {
      page = withScriptsAfterFirstPaint(html, files, data);
      rendered.set(key, page);
    }
    return page;
  };
}
