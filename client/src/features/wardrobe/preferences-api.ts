import {
  preferencesSchema,
  type Preferences,
  type UpdatePreferencesBody,
} from '@contract/preferences.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api.ts';

export const PREFERENCES_QUERY_KEY = ['/api/preferences'] as const;

const fetchPreferences = getQueryFn<unknown>({ on401: 'throw' });

/** The session user's settings; `enabled` lets a view ask only once it needs them. */
export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: async (context): Promise<Preferences> =>
      preferencesSchema.parse(await fetchPreferences(context)),
    enabled,
  });
}

/** PUT /api/preferences; the switch moves at once and goes back if the server refuses. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UpdatePreferencesBody) =>
      preferencesSchema.parse(await (await apiRequest('PUT', '/api/preferences', patch)).json()),
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
  });
}
