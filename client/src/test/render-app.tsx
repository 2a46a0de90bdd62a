import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '@/app/providers.tsx';
import { AppRouter } from '@/app/router.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

/** Renders `ui` (the whole app by default) with every provider, at `path` in an in-memory history. */
export function renderApp({
  path = '/',
  ui = <AppRouter />,
  queryClient = createQueryClient(),
}: { path?: string; ui?: ReactNode; queryClient?: QueryClient } = {}) {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <Providers queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </Providers>,
  );
  return {
    ...utils,
    /** The path the router is on now. */
    currentPath: () => location.history.at(-1),
  };
}
