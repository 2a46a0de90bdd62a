import type { fashionInsightSchema, FashionInsight } from '@contract/insights.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate, type ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const INSIGHTS_QUERY_KEY = ['/api/fashion-insights'] as const satisfies ResourceKey;

const insightUrl = (id: string) => `/api/fashion-insights/${encodeURIComponent(id)}`;

/**
 * GET /api/fashion-insights: newest first. No meta: spec §8 names no toast for this list; the
 * section shows its own load error with a retry.
 */
export const insightsQuery = queryOptions({
  queryKey: INSIGHTS_QUERY_KEY,
  queryFn: ({ signal }) =>
    requestJson<Answer<typeof fashionInsightSchema>[]>('/api/fashion-insights', { signal }),
});

export function useInsights() {
  return useQuery(insightsQuery);
}

/** POST /api/fashion-insights/generate: a new insight matched to the wardrobe. */
export function useGenerateInsight() {
  return useMutation({
    mutationFn: () =>
      requestJson<Answer<typeof fashionInsightSchema>>('/api/fashion-insights/generate', {
        method: 'POST',
      }),
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
      requestJson(insightUrl(id), { method: 'PATCH', body: { isRead: true } }),
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
    mutationFn: (id: string) => requestJson(insightUrl(id), { method: 'DELETE' }),
    meta: { errorTitle: 'Failed to delete insight', invalidates: ['/api/fashion-insights'] },
  });
}
