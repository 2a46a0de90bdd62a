import type {
  alterEgosEndpoints,
  CreateAlterEgoBody,
  UpdateAlterEgoBody,
} from '@contract/alter-egos.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof alterEgosEndpoints>();

export const ALTER_EGOS_QUERY_KEY = [
  call.path('GET /api/alter-egos'),
] as const satisfies ResourceKey;

/** GET /api/alter-egos: the session user's personas, newest first. */
export const alterEgosQuery = queryOptions({
  queryKey: ALTER_EGOS_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/alter-egos', { signal }),
  meta: { errorTitle: 'Failed to fetch alter egos' },
});

export function useAlterEgos() {
  return useQuery(alterEgosQuery);
}

/** POST /api/alter-egos; the stylist writes the personality and celebrity match. */
export function useCreateAlterEgo() {
  return useMutation({
    mutationFn: (body: CreateAlterEgoBody) => call('POST /api/alter-egos', { body }),
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
      call('PATCH /api/alter-egos/:id', { params: { id }, body: patch }),
    meta: {
      errorTitle: 'Failed to update alter ego',
      errorFallback: 'Please try again.',
      invalidates: ['/api/alter-egos'],
    },
  });
}

export function useDeleteAlterEgo() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/alter-egos/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to delete alter ego', invalidates: ['/api/alter-egos'] },
  });
}
