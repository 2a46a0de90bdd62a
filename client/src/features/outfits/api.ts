import type {
  generateOutfitsResponseSchema,
  CreateOutfitBody,
  GenerateOutfitsBody,
  outfitSchema,
} from '@contract/outfits.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refetchWardrobe } from '@/features/wardrobe/public.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const OUTFITS_QUERY_KEY = ['/api/outfits'] as const;

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

function useRefetchOutfits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OUTFITS_QUERY_KEY });
}

export function useCreateOutfit() {
  const refetch = useRefetchOutfits();
  return useMutation({
    mutationFn: (body: CreateOutfitBody) =>
      requestJson<Answer<typeof outfitSchema>>('/api/outfits', { method: 'POST', body }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to create outfit' },
  });
}

/** Wearing an outfit also wears each of its pieces, so the wardrobe list is refetched too. */
export function useWearOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<Answer<typeof outfitSchema>>(outfitUrl(id, '/wear'), { method: 'POST' }),
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
