import { PRERENDERED_ATTRIBUTE } from '../../contract/page-preloads.ts';

const ROOT_OPEN = '<div id="root">';

/**
 * index.html with `markup` (the page the build prerendered at `pagePath`) inside #root in place of
 * the splash, and #root marked with the path so the client hydrates it there (decision 013). #root
 * is the body's last element, as client/index.html writes it; a page not built that way is
 * returned unchanged.
 */
export function withPrerenderedRoot(html: string, pagePath: string, markup: string): string {
  const start = html.indexOf(ROOT_OPEN);
  const bodyEnd = html.lastIndexOf('</body>');
  const end = bodyEnd === -1 ? -1 : html.lastIndexOf('</div>', bodyEnd);
  if (start === -1 || end < start) return html;
  const path = pagePath.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`;
  return html.slice(0, start) + root + html.slice(end + '</div>'.length);
}
