/**
 * Where the browser keeps the person's choice of light, dark or the system's theme
 * (client/src/lib/theme.ts); the page's theme script reads it too, before the first paint
 * (server/shell/theme-script.ts).
 */
export const THEME_STORAGE_KEY = 'afc-theme';
