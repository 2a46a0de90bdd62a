import type {
  packingListSchema,
  packingSuggestionSchema,
  CreatePackingListBody,
  PackingSuggestionBody,
  UpdatePackingListBody,
} from '@contract/packing-lists.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const PACKING_LISTS_QUERY_KEY = ['/api/packing-lists'] as const;

const listUrl = (id: string) => `/api/packing-lists/${encodeURIComponent(id)}`;

/** GET /api/packing-lists: soonest trip first. */
export const packingListsQuery = queryOptions({
  queryKey: PACKING_LISTS_QUERY_KEY,
  queryFn: ({ signal }) =>
    requestJson<Answer<typeof packingListSchema>[]>('/api/packing-lists', { signal }),
  meta: { errorTitle: 'Failed to fetch packing lists' },
});

export function usePackingLists() {
  return useQuery(packingListsQuery);
}

// Spec §7: lists are refetched after each write.
function useRefetchLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PACKING_LISTS_QUERY_KEY });
}

/** POST /api/packing-lists (with empty itemIds, spec §7). */
export function useCreatePackingList() {
  const refetch = useRefetchLists();
  return useMutation({
    mutationFn: (body: CreatePackingListBody) =>
      requestJson<Answer<typeof packingListSchema>>('/api/packing-lists', { method: 'POST', body }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to create packing list' },
  });
}

export interface PackingListUpdate {
  id: string;
  change: UpdatePackingListBody;
}

/** PUT /api/packing-lists/{id}: the chosen pieces, the packed checklist or the trip's details. */
export function useUpdatePackingList() {
  const refetch = useRefetchLists();
  return useMutation({
    mutationFn: ({ id, change }: PackingListUpdate) =>
      requestJson<Answer<typeof packingListSchema>>(listUrl(id), { method: 'PUT', body: change }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to update packing list' },
  });
}

export function useDeletePackingList() {
  const refetch = useRefetchLists();
  return useMutation({
    mutationFn: (id: string) => requestJson(listUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to delete packing list' },
  });
}

/** POST /api/packing-lists/suggest: the stylist's set for the trip; nothing is saved. */
export function useSuggestPacking() {
  return useMutation({
    mutationFn: (body: PackingSuggestionBody) =>
      requestJson<Answer<typeof packingSuggestionSchema>>('/api/packing-lists/suggest', {
        method: 'POST',
        body,
      }),
    meta: { errorTitle: 'Error', errorFallback: 'Could not suggest what to pack' },
  });
}
