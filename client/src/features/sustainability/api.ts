import type {
  CreateGoalBody,
  sustainabilityEndpoints,
  UpdateGoalBody,
} from '@contract/sustainability.ts';
import { SUSTAINABILITY_TEXTS } from '@contract/sustainability.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof sustainabilityEndpoints>();

const STATS_KEY = [call.path('GET /api/sustainability/stats')] as const satisfies ResourceKey;
const GOALS_KEY = [call.path('GET /api/sustainability/goals')] as const satisfies ResourceKey;

/** GET /api/sustainability/stats (spec §7); a failure is spec §8's toast. */
export const sustainabilityStatsQuery = queryOptions({
  queryKey: STATS_KEY,
  queryFn: ({ signal }) => call('GET /api/sustainability/stats', { signal }),
  meta: { errorTitle: SUSTAINABILITY_TEXTS.statsFailed },
});

export const goalsQuery = queryOptions({
  queryKey: GOALS_KEY,
  queryFn: ({ signal }) => call('GET /api/sustainability/goals', { signal }),
  meta: { errorTitle: SUSTAINABILITY_TEXTS.goalsFailed },
});

export const useSustainabilityStats = () => useQuery(sustainabilityStatsQuery);
export const useGoals = () => useQuery(goalsQuery);

export function useCreateGoal() {
  return useMutation({
    mutationFn: (body: CreateGoalBody) => call('POST /api/sustainability/goals', { body }),
    meta: { errorTitle: 'Failed to create goal', invalidates: ['/api/sustainability/goals'] },
  });
}

export function useUpdateGoal() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateGoalBody }) =>
      call('PATCH /api/sustainability/goals/:id', { params: { id }, body: patch }),
    meta: { errorTitle: 'Failed to update goal', invalidates: ['/api/sustainability/goals'] },
  });
}

export function useDeleteGoal() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/sustainability/goals/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to delete goal', invalidates: ['/api/sustainability/goals'] },
  });
}
