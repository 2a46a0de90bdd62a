import type {
  alterEgoSchema,
  CreateAlterEgoBody,
  UpdateAlterEgoBody,
} from '@contract/alter-egos.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const ALTER_EGOS_QUERY_KEY = ['/api/alter-egos'] as const satisfies ResourceKey;

const alterEgoUrl = (id: string) => `/api/alter-egos/${encodeURIComponent(id)}`;

/** GET /api/alter-egos: the session user's personas, newest first. */
export const alterEgosQuery = queryOptions({
  queryKey: ALTER_EGOS_QUERY_KEY,
  queryFn: ({ signal }) =>
    requestJson<Answer<typeof alterEgoSchema>[]>('/api/alter-egos', { signal }),
  meta: { errorTitle: 'Failed to fetch alter egos' },
});

export function useAlterEgos() {
  return useQuery(alterEgosQuery);
}

/** POST /api/alter-egos; the stylist writes the personality and celebrity match. */
export function useCreateAlterEgo() {
  return useMutation({
    mutationFn: (body: CreateAlterEgoBody) =>
      requestJson<Answer<typeof alterEgoSchema>>('/api/alter-egos', { method: 'POST', body }),
    meta: {
      errorTitle: 'Failed to create alter ego',
      errorFallback: 'Please try again.',
      invalidates: ['/api/alter-egos'],
    },
  });
}

export interface AlterEgoUpdate {
  id: string;
  patch: UpdateAlterEgoBody;
}

export function useUpdateAlterEgo() {
  return useMutation({
    mutationFn: ({ id, patch }: AlterEgoUpdate) =>
      requestJson<Answer<typeof alterEgoSchema>>(alterEgoUrl(id), { method: 'PATCH', body: patch }),
    meta: {
      errorTitle: 'Failed to update alter ego',
      errorFallback: 'Please try again.',
      invalidates: ['/api/alter-egos'],
    },
  });
}

export function useDeleteAlterEgo() {
  return useMutation({
    mutationFn: (id: string) => requestJson(alterEgoUrl(id), { method: 'DELETE' }),
    meta: { errorTitle: 'Failed to delete alter ego', invalidates: ['/api/alter-egos'] },
  });
}
