import type {
  packingListsEndpoints,
  CreatePackingListBody,
  PackingSuggestionBody,
  UpdatePackingListBody,
} from '@contract/packing-lists.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof packingListsEndpoints>();

export const PACKING_LISTS_QUERY_KEY = [
  call.path('GET /api/packing-lists'),
] as const satisfies ResourceKey;

/** GET /api/packing-lists: soonest trip first. */
export const packingListsQuery = queryOptions({
  queryKey: PACKING_LISTS_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/packing-lists', { signal }),
  meta: { errorTitle: 'Failed to fetch packing lists' },
});

export function usePackingLists() {
  return useQuery(packingListsQuery);
}

/** POST /api/packing-lists (with empty itemIds, spec §7). */
export function useCreatePackingList() {
  return useMutation({
    mutationFn: (body: CreatePackingListBody) => call('POST /api/packing-lists', { body }),
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
      call('PUT /api/packing-lists/:id', { params: { id }, body: change }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to update packing list',
      invalidates: ['/api/packing-lists'],
    },
  });
}

export function useDeletePackingList() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/packing-lists/:id', { params: { id } }),
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
    mutationFn: (body: PackingSuggestionBody) => call('POST /api/packing-lists/suggest', { body }),
    meta: { errorTitle: 'Error', errorFallback: 'Could not suggest what to pack' },
  });
}
