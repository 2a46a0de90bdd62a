import type { FashionInsight, insightsEndpoints } from '@contract/insights.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { invalidate, type ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof insightsEndpoints>();

export const INSIGHTS_QUERY_KEY = [
  call.path('GET /api/fashion-insights'),
] as const satisfies ResourceKey;

/**
 * GET /api/fashion-insights: newest first. No meta: spec §8 names no toast for this list; the
 * section shows its own load error with a retry.
 */
export const insightsQuery = queryOptions({
  queryKey: INSIGHTS_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/fashion-insights', { signal }),
});

export function useInsights() {
  return useQuery(insightsQuery);
}

/** POST /api/fashion-insights/generate: a new insight matched to the wardrobe. */
export function useGenerateInsight() {
  return useMutation({
    mutationFn: () => call('POST /api/fashion-insights/generate'),
    meta: {
      errorTitle: 'Failed to generate insight',
      errorFallback: 'Please try again later.',
      invalidates: ['/api/fashion-insights'],
    },
  });
}

/**
 * PATCH isRead true. The badge goes at once; a failure is silent (spec §8, so no errorTitle) and
 * the refetch afterwards, on success or failure, shows whatever the server holds.
 */
export function useMarkInsightRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call('PATCH /api/fashion-insights/:id', { params: { id }, body: { isRead: true } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: INSIGHTS_QUERY_KEY });
      queryClient.setQueryData<FashionInsight[]>(INSIGHTS_QUERY_KEY, (list) =>
        list?.map((insight) => (insight.id === id ? { ...insight, isRead: true } : insight)),
      );
    },
    onError: () => invalidate(queryClient, '/api/fashion-insights'),
    meta: { invalidates: ['/api/fashion-insights'] },
  });
}

export function useDeleteInsight() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/fashion-insights/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to delete insight', invalidates: ['/api/fashion-insights'] },
  });
}
