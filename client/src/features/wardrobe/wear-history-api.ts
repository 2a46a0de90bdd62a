import type { WardrobeItem, wardrobeEndpoints } from '@contract/wardrobe.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { WARDROBE_QUERY_KEY } from './api.ts';

const call = endpointCaller<typeof wardrobeEndpoints>();

/**
 * GET /api/wardrobe/:id/wears: the piece's wears per month. Keyed under the wardrobe list (so a
 * wardrobe refetch refreshes it) and by timesWorn, so logging or undoing a wear reloads it.
 */
const itemWearHistoryQuery = (item: Pick<WardrobeItem, 'id' | 'timesWorn'>) =>
  queryOptions({
    queryKey: [...WARDROBE_QUERY_KEY, item.id, 'wears', item.timesWorn],
    queryFn: ({ signal }) =>
      call('GET /api/wardrobe/:id/wears', { params: { id: item.id }, signal }),
    meta: { errorTitle: 'Failed to load the wear history' },
  });

export function useItemWearHistory(item: Pick<WardrobeItem, 'id' | 'timesWorn'>) {
  return useQuery({ ...itemWearHistoryQuery(item), placeholderData: (previous) => previous });
}
