import type {
  updateShoppingSuggestionResponseSchema,
  UpdateShoppingSuggestionBody,
  shoppingSuggestionSchema,
} from '@contract/shopping.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const SHOPPING_QUERY_KEY = ['/api/shopping-suggestions'] as const;

const suggestionUrl = (id: string) => `/api/shopping-suggestions/${encodeURIComponent(id)}`;

/**
 * GET /api/shopping-suggestions: purchased last, unviewed first, newest first, shown in that
 * order. No meta: spec §8 names no toast for this list; the page shows its own load error.
 */
export const shoppingSuggestionsQuery = queryOptions({
  queryKey: SHOPPING_QUERY_KEY,
  queryFn: ({ signal }) =>
    requestJson<Answer<typeof shoppingSuggestionSchema>[]>('/api/shopping-suggestions', { signal }),
});

export function useShoppingSuggestions() {
  return useQuery(shoppingSuggestionsQuery);
}

function useRefetchSuggestions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SHOPPING_QUERY_KEY });
}

/**
 * POST /api/shopping-suggestions/generate: the stylist reads the wardrobe's gaps; answers the new
 * ones. No meta: a rate limit and other failures read differently (spec §8, see the page).
 */
export function useGenerateSuggestions() {
  const refetch = useRefetchSuggestions();
  return useMutation({
    mutationFn: () =>
      requestJson<Answer<typeof shoppingSuggestionSchema>[]>('/api/shopping-suggestions/generate', {
        method: 'POST',
      }),
    onSuccess: refetch,
  });
}

export interface SuggestionUpdate {
  id: string;
  change: UpdateShoppingSuggestionBody;
}

/**
 * PUT {isViewed: true} or {isPurchased: true}; a purchase answers the wardrobe prefill too.
 * Spec §8: update and delete failures show nothing, so neither has meta.
 */
export function useUpdateSuggestion() {
  const refetch = useRefetchSuggestions();
  return useMutation({
    mutationFn: ({ id, change }: SuggestionUpdate) =>
      requestJson<Answer<typeof updateShoppingSuggestionResponseSchema>>(suggestionUrl(id), {
        method: 'PUT',
        body: change,
      }),
    onSuccess: refetch,
  });
}

export function useDeleteSuggestion() {
  const refetch = useRefetchSuggestions();
  return useMutation({
    mutationFn: (id: string) => requestJson(suggestionUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
  });
}
