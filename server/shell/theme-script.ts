import { createHash } from 'node:crypto';
import { THEME_STORAGE_KEY } from '../../contract/theme.ts';

/**
 * The page's first inline script, in its head: puts the theme's class on <html> (the stored
 * choice, else the system's) before anything is painted, so a dark-mode visitor never sees the
 * light splash or the prerendered sign-in page first. The client's lib/theme.ts takes over from
 * it (and also sets the browser's chrome colour). Its text never changes; the CSP names it by hash.
 */
export const THEME_SCRIPT =
  `(function(){var p;try{p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  "if(p!=='light'&&p!=='dark')p=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)')" +
  ".matches?'dark':'light';document.documentElement.classList.add(p)})()";

/** The CSP source that allows THEME_SCRIPT. */
export const THEME_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** The built index.html with THEME_SCRIPT first in its head. */
export function withThemeBeforeFirstPaint(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script>${THEME_SCRIPT}</script>${html.slice(at)}`;
}
