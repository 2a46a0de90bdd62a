import {
  shoppingSuggestionSchema,
  updateShoppingSuggestionResponseSchema,
  type ShoppingSuggestion,
  type UpdateShoppingSuggestionBody,
} from '@contract/shopping.ts';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getQueryFn } from '@/lib/api.ts';

export const SHOPPING_QUERY_KEY = ['/api/shopping-suggestions'] as const;

const suggestionListSchema = z.array(shoppingSuggestionSchema);
const fetchList = getQueryFn<unknown>({ on401: 'throw' });

async function suggestionList(context: QueryFunctionContext): Promise<ShoppingSuggestion[]> {
  return suggestionListSchema.parse(await fetchList(context));
}

/** The session user's shopping suggestions, newest first. */
export function useShoppingSuggestions() {
  return useQuery({ queryKey: SHOPPING_QUERY_KEY, queryFn: suggestionList });
}

function useRefetchSuggestions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SHOPPING_QUERY_KEY });
}

/** POST /api/shopping-suggestions/generate: the stylist reads the wardrobe's gaps; answers the new ones. */
export function useGenerateSuggestions() {
  const refetch = useRefetchSuggestions();
  return useMutation({
    mutationFn: async () =>
      suggestionListSchema.parse(
        await (await apiRequest('POST', '/api/shopping-suggestions/generate')).json(),
      ),
    onSuccess: refetch,
  });
}

export interface SuggestionUpdate {
  id: string;
  change: UpdateShoppingSuggestionBody;
}

/** PUT {isViewed: true} or {isPurchased: true}; a purchase answers the wardrobe prefill too. */
export function useUpdateSuggestion() {
  const refetch = useRefetchSuggestions();
  return useMutation({
    mutationFn: async ({ id, change }: SuggestionUpdate) =>
      updateShoppingSuggestionResponseSchema.parse(
        await (
          await apiRequest('PUT', `/api/shopping-suggestions/${encodeURIComponent(id)}`, change)
        ).json(),
      ),
    onSuccess: refetch,
  });
}

export function useDeleteSuggestion() {
  const refetch = useRefetchSuggestions();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/shopping-suggestions/${encodeURIComponent(id)}`);
    },
    onSuccess: refetch,
  });
}
