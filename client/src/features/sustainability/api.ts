import type {
  goalListSchema,
  goalSchema,
  sustainabilityStatsSchema,
  CreateGoalBody,
  UpdateGoalBody,
} from '@contract/sustainability.ts';
import { SUSTAINABILITY_TEXTS } from '@contract/sustainability.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson, type Answer } from '@/lib/request-json.ts';

const STATS_KEY = ['/api/sustainability/stats'] as const;
const GOALS_KEY = ['/api/sustainability/goals'] as const;
const goalUrl = (id: string) => `/api/sustainability/goals/${encodeURIComponent(id)}`;

/** GET /api/sustainability/stats (spec §7); a failure is spec §8's toast. */
export const sustainabilityStatsQuery = queryOptions({
  queryKey: STATS_KEY,
  queryFn: ({ signal }) =>
    requestJson<Answer<typeof sustainabilityStatsSchema>>('/api/sustainability/stats', { signal }),
  meta: { errorTitle: SUSTAINABILITY_TEXTS.statsFailed },
});

export const goalsQuery = queryOptions({
  queryKey: GOALS_KEY,
  queryFn: ({ signal }) =>
    requestJson<Answer<typeof goalListSchema>>('/api/sustainability/goals', { signal }),
  meta: { errorTitle: SUSTAINABILITY_TEXTS.goalsFailed },
});

export const useSustainabilityStats = () => useQuery(sustainabilityStatsQuery);
export const useGoals = () => useQuery(goalsQuery);

function useRefetchGoals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: GOALS_KEY });
}

export function useCreateGoal() {
  const refetch = useRefetchGoals();
  return useMutation({
    mutationFn: (body: CreateGoalBody) =>
      requestJson<Answer<typeof goalSchema>>('/api/sustainability/goals', { method: 'POST', body }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to create goal' },
  });
}

export function useUpdateGoal() {
  const refetch = useRefetchGoals();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateGoalBody }) =>
      requestJson<Answer<typeof goalSchema>>(goalUrl(id), { method: 'PATCH', body: patch }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to update goal' },
  });
}

export function useDeleteGoal() {
  const refetch = useRefetchGoals();
  return useMutation({
    mutationFn: (id: string) => requestJson(goalUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to delete goal' },
  });
}
