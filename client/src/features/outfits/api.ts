import {
  generateOutfitsResponseSchema,
  outfitSchema,
  type CreateOutfitBody,
  type GenerateOutfitsBody,
} from '@contract/outfits.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { refetchWardrobe } from '@/features/wardrobe/public.ts';
import { requestJson } from '@/lib/request-json.ts';

export const OUTFITS_QUERY_KEY = ['/api/outfits'] as const;

const outfitListSchema = z.array(outfitSchema);

const outfitUrl = (id: string, action = '') => `/api/outfits/${encodeURIComponent(id)}${action}`;

/** GET /api/outfits: the session user's saved outfits, newest first. */
export const outfitsQuery = queryOptions({
  queryKey: OUTFITS_QUERY_KEY,
  queryFn: ({ signal }) => requestJson('/api/outfits', { schema: outfitListSchema, signal }),
  meta: { errorTitle: 'Failed to fetch outfits' },
});

export function useOutfits() {
  return useQuery(outfitsQuery);
}

/** POST /api/outfits/generate: suggestions live only on the page until one is saved (spec §4). */
export function generateOutfits(body: GenerateOutfitsBody) {
  return requestJson('/api/outfits/generate', {
    method: 'POST',
    body,
    schema: generateOutfitsResponseSchema,
  });
}

/** No meta: a rate-limited generation says when to try again (see the generator page). */
export function useGenerateOutfits() {
  return useMutation({ mutationFn: generateOutfits });
}

function useRefetchOutfits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OUTFITS_QUERY_KEY });
}

export function useCreateOutfit() {
  const refetch = useRefetchOutfits();
  return useMutation({
    mutationFn: (body: CreateOutfitBody) =>
      requestJson('/api/outfits', { method: 'POST', body, schema: outfitSchema }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to create outfit' },
  });
}

/** Wearing an outfit also wears each of its pieces, so the wardrobe list is refetched too. */
export function useWearOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson(outfitUrl(id, '/wear'), { method: 'POST', schema: outfitSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OUTFITS_QUERY_KEY }),
        refetchWardrobe(queryClient),
      ]),
    meta: { errorTitle: 'Failed to log wear' },
  });
}

export function useDeleteOutfit() {
  const refetch = useRefetchOutfits();
  return useMutation({
    mutationFn: (id: string) => requestJson(outfitUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to delete outfit' },
  });
}
