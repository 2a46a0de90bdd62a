import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADER, PAGE_LOADER_CSP_SOURCE, withScriptsAfterFirstPaint } from './page-loader.ts';

// What Vite writes: the entry and its shared chunks in the head, the splash in the body.
const built =
  '<!doctype html><html><head><title>app</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/button-1.js">\n' +
  '  </head><body><div id="root"><svg></svg></div></body></html>';

describe('withScriptsAfterFirstPaint', () => {
  const page = withScriptsAfterFirstPaint(built, ['/assets/dashboard-1.js', '/assets/button-1.js']);

  it('leaves no script in the head, so nothing stands before the splash', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(page).toContain('<div id="root"><svg></svg></div>');
  });

  it('names the entry and every file once, the build’s first, in a loader at the end of the body', () => {
    expect(page).toMatch(
      /<script id="afc-loader" data-entry="\/assets\/index-1\.js" data-preload="\/assets\/react-1\.js \/assets\/button-1\.js \/assets\/dashboard-1\.js">[^<]+<\/script><\/body>/,
    );
  });

  it('keeps the loader’s text constant, so one hash allows it', () => {
    const text = /<script id="afc-loader"[^>]*>([^<]+)<\/script>/.exec(page)?.[1];
    expect(text).toBe(PAGE_LOADER);
    const hash = createHash('sha256')
      .update(text ?? '')
      .digest('base64');
    expect(PAGE_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('names the page’s first API answers, to be fetched beside its scripts, only when given', () => {
    const withData = withScriptsAfterFirstPaint(built, [], ['/api/wardrobe', '/api/outfits']);
    expect(withData).toMatch(
      /<script id="afc-loader"[^>]* data-fetch="\/api\/wardrobe \/api\/outfits"/,
    );
    expect(page).not.toContain('data-fetch');
    // Preloaded as the client's fetch asks (CORS, credentials included), so it takes the answer.
    expect(PAGE_LOADER).toContain("l.as='fetch'");
    expect(PAGE_LOADER).toContain("l.crossOrigin='use-credentials'");
  });

  it('writes the browser’s own date where a URL names it', () => {
    // The loader run against a stand-in for the page's document, on 5 March.
    const links: { href: string; rel: string }[] = [];
    const element = () => ({}) as { href: string; rel: string };
    const document = {
      createDocumentFragment: () => ({ appendChild: (link: never) => links.push(link) }),
      createElement: element,
      head: { appendChild: () => undefined },
    };
    const script = { dataset: { fetch: '/api/today?date={today}&look=0 /api/outfits' } };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'Date',
      PAGE_LOADER.replace('(document.currentScript)', '(script)').replace(
        /^/,
        'var script=arguments[4];',
      ),
    );
    class March5 extends Date {
      constructor() {
        super(2027, 2, 5, 8, 30);
      }
    }
    run(
      document,
      () => undefined,
      (go: () => void) => go(),
      March5,
      script,
    );
    expect(links.filter((link) => link.rel === 'preload').map((link) => link.href)).toEqual([
      '/api/today?date=2027-03-05&look=0',
      '/api/outfits',
    ]);
  });

  it('escapes what it writes into attributes', () => {
    const odd = withScriptsAfterFirstPaint(built, ['/assets/a"b&c.js']);
    expect(odd).toContain('/assets/a&quot;b&amp;c.js');
  });
});
