import { PAGE_SESSION_SCRIPT_ID, PRERENDERED_ATTRIBUTE } from '@contract/page-preloads.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyTheme, readThemePreference } from './lib/theme.ts';
// Bundled type (no request outside the app): Inter for text, Fraunces for headings.
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './index.css';

// Before the first render, so the first painted frame already has the right theme.
applyTheme(readThemePreference());

/** How long after load the service worker registers, so its install does not compete. */
const SERVICE_WORKER_DELAY_MS = 3000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app shell works offline once loaded (client/public/sw.js). Not in development: Vite serves
// modules that change with every edit. Registered a while after load, as installing fetches the
// shell's files again; the page's loader starts this script after the first paint, often after
// `load` has fired, so a page already loaded counts from now.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    }, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the build prerendered (the sign-in page, decision 013) is taken over where it stands. The
// server sends it to a visitor at a signed-in path too, where the router would send them on to it:
// the address goes there first, as the router would. Only beside the server's word that nobody is
// signed in, which always comes with it (a page kept by an older service worker may lack it).
// Anything else in #root (the splash) is replaced.
const prerendered = document.getElementById(PAGE_SESSION_SCRIPT_ID)
  ? root.getAttribute(PRERENDERED_ATTRIBUTE)
  : null;
if (prerendered) {
  if (window.location.pathname !== prerendered) window.history.replaceState(null, '', prerendered);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
