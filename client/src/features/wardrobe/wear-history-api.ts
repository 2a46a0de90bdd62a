import type { itemWearHistorySchema } from '@contract/wear-history.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson, type Answer } from '@/lib/request-json.ts';
import { WARDROBE_QUERY_KEY } from './api.ts';

/**
 * GET /api/wardrobe/:id/wears: the piece's wears per month. Keyed under the wardrobe list (so a
 * wardrobe refetch refreshes it) and by timesWorn, so logging or undoing a wear reloads it.
 */
const itemWearHistoryQuery = (item: Pick<WardrobeItem, 'id' | 'timesWorn'>) =>
  queryOptions({
    queryKey: [...WARDROBE_QUERY_KEY, item.id, 'wears', item.timesWorn],
    queryFn: ({ signal }) =>
      requestJson<Answer<typeof itemWearHistorySchema>>(
        `/api/wardrobe/${encodeURIComponent(item.id)}/wears`,
        {
          signal,
        },
      ),
    meta: { errorTitle: 'Failed to load the wear history' },
  });

export function useItemWearHistory(item: Pick<WardrobeItem, 'id' | 'timesWorn'>) {
  return useQuery({ ...itemWearHistoryQuery(item), placeholderData: (previous) => previous });
}
