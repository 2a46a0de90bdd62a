import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts the app's stylesheet into index.html itself (`<style>`), so the page can be painted as soon
 * as its HTML arrives — the brand mark first, before any script has loaded — instead of one more
 * request later. 13 KiB compressed, sent with every page (a signed-in app loads one per visit).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'afc-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(STYLESHEET, (link, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
