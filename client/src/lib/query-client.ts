import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { invalidateAfter } from './invalidation.ts';
import { getQueryFn } from './query-fn.ts';
import { toastFailure } from './query-meta.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The query defaults of spec §7: fetch once, never stale, no retries, keep unused data 5 minutes.
 * Failures become the spec's destructive toasts here, from each call's `meta.errorTitle`, so no
 * screen writes its own onError for the standard message. A successful write refetches what it
 * changed here too, from its `meta.invalidates` and the graph in `invalidation.ts`.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta),
      onSuccess: (_data, _variables, _context, mutation) =>
        invalidateAfter(queryClient, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: FIVE_MINUTES,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return queryClient;
}
