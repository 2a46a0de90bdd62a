import type { apiTokensEndpoints, CreateApiTokenBody } from '@contract/api-tokens.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof apiTokensEndpoints>();

export const API_TOKENS_QUERY_KEY = ['/api/tokens'] as const satisfies ResourceKey;

export const apiTokensQuery = queryOptions({
  queryKey: API_TOKENS_QUERY_KEY,
  queryFn: ({ signal }) => call('GET /api/tokens', { signal }),
});

export const useApiTokens = () => useQuery(apiTokensQuery);

export function useCreateApiToken() {
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => call('POST /api/tokens', { body }),
    meta: { errorTitle: 'Token not created', invalidates: ['/api/tokens'] },
  });
}

export function useRevokeApiToken() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/tokens/:id', { params: { id } }),
    meta: { errorTitle: 'Token not revoked', invalidates: ['/api/tokens'] },
  });
}
