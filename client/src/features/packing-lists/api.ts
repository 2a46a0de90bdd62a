import type {
  packingListSchema,
  packingSuggestionSchema,
  CreatePackingListBody,
  PackingSuggestionBody,
  UpdatePackingListBody,
} from '@contract/packing-lists.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const PACKING_LISTS_QUERY_KEY = ['/api/packing-lists'] as const satisfies ResourceKey;

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

/** POST /api/packing-lists (with empty itemIds, spec §7). */
export function useCreatePackingList() {
  return useMutation({
    mutationFn: (body: CreatePackingListBody) =>
      requestJson<Answer<typeof packingListSchema>>('/api/packing-lists', { method: 'POST', body }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to create packing list',
      invalidates: ['/api/packing-lists'],
    },
  });
}

export interface PackingListUpdate {
  id: string;
  change: UpdatePackingListBody;
}

/** PUT /api/packing-lists/{id}: the chosen pieces, the packed checklist or the trip's details. */
export function useUpdatePackingList() {
  return useMutation({
    mutationFn: ({ id, change }: PackingListUpdate) =>
      requestJson<Answer<typeof packingListSchema>>(listUrl(id), { method: 'PUT', body: change }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to update packing list',
      invalidates: ['/api/packing-lists'],
    },
  });
}

export function useDeletePackingList() {
  return useMutation({
    mutationFn: (id: string) => requestJson(listUrl(id), { method: 'DELETE' }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to delete packing list',
      invalidates: ['/api/packing-lists'],
    },
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
