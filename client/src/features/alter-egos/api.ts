import {
  alterEgoSchema,
  type AlterEgo,
  type CreateAlterEgoBody,
  type UpdateAlterEgoBody,
} from '@contract/alter-egos.ts';
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

export const ALTER_EGOS_QUERY_KEY = ['/api/alter-egos'] as const;

const alterEgoListSchema = z.array(alterEgoSchema);
const fetchList = getQueryFn<unknown>({ on401: 'throw' });

async function alterEgoList(context: QueryFunctionContext): Promise<AlterEgo[]> {
  return alterEgoListSchema.parse(await fetchList(context));
}

/** The session user's personas, newest first; a failed fetch toasts once per failure (spec §8). */
export function useAlterEgos() {
  const query = useQuery({ queryKey: ALTER_EGOS_QUERY_KEY, queryFn: alterEgoList });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    toast({
      title: 'Failed to fetch alter egos',
      description: errorMessage(error),
      variant: 'destructive',
    });
  }, [error, errorUpdatedAt]);
  return query;
}

async function alterEgoFrom(response: Response): Promise<AlterEgo> {
  return alterEgoSchema.parse(await response.json());
}

function useRefetchAlterEgos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ALTER_EGOS_QUERY_KEY });
}

/** POST /api/alter-egos; the stylist writes the personality and celebrity match. */
export function useCreateAlterEgo() {
  const refetch = useRefetchAlterEgos();
  return useMutation({
    mutationFn: async (body: CreateAlterEgoBody) =>
      alterEgoFrom(await apiRequest('POST', '/api/alter-egos', body)),
    onSuccess: refetch,
  });
}

export interface AlterEgoUpdate {
  id: string;
  patch: UpdateAlterEgoBody;
}

export function useUpdateAlterEgo() {
  const refetch = useRefetchAlterEgos();
  return useMutation({
    mutationFn: async ({ id, patch }: AlterEgoUpdate) =>
      alterEgoFrom(await apiRequest('PATCH', `/api/alter-egos/${encodeURIComponent(id)}`, patch)),
    onSuccess: refetch,
  });
}

export function useDeleteAlterEgo() {
  const refetch = useRefetchAlterEgos();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/alter-egos/${encodeURIComponent(id)}`);
    },
    onSuccess: refetch,
  });
}
