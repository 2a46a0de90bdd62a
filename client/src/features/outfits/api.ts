import {
  generateOutfitsResponseSchema,
  outfitSchema,
  type CreateOutfitBody,
  type GenerateOutfitsBody,
  type GenerateOutfitsResponse,
  type Outfit,
} from '@contract/outfits.ts';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiRequest, errorMessage, getQueryFn } from '@/lib/api.ts';
import { toast } from '@/lib/toast.ts';
import { WARDROBE_QUERY_KEY } from '@/features/wardrobe/api.ts';

export const OUTFITS_QUERY_KEY = ['/api/outfits'] as const;

const outfitListSchema = z.array(outfitSchema);
const fetchList = getQueryFn<unknown>({ on401: 'throw' });

async function outfitList(context: QueryFunctionContext): Promise<Outfit[]> {
  return outfitListSchema.parse(await fetchList(context));
}

/** The session user's saved outfits, newest first; a failed fetch toasts once per failure (spec §8). */
export function useOutfits() {
  const query = useQuery({ queryKey: OUTFITS_QUERY_KEY, queryFn: outfitList });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    toast({
      title: 'Failed to fetch outfits',
      description: errorMessage(error),
      variant: 'destructive',
    });
  }, [error, errorUpdatedAt]);
  return query;
}

/** POST /api/outfits/generate: suggestions live only on the page until one is saved (spec §4). */
export async function generateOutfits(body: GenerateOutfitsBody): Promise<GenerateOutfitsResponse> {
  const response = await apiRequest('POST', '/api/outfits/generate', body);
  return generateOutfitsResponseSchema.parse(await response.json());
}

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
    mutationFn: async (body: CreateOutfitBody) =>
      outfitSchema.parse(await (await apiRequest('POST', '/api/outfits', body)).json()),
    onSuccess: refetch,
  });
}

/** Wearing an outfit also wears each of its pieces, so the wardrobe list is refetched too. */
export function useWearOutfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      outfitSchema.parse(
        await (await apiRequest('POST', `/api/outfits/${encodeURIComponent(id)}/wear`)).json(),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OUTFITS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WARDROBE_QUERY_KEY }),
      ]),
  });
}

export function useDeleteOutfit() {
  const refetch = useRefetchOutfits();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/outfits/${encodeURIComponent(id)}`);
    },
    onSuccess: refetch,
  });
}
