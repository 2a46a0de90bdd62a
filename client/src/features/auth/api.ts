import type { authEndpoints, LoginBody, PublicUser, RegisterBody } from '@contract/auth.ts';
import { PAGE_SESSION_SCRIPT_ID } from '@contract/page-preloads.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/request-json.ts';

const call = endpointCaller<typeof authEndpoints>();

export const USER_QUERY_KEY = [call.path('GET /api/user')] as const;

/**
 * Who the server said is signed in when it sent this page (undefined when it did not say, or on
 * any later call): taken once, so the first screen needs no /api/user round trip.
 */
export function takeSessionFromPage(): PublicUser | null | undefined {
  const element = document.getElementById(PAGE_SESSION_SCRIPT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const { user } = JSON.parse(element.textContent ?? '') as { user?: PublicUser | null };
    if (user === null) return null;
    return typeof user?.id === 'string' && typeof user.username === 'string' ? user : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/user: the session user; spec §7: a 401 means nobody is signed in, not a failure. The
 * page's own word (takeSessionFromPage) stands in for the first fetch when the server gave it.
 */
export const currentUserQuery = queryOptions({
  queryKey: USER_QUERY_KEY,
  initialData: takeSessionFromPage,
  queryFn: async ({ signal }): Promise<PublicUser | null> => {
    try {
      return await call('GET /api/user', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function login(credentials: LoginBody): Promise<PublicUser> {
  return call('POST /api/login', { body: credentials });
}

export function register(details: RegisterBody): Promise<PublicUser> {
  return call('POST /api/register', { body: details });
}

export function logout(): Promise<void> {
  return call('POST /api/logout');
}

/**
 * Sets the signed-in user and drops every other cached query, so nothing fetched for one
 * account is ever shown to the next one on the same device.
 */
export function switchUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.setQueryData(USER_QUERY_KEY, user);
}
