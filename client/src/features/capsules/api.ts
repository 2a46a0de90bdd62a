import type {
  capsulesEndpoints,
  CreateCapsuleBody,
  GenerateCapsuleOutfitsBody,
  UpdateCapsuleBody,
} from '@contract/capsules.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof capsulesEndpoints>();

export const CAPSULES_QUERY_KEY = [call.path('GET /api/capsules')] as const satisfies ResourceKey;

/** GET /api/capsules: newest first, with outfit counts and thumbnails. */
export const capsulesQuery = queryOptions({
  queryKey: CAPSULES_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/capsules', { signal }),
  meta: { errorTitle: 'Failed to fetch capsules' },
});

export function useCapsules() {
  return useQuery(capsulesQuery);
}

/** POST /api/capsules (created with empty itemIds, spec §4). */
export function useCreateCapsule() {
  return useMutation({
    mutationFn: (body: CreateCapsuleBody) => call('POST /api/capsules', { body }),
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
      call('PUT /api/capsules/:id', { params: { id }, body: change }),
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
    mutationFn: (id: string) => call('DELETE /api/capsules/:id', { params: { id } }),
    meta: { invalidates: ['/api/capsules'] },
  });
}

/** POST /api/capsules/{id}/generate: the generator restricted to the capsule's pieces. */
export function useGenerateCapsuleOutfits(id: string) {
  return useMutation({
    mutationFn: (body: GenerateCapsuleOutfitsBody) =>
      call('POST /api/capsules/:id/generate', { params: { id }, body }),
    meta: { errorTitle: 'Failed to generate suggestions' },
  });
}

/** Keeps a generated look: the outfits feature's own save (POST /api/outfits). */
export { useCreateOutfit as useSaveCapsuleOutfit } from '@/features/outfits/public.ts';
