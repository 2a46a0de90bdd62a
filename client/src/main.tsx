import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyTheme, readThemePreference } from './lib/theme.ts';
// Bundled type (no request outside the app): Inter for text, Fraunces for headings.
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './index.css';

// Before the first render, so the first painted frame already has the right theme.
applyTheme(readThemePreference());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app shell works offline once loaded (client/public/sw.js). Not in development: Vite serves
// modules that change with every edit. The page's loader starts this script after the first
// paint, often after `load` has fired, so a page already loaded registers at once.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
