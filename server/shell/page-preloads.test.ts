import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PAGE_PRELOADS_FILE,
  PAGE_SESSION_SCRIPT_ID,
  PRERENDERED_PAGES_FILE,
  PAGE_SIGN_IN_SCRIPT_ID,
  PROVIDER_NAME_SLOT,
  type PagePreloads,
  type PrerenderedPages,
} from '../../contract/page-preloads.ts';
import { anonymous, asUser, withCookie } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { dataFor, matchesPattern, preloadsFor } from './page-preloads.ts';

const preloads: PagePreloads = {
  layout: ['/assets/app-layout-1.js', '/assets/icons-1.js'],
  pages: [
    { path: '/auth', access: 'guest', files: ['/assets/auth-page-1.js', '/assets/form-1.js'] },
    {
      path: '/',
      access: 'signed-in',
      files: ['/assets/dashboard-page-1.js', '/assets/icons-1.js'],
      data: ['/api/wardrobe', '/api/ai/style-tip'],
    },
    { path: '/wardrobe/:itemId?', access: 'signed-in', files: ['/assets/wardrobe-page-1.js'] },
    { path: '/vote/:token', access: 'public', files: ['/assets/vote-page-1.js'] },
  ],
};

describe('matchesPattern', () => {
  it.each([
    ['/', '/', true],
    ['/auth', '/auth', true],
    ['/auth', '/auth/', true],
    ['/auth', '/authx', false],
    ['/', '/wardrobe', false],
    ['/wardrobe/:itemId?', '/wardrobe', true],
    ['/wardrobe/:itemId?', '/wardrobe/abc', true],
    ['/wardrobe/:itemId?', '/wardrobe/abc/def', false],
    ['/vote/:token', '/vote', false],
    ['/vote/:token', '/vote/t0k3n', true],
    // As wouter reads a path: in any case, and decoded.
    ['/vote/:token', '/Vote/abc', true],
    ['/vote/:token', '/v%6Fte/abc', true],
    ['/auth', '/%E0%A4%A', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe('dataFor: the API answers the page asks for first', () => {
  it('names the page’s own for a signed-in person, home’s for the sign-in page with a session', () => {
    expect(dataFor(preloads, '/', true)).toEqual(['/api/wardrobe', '/api/ai/style-tip']);
    expect(dataFor(preloads, '/auth', true)).toEqual(dataFor(preloads, '/', true));
    expect(dataFor(preloads, '/wardrobe', true)).toEqual([]);
  });

  it('names none for a visitor (they would only answer 401), nor on public or unknown pages', () => {
    expect(dataFor(preloads, '/', false)).toEqual([]);
    expect(dataFor(preloads, '/vote/abc', true)).toEqual([]);
    expect(dataFor(preloads, '/no/such/page', true)).toEqual([]);
  });
});

describe('preloadsFor: the files the client router will load for a path', () => {
  it('a signed-in page with a session: the layout and the page, each file once', () => {
    expect(preloadsFor(preloads, '/', true)).toEqual([
      '/assets/app-layout-1.js',
      '/assets/icons-1.js',
      '/assets/dashboard-page-1.js',
    ]);
    expect(preloadsFor(preloads, '/wardrobe/abc', true)).toEqual([
      '/assets/app-layout-1.js',
      '/assets/icons-1.js',
      '/assets/wardrobe-page-1.js',
    ]);
  });

  it('a signed-in page without a session: the sign-in page it will be sent to', () => {
    expect(preloadsFor(preloads, '/wardrobe', false)).toEqual([
      '/assets/auth-page-1.js',
      '/assets/form-1.js',
    ]);
  });

  it('the sign-in page with a session: home, where the client sends a signed-in visitor', () => {
    expect(preloadsFor(preloads, '/auth', true)).toEqual(preloadsFor(preloads, '/', true));
  });

  it('the public vote page: its own files, no layout, signed in or not', () => {
    expect(preloadsFor(preloads, '/vote/abc', false)).toEqual(['/assets/vote-page-1.js']);
    expect(preloadsFor(preloads, '/vote/abc', true)).toEqual(['/assets/vote-page-1.js']);
  });

  it('an unknown path: the layout (its 404 page) when signed in, else the sign-in page', () => {
    expect(preloadsFor(preloads, '/no/such/page', true)).toEqual(preloads.layout);
    expect(preloadsFor(preloads, '/no/such/page', false)).toEqual(preloads.pages[0]!.files);
  });
});

// A built client with the build's note, and an older one without it.
const clientDir = mkdtempSync(path.join(tmpdir(), 'afc-client-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(clientDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
const prerendered: PrerenderedPages = {
  pages: { '/auth': '<!--$--><main>Sign in</main><!--/$-->' },
};
writeFileSync(path.join(clientDir, PRERENDERED_PAGES_FILE), JSON.stringify(prerendered));
const bareDir = mkdtempSync(path.join(tmpdir(), 'afc-client-'));
writeFileSync(path.join(bareDir, 'index.html'), '<!doctype html><head></head><div id="root">');
const { app } = await createTestApp({ clientDir });
const { app: bareApp } = await createTestApp({ clientDir: bareDir });
const visitor = anonymous(app);
/** A browser holding a session cookie that names no session (expired, or from elsewhere). */
const staleVisitor = withCookie(app, 'sid=no-such-session');

describe('pages served with their preloads', () => {
  // The files the page's loader will fetch (page-loader.ts).
  const links = (html: string) =>
    /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];

  it('names the files of the page the visitor will see, in the head, never cached unasked', async () => {
    const signedOut = await visitor.get('/wardrobe?x=1');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['content-type']).toMatch(/^text\/html/);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect(signedOut.headers.vary).toMatch(/cookie/i);
    expect(links(signedOut.body)).toEqual(preloads.pages[0]!.files);
    // Started by the loader at the end of the body, after the first paint.
    expect(signedOut.body).toMatch(/<script id="afc-loader"[^>]*>[^<]+<\/script><\/body>/);

    // Home (`/`) too; a cookie of no session is nobody signed in.
    const stale = await staleVisitor.get('/');
    expect(stale.statusCode).toBe(200);
    expect(links(stale.body)).toEqual(preloads.pages[0]!.files);
  });

  const sessionIn = (html: string): unknown => {
    const match = new RegExp(
      `<script type="application/json" id="${PAGE_SESSION_SCRIPT_ID}">(.*?)</script>`,
    ).exec(html);
    return match ? JSON.parse(match[1]!) : undefined;
  };

  it('tells the page who is signed in, so the first screen needs no /api/user round trip', async () => {
    const alex = await asUser(app, { firstName: 'Alex </script><script>alert(1)</script>' });
    const page = await alex.get('/');
    expect(page.statusCode).toBe(200);
    expect(links(page.body)).toEqual(preloadsFor(preloads, '/', true));
    expect(page.body).toContain('data-fetch="/api/wardrobe /api/ai/style-tip"');
    expect(sessionIn(page.body)).toEqual({ user: alex.user });
    // Nor is a name read as a replacement pattern (`$'` would paste the rest of the page in).
    const dollars = await asUser(app, { firstName: "Dee $' $& $` $$" });
    const dollarsPage = await dollars.get('/');
    expect(sessionIn(dollarsPage.body)).toEqual({ user: dollars.user });
    // A name cannot close the script element it travels in.
    // The theme's, the sign-in methods', the session's, the loader's.
    expect(page.body.match(/<\/script>/g)).toHaveLength(4);
    // A page naming its person is for that person's browser only.
    expect(page.headers['cache-control']).toBe('private, no-cache');

    const guest = await visitor.get('/auth');
    expect(sessionIn(guest.body)).toEqual({ user: null });
    expect(guest.headers['cache-control']).toBe('no-cache');
    const signedOut = await staleVisitor.get('/auth');
    expect(sessionIn(signedOut.body)).toEqual({ user: null });
  });

  it('sends the prerendered sign-in page to a visitor wherever the router will show it', async () => {
    const prerenderedRoot = '<div id="root" data-prerendered="/auth"><!--$--><main>Sign in</main>';
    // At /auth, and where the router sends a visitor on to /auth (signed-in and unknown paths,
    // also odd ones); a cookie of no session is a visitor too: the server knows nobody is in.
    for (const url of ['/auth?next=1', '/', '/wardrobe/abc', '/no/such/page', '/__proto__']) {
      const page = await visitor.get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body, url).toContain(prerenderedRoot);
      expect(links(page.body)).toEqual(preloads.pages[0]!.files);
    }
    const stale = await staleVisitor.get('/auth');
    expect(stale.body).toContain(prerenderedRoot);

    // A public page is its own: the splash, as built.
    const vote = await visitor.get('/vote/abc');
    expect(vote.body).toContain('<div id="root"></div>');
    // Someone signed in is sent home by the client: never the sign-in page's markup.
    const sam = await asUser(app);
    for (const url of ['/auth', '/']) {
      const signedIn = await sam.get(url);
      expect(signedIn.body).toContain('<div id="root"></div>');
    }
  });

  it('without the build note (an older build) the page goes out without preloads', async () => {
    const response = await anonymous(bareApp).get('/');
    expect(response.statusCode).toBe(200);
    expect(links(response.body)).toEqual([]);
    // Still with its theme's script first, how one signs in and who is signed in.
    expect(response.body).toMatch(
      /^<!doctype html><head><script>[^<]+<\/script>(<script [^>]+>[^<]+<\/script>){2}<\/head>/,
    );
  });
});

// A server with an identity provider and sign-up off, built with those variants.
const variantDir = mkdtempSync(path.join(tmpdir(), 'afc-client-'));
writeFileSync(
  path.join(variantDir, 'index.html'),
  '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(variantDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
const variants: PrerenderedPages = {
  pages: {
    '/auth': '<main>Sign in</main>',
    '/auth#provider,no-password-sign-up': `<main><a>Continue with <!-- -->${PROVIDER_NAME_SLOT}</a></main>`,
  },
};
writeFileSync(path.join(variantDir, PRERENDERED_PAGES_FILE), JSON.stringify(variants));
const oidc = {
  issuer: 'https://id.example.com',
  clientId: 'c',
  clientSecret: 's',
  name: 'Rosa & <Co>',
  scopes: ['openid'],
  redirectUri: 'https://app.example.com/api/auth/oidc/callback',
  allowedDomains: [],
  allowedGroups: [],
  linkByEmail: false,
};
const { app: withProvider } = await createTestApp({
  clientDir: variantDir,
  oidc,
  passwordSignUp: false,
});
const methodsIn = (html: string): unknown => {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_SIGN_IN_SCRIPT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
};

describe("the sign-in page for the server's sign-in methods (decision 019)", () => {
  it("sends the variant prerendered for them, with the provider's name written in (escaped)", async () => {
    const page = await anonymous(withProvider).get('/auth');
    expect(page.body).toContain(
      '<div id="root" data-prerendered="/auth"><main><a>Continue with <!-- -->Rosa &#38; &#60;Co&#62;</a>',
    );
    expect(page.body).not.toContain(PROVIDER_NAME_SLOT);
    expect(methodsIn(page.body)).toEqual({
      provider: 'Rosa & <Co>',
      passwordSignIn: true,
      passwordSignUp: false,
    });
  });

  it('tells every page, also a signed-in one, and the default server says its defaults', async () => {
    const sam = await asUser(app);
    expect(methodsIn((await sam.get('/')).body)).toMatchObject({ provider: null });
    expect(methodsIn((await visitor.get('/auth')).body)).toEqual({
      provider: null,
      passwordSignIn: true,
      passwordSignUp: true,
    });
  });
});
