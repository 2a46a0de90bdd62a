import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../contract/theme.ts';
import {
  THEME_SCRIPT,
  THEME_SCRIPT_CSP_SOURCE,
  withThemeBeforeFirstPaint,
} from './theme-script.ts';

/** Runs the script as a page would, with a stored choice and the system's scheme. */
function classAfter(stored: string | null | 'blocked', systemDark: boolean | undefined): string[] {
  const classes: string[] = [];
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'blocked') throw new Error('SecurityError');
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    document: { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
    matchMedia:
      systemDark === undefined
        ? undefined
        : (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
  };
  runInNewContext(THEME_SCRIPT, { ...window, window });
  return classes;
}

describe('the theme script: the right class on <html> before the first paint', () => {
  it('follows the stored choice, whatever the system says', () => {
    expect(classAfter('dark', false)).toEqual(['dark']);
    expect(classAfter('light', true)).toEqual(['light']);
  });

  it("follows the system without a choice, or with one it doesn't know", () => {
    expect(classAfter(null, true)).toEqual(['dark']);
    expect(classAfter('system', true)).toEqual(['dark']);
    expect(classAfter('sepia', false)).toEqual(['light']);
  });

  it('is light where storage is blocked and the system cannot be asked', () => {
    expect(classAfter('blocked', true)).toEqual(['dark']);
    expect(classAfter('blocked', undefined)).toEqual(['light']);
  });

  it('goes first in the head, and the CSP names it by its hash', () => {
    const html = withThemeBeforeFirstPaint(
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head>',
    );
    expect(html).toBe(
      `<!doctype html><html lang="en"><head><script>${THEME_SCRIPT}</script><meta charset="UTF-8" /></head>`,
    );
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(THEME_SCRIPT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    expect(withThemeBeforeFirstPaint('<div id="root">')).toBe('<div id="root">');
  });
});
