import type { CreateOutfitBody, GenerateOutfitsBody, outfitsEndpoints } from '@contract/outfits.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof outfitsEndpoints>();

export const OUTFITS_QUERY_KEY = [call.path('GET /api/outfits')] as const satisfies ResourceKey;

/** GET /api/outfits: the session user's saved outfits, newest first. */
export const outfitsQuery = queryOptions({
  queryKey: OUTFITS_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/outfits', { signal }),
  meta: { errorTitle: 'Failed to fetch outfits' },
});

export function useOutfits() {
  return useQuery(outfitsQuery);
}

/** POST /api/outfits/generate: suggestions live only on the page until one is saved (spec §4). */
export function generateOutfits(body: GenerateOutfitsBody) {
  return call('POST /api/outfits/generate', { body });
}

/** No meta: a rate-limited generation says when to try again (see the generator page). */
export function useGenerateOutfits() {
  return useMutation({ mutationFn: generateOutfits });
}

/** POST /api/outfits: keeps an outfit (spec §7 name and fields), here or from another feature. */
export function useCreateOutfit() {
  return useMutation({
    mutationFn: (body: CreateOutfitBody) => call('POST /api/outfits', { body }),
    meta: { errorTitle: 'Failed to create outfit', invalidates: ['/api/outfits'] },
  });
}

/** Wearing an outfit also logs a wear of each of its pieces: it writes the wardrobe too. */
export function useWearOutfit() {
  return useMutation({
    mutationFn: (id: string) => call('POST /api/outfits/:id/wear', { params: { id } }),
    meta: { errorTitle: 'Failed to log wear', invalidates: ['/api/outfits', '/api/wardrobe'] },
  });
}

export function useDeleteOutfit() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/outfits/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to delete outfit', invalidates: ['/api/outfits'] },
  });
}
