import {
  SUSTAINABILITY_TEXTS,
  goalListSchema,
  goalSchema,
  sustainabilityStatsSchema,
  type CreateGoalBody,
  type UpdateGoalBody,
} from '@contract/sustainability.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/request-json.ts';

const STATS_KEY = ['/api/sustainability/stats'] as const;
const GOALS_KEY = ['/api/sustainability/goals'] as const;
const goalUrl = (id: string) => `/api/sustainability/goals/${encodeURIComponent(id)}`;

/** GET /api/sustainability/stats (spec §7); a failure is spec §8's toast. */
export const sustainabilityStatsQuery = queryOptions({
  queryKey: STATS_KEY,
  queryFn: ({ signal }) =>
    requestJson('/api/sustainability/stats', { schema: sustainabilityStatsSchema, signal }),
  meta: { errorTitle: SUSTAINABILITY_TEXTS.statsFailed },
});

export const goalsQuery = queryOptions({
  queryKey: GOALS_KEY,
  queryFn: ({ signal }) =>
    requestJson('/api/sustainability/goals', { schema: goalListSchema, signal }),
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
      requestJson('/api/sustainability/goals', { method: 'POST', body, schema: goalSchema }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to create goal' },
  });
}

export function useUpdateGoal() {
  const refetch = useRefetchGoals();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateGoalBody }) =>
      requestJson(goalUrl(id), { method: 'PATCH', body: patch, schema: goalSchema }),
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
