import type { oidcEndpoints } from '@contract/oidc.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof oidcEndpoints>();

/** The account's link to the identity provider. */
export const OIDC_QUERY_KEY = ['/api/auth/oidc'] as const satisfies ResourceKey;

export const signInProviderQuery = queryOptions({
  queryKey: [...OIDC_QUERY_KEY, 'identity'],
  // Silent on failure: the section then stays away and the password forms keep their default.
  queryFn: ({ signal }) => call('GET /api/auth/oidc/identity', { signal }),
});

export const useSignInProvider = () => useQuery(signInProviderQuery);

/** DELETE /api/auth/oidc/identity: the provider no longer signs in to this account. */
export function useUnlinkProvider() {
  return useMutation({
    mutationFn: () => call('DELETE /api/auth/oidc/identity'),
    meta: { errorTitle: 'Could not unlink the sign-in provider', invalidates: ['/api/auth/oidc'] },
  });
}

/**
 * Whether the account has a password (undefined until known): one made by signing in with the
 * identity provider has none, so Settings sets a first one and confirms a deletion another way.
 */
export function useHasPassword(): boolean | undefined {
  return useQuery(signInProviderQuery).data?.hasPassword;
}
