import type { SignInMethods } from './auth-values.ts';

/**
 * The build's note of which script files each page needs beyond the entry (written beside
 * index.html by scripts/build/page-preloads-plugin.ts, read by server/shell/page-preloads.ts). The
 * server names them in the page it sends, so the browser fetches a page's code at once instead of
 * after the entry has run and asked who is signed in.
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PagePreloads {
  /** What the signed-in frame (sidebar, menus) needs. */
  layout: string[];
  pages: {
    /** A wouter pattern: `:name` is one segment, `:name?` an optional one. */
    path: string;
    access: 'signed-in' | 'guest' | 'public';
    /** Absolute URLs (`/assets/…js`), the page's own chunk first. */
    files: string[];
    /** The GET API URLs the page asks for first (fetched beside its scripts when signed in). */
    data?: string[];
  }[];
}

/**
 * The id of the `<script type="application/json">` in which the server tells the page who is
 * signed in (`{ "user": PublicUser | null }`), so the first screen needs no `/api/user` round trip.
 * Absent when the server could not tell (no database at that moment): the client then asks.
 */
export const PAGE_SESSION_SCRIPT_ID = 'afc-session';

/**
 * In a page's first API answers (the page table's `data`), the browser's own date (YYYY-MM-DD in
 * its time zone), which the server cannot know: the page's loader writes it in before preloading
 * (`/api/today?date={today}&look=0`, the dashboard's Today card).
 */
export const TODAY_SLOT = '{today}';

/**
 * The id of the `<script type="application/json">` in which the server tells the page how one may
 * sign in (`SignInMethods`: the identity provider's name, the password forms), so the sign-in page
 * draws the right buttons and forms with the HTML (decision 019).
 */
export const PAGE_SIGN_IN_SCRIPT_ID = 'afc-sign-in';

/**
 * What the build prerenders in place of the identity provider's name; the server writes the real
 * one (HTML-escaped) into the markup it sends.
 */
export const PROVIDER_NAME_SLOT = 'AFC_PROVIDER_NAME_SLOT';

/** The sign-in methods the build prerenders the guest pages for: each one a server may have. */
export const SIGN_IN_VARIANTS: readonly SignInMethods[] = [
  { provider: null, passwordSignIn: true, passwordSignUp: true },
  { provider: null, passwordSignIn: true, passwordSignUp: false },
  { provider: PROVIDER_NAME_SLOT, passwordSignIn: true, passwordSignUp: true },
  { provider: PROVIDER_NAME_SLOT, passwordSignIn: true, passwordSignUp: false },
  { provider: PROVIDER_NAME_SLOT, passwordSignIn: false, passwordSignUp: false },
];

/**
 * The key of a prerendered page in `prerendered-pages.json`: its path, and for other sign-in
 * methods than the default (no provider, both password forms) `#` and what differs.
 */
export function prerenderedKey(pagePath: string, methods: SignInMethods): string {
  const parts = [
    ...(methods.provider !== null ? ['provider'] : []),
    ...(methods.passwordSignIn ? [] : ['no-password-sign-in']),
    ...(methods.passwordSignUp ? [] : ['no-password-sign-up']),
  ];
  return parts.length ? `${pagePath}#${parts.join(',')}` : pagePath;
}

/**
 * The build's note of the markup of each page it prerendered (scripts/build/prerender-plugin.ts,
 * read by server/shell/page-preloads.ts): pages that show the same to every visitor nobody has
 * signed in as, sent inside #root so their text paints with the HTML (decision 013).
 */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

export interface PrerenderedPages {
  /** The page's key (`/auth`, `/auth#provider`: prerenderedKey) to the markup React renders there. */
  pages: Record<string, string>;
}

/**
 * The attribute the server puts on #root when it holds a prerendered page; its value is the page's
 * path, where the client goes before it hydrates the markup (the server sends the sign-in page to
 * a visitor at any path the router would send on to it). The service worker's offline copy of a
 * page is kept without it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
