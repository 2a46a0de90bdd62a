import type { shoppingEndpoints, UpdateShoppingSuggestionBody } from '@contract/shopping.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof shoppingEndpoints>();

export const SHOPPING_QUERY_KEY = [
  call.path('GET /api/shopping-suggestions'),
] as const satisfies ResourceKey;

/**
 * GET /api/shopping-suggestions: purchased last, unviewed first, newest first, shown in that
 * order. No meta: spec §8 names no toast for this list; the page shows its own load error.
 */
export const shoppingSuggestionsQuery = queryOptions({
  queryKey: SHOPPING_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/shopping-suggestions', { signal }),
});

export function useShoppingSuggestions() {
  return useQuery(shoppingSuggestionsQuery);
}

/**
 * POST /api/shopping-suggestions/generate: the stylist reads the wardrobe's gaps; answers the new
 * ones. No errorTitle: a rate limit and other failures read differently (spec §8, see the page).
 */
export function useGenerateSuggestions() {
  return useMutation({
    mutationFn: () => call('POST /api/shopping-suggestions/generate'),
    meta: { invalidates: ['/api/shopping-suggestions'] },
  });
}

export interface SuggestionUpdate {
  id: string;
  change: UpdateShoppingSuggestionBody;
}

/**
 * PUT {isViewed: true} or {isPurchased: true}; a purchase answers the wardrobe prefill too.
 * Spec §8: update and delete failures show nothing, so neither has an errorTitle.
 */
export function useUpdateSuggestion() {
  return useMutation({
    mutationFn: ({ id, change }: SuggestionUpdate) =>
      call('PUT /api/shopping-suggestions/:id', { params: { id }, body: change }),
    meta: { invalidates: ['/api/shopping-suggestions'] },
  });
}

export function useDeleteSuggestion() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/shopping-suggestions/:id', { params: { id } }),
    meta: { invalidates: ['/api/shopping-suggestions'] },
  });
}
