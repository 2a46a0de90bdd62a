import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The query defaults of spec §7: fetch once, never stale, no retries, keep unused data 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
