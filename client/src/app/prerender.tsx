import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { SignInMethods } from '@contract/auth-values.ts';
import { setSignInMethods, switchUser } from '@/features/auth/public.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { App } from './app.tsx';

/** A page that waits on something that never comes fails the build instead of hanging it. */
const RENDER_TIMEOUT_MS = 60_000;

/**
 * The build's server-side entry (scripts/build/prerender-plugin.ts): the markup the app renders at
 * `path` for a visitor nobody has signed in as, once every lazy page has loaded. The server sends
 * it inside #root and main.tsx hydrates it, so the page's text paints with the HTML instead of
 * after the scripts (decision 013). Only pages that show the same to every visitor qualify.
 */
export async function renderPage(path: string, methods: SignInMethods): Promise<string> {
  const queryClient = createQueryClient();
  // What the page's session script says to a visitor: nobody is signed in.
  switchUser(queryClient, null);
  // And how one signs in on the server that sends it (decision 019): one render per variant.
  setSignInMethods(queryClient, methods);
  // React renders a boundary whose content throws as its fallback and only reports the error:
  // for the build that is a failure (the markup would not be the page), so it is collected here.
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <Router ssrPath={path}>
          <App queryClient={queryClient} />
        </Router>
      </StrictMode>,
      {
        onError: (error) => void errors.push(error),
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      },
    );
    const markup = await new Response(prelude).text();
    if (errors.length) throw new Error(`${path} did not prerender`, { cause: errors[0] });
    return markup;
  } finally {
    // Its queries' clean-up timers would keep the build's process alive for minutes.
    queryClient.clear();
  }
}
