import { describe, expect, it } from 'vitest';
import { withPrerenderedRoot } from './prerendered-root.ts';

const page = (root: string) =>
  `<!doctype html><html><head><title>app</title></head><body>\n    <div id="root">${root}</div>\n  </body></html>`;
const splash =
  '\n      <!-- splash -->\n      <div class="splash" role="status"><svg></svg></div>\n    ';

describe('withPrerenderedRoot: the prerendered page in place of the splash', () => {
  it('replaces everything inside #root and marks it with the path', () => {
    const html = withPrerenderedRoot(
      page(splash),
      '/auth',
      '<!--$--><main>Sign in</main><!--/$-->',
    );
    expect(html).toBe(
      page('').replace(
        '<div id="root"></div>',
        '<div id="root" data-prerendered="/auth"><!--$--><main>Sign in</main><!--/$--></div>',
      ),
    );
  });

  it('keeps a `$` pattern in the markup as written', () => {
    const html = withPrerenderedRoot(page(splash), '/auth', "<p>$' $& $$</p>");
    expect(html).toContain('<div id="root" data-prerendered="/auth"><p>$\' $& $$</p></div>');
  });

  it('escapes the path inside the attribute', () => {
    expect(withPrerenderedRoot(page(''), '/a"b&c', '<p></p>')).toContain(
      'data-prerendered="/a&quot;b&amp;c"',
    );
  });

  it('leaves a page without #root or without a body as it is', () => {
    const noRoot = '<!doctype html><html><body><main></main></body></html>';
    expect(withPrerenderedRoot(noRoot, '/auth', '<p></p>')).toBe(noRoot);
    const noBody = '<!doctype html><div id="root">';
    expect(withPrerenderedRoot(noBody, '/auth', '<p></p>')).toBe(noBody);
  });
});
