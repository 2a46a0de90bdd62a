import type {
  generateOutfitsResponseSchema,
  CreateOutfitBody,
  GenerateOutfitsBody,
  outfitSchema,
} from '@contract/outfits.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const OUTFITS_QUERY_KEY = ['/api/outfits'] as const satisfies ResourceKey;

const outfitUrl = (id: string, action = '') => `/api/outfits/${encodeURIComponent(id)}${action}`;

/** GET /api/outfits: the session user's saved outfits, newest first. */
export const outfitsQuery = queryOptions({
  queryKey: OUTFITS_QUERY_KEY,
  queryFn: ({ signal }) => requestJson<Answer<typeof outfitSchema>[]>('/api/outfits', { signal }),
  meta: { errorTitle: 'Failed to fetch outfits' },
});

export function useOutfits() {
  return useQuery(outfitsQuery);
}

/** POST /api/outfits/generate: suggestions live only on the page until one is saved (spec §4). */
export function generateOutfits(body: GenerateOutfitsBody) {
  return requestJson<Answer<typeof generateOutfitsResponseSchema>>('/api/outfits/generate', {
    method: 'POST',
    body,
  });
}

/** No meta: a rate-limited generation says when to try again (see the generator page). */
export function useGenerateOutfits() {
  return useMutation({ mutationFn: generateOutfits });
}

export function useCreateOutfit() {
  return useMutation({
    mutationFn: (body: CreateOutfitBody) =>
      requestJson<Answer<typeof outfitSchema>>('/api/outfits', { method: 'POST', body }),
    meta: { errorTitle: 'Failed to create outfit', invalidates: ['/api/outfits'] },
  });
}

/** Wearing an outfit also logs a wear of each of its pieces: it writes the wardrobe too. */
export function useWearOutfit() {
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<Answer<typeof outfitSchema>>(outfitUrl(id, '/wear'), { method: 'POST' }),
    meta: { errorTitle: 'Failed to log wear', invalidates: ['/api/outfits', '/api/wardrobe'] },
  });
}

export function useDeleteOutfit() {
  return useMutation({
    mutationFn: (id: string) => requestJson(outfitUrl(id), { method: 'DELETE' }),
    meta: { errorTitle: 'Failed to delete outfit', invalidates: ['/api/outfits'] },
  });
}
