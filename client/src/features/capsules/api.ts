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
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const CAPSULES_QUERY_KEY = ['/api/capsules'] as const satisfies ResourceKey;

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

/** POST /api/capsules (created with empty itemIds, spec §4). */
export function useCreateCapsule() {
  return useMutation({
    mutationFn: (body: CreateCapsuleBody) =>
      requestJson<Answer<typeof capsuleSchema>>('/api/capsules', { method: 'POST', body }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to create capsule wardrobe',
      invalidates: ['/api/capsules'],
    },
  });
}

export interface CapsuleUpdate {
  id: string;
  change: UpdateCapsuleBody;
}

/** PUT /api/capsules/{id}: its pieces, or its details. */
export function useUpdateCapsule() {
  return useMutation({
    mutationFn: ({ id, change }: CapsuleUpdate) =>
      requestJson<Answer<typeof capsuleSchema>>(capsuleUrl(id), { method: 'PUT', body: change }),
    meta: {
      errorTitle: 'Error',
      errorFallback: 'Failed to update capsule wardrobe',
      invalidates: ['/api/capsules'],
    },
  });
}

/** DELETE /api/capsules/{id}. Spec §8: delete has no error handler, so no errorTitle. */
export function useDeleteCapsule() {
  return useMutation({
    mutationFn: (id: string) => requestJson(capsuleUrl(id), { method: 'DELETE' }),
    meta: { invalidates: ['/api/capsules'] },
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
  return useMutation({
    mutationFn: (body: CreateOutfitBody) =>
      requestJson<Answer<typeof outfitSchema>>('/api/outfits', { method: 'POST', body }),
    meta: { errorTitle: 'Failed to create outfit', invalidates: ['/api/outfits'] },
  });
}
