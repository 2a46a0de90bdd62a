import type {
  capsuleSchema,
  CreateCapsuleBody,
  GenerateCapsuleOutfitsBody,
  UpdateCapsuleBody,
} from '@contract/capsules.ts';
import type {
  generateOutfitsResponseSchema,
  outfitSchema,
  CreateOutfitBody,
} from '@contract/outfits.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outfitsQuery } from '@/features/outfits/public.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const CAPSULES_QUERY_KEY = ['/api/capsules'] as const;

const capsuleUrl = (id: string) => `/api/capsules/${encodeURIComponent(id)}`;

/** GET /api/capsules: newest first, with outfit counts and thumbnails. */
export const capsulesQuery = queryOptions({
  queryKey: CAPSULES_QUERY_KEY,
  queryFn: ({ signal }) => requestJson<Answer<typeof capsuleSchema>[]>('/api/capsules', { signal }),
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
      requestJson<Answer<typeof capsuleSchema>>('/api/capsules', { method: 'POST', body }),
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
      requestJson<Answer<typeof capsuleSchema>>(capsuleUrl(id), { method: 'PUT', body: change }),
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

/** POST /api/capsules/{id}/generate: the generator restricted to the capsule's pieces. */
export function useGenerateCapsuleOutfits(id: string) {
  return useMutation({
    mutationFn: (body: GenerateCapsuleOutfitsBody) =>
      requestJson<Answer<typeof generateOutfitsResponseSchema>>(`${capsuleUrl(id)}/generate`, {
        method: 'POST',
        body,
      }),
    meta: { errorTitle: 'Failed to generate suggestions' },
  });
}

/** POST /api/outfits: keeps a generated look (spec §7 name and fields). */
export function useSaveCapsuleOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOutfitBody) =>
      requestJson<Answer<typeof outfitSchema>>('/api/outfits', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outfitsQuery.queryKey }),
    meta: { errorTitle: 'Failed to create outfit' },
  });
}
