import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SIGN_IN_METHODS, type SignInMethods } from '../../contract/auth-values.ts';
import {
  PAGE_PRELOADS_FILE,
  PRERENDERED_PAGES_FILE,
  PROVIDER_NAME_SLOT,
  prerenderedKey,
  type PagePreloads,
  type PrerenderedPages,
} from '../../contract/page-preloads.ts';
import { withScriptsAfterFirstPaint } from './page-loader.ts';
import { withPrerenderedRoot } from './prerendered-root.ts';
import { withThemeBeforeFirstPaint } from './theme-script.ts';

/** The path as wouter reads it: decoded (when it can be) and in any case. */
function routerPath(pathname: string): string {
  try {
    return decodeURI(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/** Whether a wouter pattern (`/wardrobe/:itemId?`, `/vote/:token`) matches a path, as wouter does. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.toLowerCase().split('/').filter(Boolean);
  const given = routerPath(pathname).split('/').filter(Boolean);
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
 * round trip after another, with the theme's script first in its head. `visitor` (the server
 * knows nobody is signed in): when the page the router will show there is one the build
 * prerendered (the sign-in page, also at a signed-in path the router sends a visitor away from),
 * its markup goes out in place of the splash (decision 013). Pages are built once per variant.
 * Without the build's notes (an old build, tests without a client) the page goes out as built.
 */
export type PageRenderer = (pathname: string, signedIn: boolean, visitor?: boolean) => string;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readNote<T>(clientDir: string, file: string): T | null {
  const notePath = path.join(clientDir, file);
  return existsSync(notePath) ? (JSON.parse(readFileSync(notePath, 'utf8')) as T) : null;
}

/**
 * `methods`: how one signs in on this server; the sign-in page goes out as the build prerendered
 * it for them (decision 019), with the identity provider's name written in.
 */
export function createPageRenderer(
  clientDir: string,
  methods: SignInMethods = DEFAULT_SIGN_IN_METHODS,
): PageRenderer {
  const html = withThemeBeforeFirstPaint(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const preloads = readNote<PagePreloads>(clientDir, PAGE_PRELOADS_FILE);
  const prerendered = readNote<PrerenderedPages>(clientDir, PRERENDERED_PAGES_FILE);
  const rendered = new Map<string, string>();
  return (pathname, signedIn, visitor = false) => {
    if (!preloads) return html;
    const files = preloadsFor(preloads, pathname, signedIn);
    const data = dataFor(preloads, pathname, signedIn);
    // The page the router will show a visitor here (the sign-in page for a signed-in page).
    const shown = visitor ? pageAt(preloads, pathname, false)?.path : undefined;
    const noteKey = shown === undefined ? undefined : prerenderedKey(shown, methods);
    const markup =
      noteKey !== undefined && prerendered && Object.hasOwn(prerendered.pages, noteKey)
        ? prerendered.pages[noteKey]?.replaceAll(
            PROVIDER_NAME_SLOT,
            escapeHtml(methods.provider ?? ''),
          )
        : undefined;
    const key = `${files.join(' ')}|${data.join(' ')}|${markup === undefined ? '' : shown}`;
    let page = rendered.get(key);
    if (page === undefined) {
      const shell =
        markup === undefined || shown === undefined
          ? html
          : withPrerenderedRoot(html, shown, markup);
      page = withScriptsAfterFirstPaint(shell, files, data);
      rendered.set(key, page);
    }
    return page;
  };
}
