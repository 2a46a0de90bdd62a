import type { todayEndpoints } from '@contract/today.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { localDay } from '@/lib/format.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof todayEndpoints>();

export const TODAY_QUERY_KEY = [call.path('GET /api/today')] as const satisfies ResourceKey;

/** The browser's today, used by the server only when the user has no place. */
export const browserToday = () => localDay();

/** GET /api/today: the day's forecast, its plan, and look number `look` ("Another look"). */
export const todayQuery = (look: number, date = browserToday()) =>
  queryOptions({
    queryKey: [...TODAY_QUERY_KEY, date, look],
    queryFn: ({ signal }) => call('GET /api/today', { query: { date, look }, signal }),
    meta: { errorTitle: 'Failed to load today’s look' },
  });

export const useToday = (look: number) =>
  useQuery({ ...todayQuery(look), placeholderData: keepPreviousData });

/** "Wear it": today's look is worn (a look made now is saved and planned on today first). */
export function useWearToday() {
  return useMutation({
    mutationFn: (look: number) =>
      call('POST /api/today/wear', { body: { look, date: browserToday() } }),
    meta: {
      errorTitle: 'Failed to log the wear',
      invalidates: ['/api/calendar', '/api/outfits', '/api/wardrobe'],
    },
  });
}
