import { fashionInsightSchema, type FashionInsight } from '@contract/insights.ts';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getQueryFn } from '@/lib/api.ts';

export const INSIGHTS_QUERY_KEY = ['/api/fashion-insights'] as const;

const insightListSchema = z.array(fashionInsightSchema);
const fetchList = getQueryFn<unknown>({ on401: 'throw' });

async function insightList(context: QueryFunctionContext): Promise<FashionInsight[]> {
  return insightListSchema.parse(await fetchList(context));
}

/** The session user's fashion insights, newest first. */
export function useInsights() {
  return useQuery({ queryKey: INSIGHTS_QUERY_KEY, queryFn: insightList });
}

function useRefetchInsights() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INSIGHTS_QUERY_KEY });
}

/** POST /api/fashion-insights/generate: a new insight matched to the wardrobe. */
export function useGenerateInsight() {
  const refetch = useRefetchInsights();
  return useMutation({
    mutationFn: async () =>
      fashionInsightSchema.parse(
        await (await apiRequest('POST', '/api/fashion-insights/generate')).json(),
      ),
    onSuccess: refetch,
  });
}

/**
 * PATCH isRead true. The badge goes at once; a failure is silent (spec §8) and the refetch
 * afterwards shows whatever the server holds.
 */
export function useMarkInsightRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('PATCH', `/api/fashion-insights/${encodeURIComponent(id)}`, {
        isRead: true,
      });
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: INSIGHTS_QUERY_KEY });
      queryClient.setQueryData<FashionInsight[]>(INSIGHTS_QUERY_KEY, (list) =>
        list?.map((insight) => (insight.id === id ? { ...insight, isRead: true } : insight)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INSIGHTS_QUERY_KEY }),
  });
}

export function useDeleteInsight() {
  const refetch = useRefetchInsights();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/fashion-insights/${encodeURIComponent(id)}`);
    },
    onSuccess: refetch,
  });
}
