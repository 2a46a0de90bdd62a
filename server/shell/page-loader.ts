import { createHash } from 'node:crypto';

/**
 * The one inline script of a page: it starts the app's scripts after the first paint (the splash
 * in index.html), so the browser paints before it downloads and compiles them. The page's first
 * API answers go first (`data-fetch`, preloaded as the client's own fetch will ask them: same URL,
 * CORS mode, credentials included, so the fetch takes the preloaded answer instead of asking
 * again). A URL may name the browser's date as TODAY_SLOT ('{today}', YYYY-MM-DD in its own time
 * zone), which the server cannot know. It reads what to load from its own data attributes, so its
 * text never changes and the CSP names it by hash.
 * A tab opened in the background gets no animation frame; the timer starts it there.
 */
export const PAGE_LOADER =
  '(function(s){var d=s.dataset,started=0;function go(){if(started++)return;' +
  'var n=new Date(),p=function(v){return(v>9?"":"0")+v},' +
  "t=n.getFullYear()+'-'+p(n.getMonth()+1)+'-'+p(n.getDate());" +
  "var f=document.createDocumentFragment();(d.fetch||'').split(' ').forEach(function(u){" +
  "if(!u)return;var l=document.createElement('link');l.rel='preload';l.as='fetch';" +
  "l.crossOrigin='use-credentials';l.href=u.replace('{today}',t);f.appendChild(l)});" +
  "(d.preload||'').split(' ').forEach(function(u){" +
  "if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';" +
  "l.href=u;f.appendChild(l)});if(d.entry){var e=document.createElement('script');" +
  "e.type='module';e.crossOrigin='';e.src=d.entry;f.appendChild(e)}document.head.appendChild(f)}" +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})(document.currentScript)';

/** The CSP source that allows PAGE_LOADER and no other inline script. */
export const PAGE_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_LOADER).digest('base64')}'`;

export const PAGE_LOADER_ID = 'afc-loader';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The built index.html with its entry script and module preloads (the build's and `pageFiles`,
 * the page's own) moved from the head into PAGE_LOADER at the end of the body, with the API URLs
 * the page asks for first (`pageData`).
 */
export function withScriptsAfterFirstPaint(
  html: string,
  pageFiles: readonly string[],
  pageData: readonly string[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const built = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const files = [...new Set([...built, ...pageFiles])].filter(Boolean);
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader =
    `<script id="${PAGE_LOADER_ID}"${entry ? ` data-entry="${attribute(entry)}"` : ''}` +
    (pageData.length ? ` data-fetch="${attribute(pageData.join(' '))}"` : '') +
    ` data-preload="${attribute(files.join(' '))}">${PAGE_LOADER}</script>`;
  return stripped.includes('</body>')
    ? stripped.replace('</body>', () => `${loader}</body>`)
    : `${stripped}${loader}`;
}
