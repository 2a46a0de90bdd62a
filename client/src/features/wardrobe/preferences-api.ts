import type {
  Preferences,
  preferencesEndpoints,
  UpdatePreferencesBody,
} from '@contract/preferences.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof preferencesEndpoints>();

export const PREFERENCES_QUERY_KEY = [
  call.path('GET /api/preferences'),
] as const satisfies ResourceKey;

/** GET /api/preferences: the session user's settings. A failure shows inside the settings popover. */
export const preferencesQuery = queryOptions({
  queryKey: PREFERENCES_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/preferences', { signal }),
});

/** `enabled` lets a view ask only once it needs them. */
export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQuery, enabled });
}

/**
 * PUT /api/preferences; the switch moves at once and goes back if the server refuses. No
 * `invalidates`: the answer is the whole resource and goes into the cache as it is, and nothing
 * else depends on it (`AFFECTS` in lib/invalidation.ts), so there is nothing to fetch again.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdatePreferencesBody) => call('PUT /api/preferences', { body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const before = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      if (before) queryClient.setQueryData(PREFERENCES_QUERY_KEY, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(PREFERENCES_QUERY_KEY, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved),
    meta: { errorTitle: 'Failed to save the setting' },
  });
}
