import {
  capsuleSchema,
  type CreateCapsuleBody,
  type UpdateCapsuleBody,
} from '@contract/capsules.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestJson } from '@/lib/request-json.ts';

export const CAPSULES_QUERY_KEY = ['/api/capsules'] as const;

const capsuleUrl = (id: string) => `/api/capsules/${encodeURIComponent(id)}`;

/** GET /api/capsules: newest first, with outfit counts and thumbnails. */
export const capsulesQuery = queryOptions({
  queryKey: CAPSULES_QUERY_KEY,
  queryFn: ({ signal }) => requestJson('/api/capsules', { schema: z.array(capsuleSchema), signal }),
  meta: { errorTitle: 'Failed to fetch capsules' },
});

export function useCapsules() {
  return useQuery(capsulesQuery);
}

// Spec §4: lists are refreshed after each successful write.
function useRefetchCapsules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CAPSULES_QUERY_KEY });
}

/** POST /api/capsules (created with empty itemIds, spec §4). */
export function useCreateCapsule() {
  const refetch = useRefetchCapsules();
  return useMutation({
    mutationFn: (body: CreateCapsuleBody) =>
      requestJson('/api/capsules', { method: 'POST', body, schema: capsuleSchema }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to create capsule wardrobe' },
  });
}

export interface CapsuleUpdate {
  id: string;
  change: UpdateCapsuleBody;
}

/** PUT /api/capsules/{id}: its pieces, or its details. */
export function useUpdateCapsule() {
  const refetch = useRefetchCapsules();
  return useMutation({
    mutationFn: ({ id, change }: CapsuleUpdate) =>
      requestJson(capsuleUrl(id), { method: 'PUT', body: change, schema: capsuleSchema }),
    onSuccess: refetch,
    meta: { errorTitle: 'Error', errorFallback: 'Failed to update capsule wardrobe' },
  });
}

/** DELETE /api/capsules/{id}. Spec §8: delete has no error handler, so no meta. */
export function useDeleteCapsule() {
  const refetch = useRefetchCapsules();
  return useMutation({
    mutationFn: (id: string) => requestJson(capsuleUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
  });
}
