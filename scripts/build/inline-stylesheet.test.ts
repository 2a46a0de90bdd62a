import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet.ts';

type Handler = (html: string, context: { bundle?: Record<string, unknown> }) => string;

const transform = (html: string, bundle: Record<string, unknown>) => {
  const hook = inlineStylesheet().transformIndexHtml as unknown as { handler: Handler };
  return hook.handler(html, { bundle });
};

describe('the stylesheet inside index.html', () => {
  it('replaces the built link by the stylesheet itself', () => {
    const html =
      '<head><script type="module" src="/assets/index-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const page = transform(html, {
      'assets/index-1.css': { type: 'asset', source: 'body{color:red}' },
    });
    expect(page).toBe(
      '<head><script type="module" src="/assets/index-1.js"></script>' +
        '<style>body{color:red}</style></head>',
    );
  });

  it('cannot be closed early by the text it carries', () => {
    const page = transform('<link rel="stylesheet" href="/assets/a.css">', {
      'assets/a.css': { type: 'asset', source: 'a::after{content:"</style><script>"}' },
    });
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves a link it has no file for as it is', () => {
    const html = '<link rel="stylesheet" href="/assets/elsewhere.css">';
    expect(transform(html, {})).toBe(html);
  });
});
