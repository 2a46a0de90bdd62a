import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The whole app; `queryClient` is given by the build's prerender (app/prerender.tsx) and tests. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  );
}
