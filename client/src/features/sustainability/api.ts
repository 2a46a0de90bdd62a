import type {
  goalListSchema,
  goalSchema,
  sustainabilityStatsSchema,
  CreateGoalBody,
  UpdateGoalBody,
} from '@contract/sustainability.ts';
import { SUSTAINABILITY_TEXTS } from '@contract/sustainability.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

const STATS_KEY = ['/api/sustainability/stats'] as const satisfies ResourceKey;
const GOALS_KEY = ['/api/sustainability/goals'] as const satisfies ResourceKey;
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

export function useCreateGoal() {
  return useMutation({
    mutationFn: (body: CreateGoalBody) =>
      requestJson<Answer<typeof goalSchema>>('/api/sustainability/goals', { method: 'POST', body }),
    meta: { errorTitle: 'Failed to create goal', invalidates: ['/api/sustainability/goals'] },
  });
}

export function useUpdateGoal() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateGoalBody }) =>
      requestJson<Answer<typeof goalSchema>>(goalUrl(id), { method: 'PATCH', body: patch }),
    meta: { errorTitle: 'Failed to update goal', invalidates: ['/api/sustainability/goals'] },
  });
}

export function useDeleteGoal() {
  return useMutation({
    mutationFn: (id: string) => requestJson(goalUrl(id), { method: 'DELETE' }),
    meta: { errorTitle: 'Failed to delete goal', invalidates: ['/api/sustainability/goals'] },
  });
}
