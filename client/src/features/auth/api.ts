import type { authEndpoints, LoginBody, PublicUser, RegisterBody } from '@contract/auth.ts';
import { DEFAULT_SIGN_IN_METHODS, type SignInMethods } from '@contract/auth-values.ts';
import { PAGE_SESSION_SCRIPT_ID, PAGE_SIGN_IN_SCRIPT_ID } from '@contract/page-preloads.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/request-json.ts';

const call = endpointCaller<typeof authEndpoints>();

export const USER_QUERY_KEY = [call.path('GET /api/user')] as const;
/** How one signs in on this server: the same for every visitor, kept across sign-ins. */
export const SIGN_IN_METHODS_KEY = [call.path('GET /api/auth/methods')] as const;

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

/** How the server said one signs in (its page's script, decision 019), or undefined. */
export function signInMethodsFromPage(): SignInMethods | undefined {
  const element = document.getElementById(PAGE_SIGN_IN_SCRIPT_ID);
  if (!element) return undefined;
  try {
    const methods = JSON.parse(element.textContent ?? '') as Partial<SignInMethods>;
    if (typeof methods.passwordSignIn !== 'boolean' || typeof methods.passwordSignUp !== 'boolean')
      return undefined;
    return {
      provider: typeof methods.provider === 'string' ? methods.provider : null,
      passwordSignIn: methods.passwordSignIn,
      passwordSignUp: methods.passwordSignUp,
    };
  } catch {
    return undefined;
  }
}

/**
 * GET /api/auth/methods: the identity provider's name and whether the password forms are on. The
 * page's own word stands in (and the prerender sets it); asked only when the page did not say
 * (an offline start, the development server). Until then, and if asking fails, the password forms.
 */
export const signInMethodsQuery = queryOptions({
  queryKey: SIGN_IN_METHODS_KEY,
  initialData: signInMethodsFromPage,
  staleTime: Infinity,
  queryFn: async ({ signal }): Promise<SignInMethods> => {
    try {
      return await call('GET /api/auth/methods', { signal });
    } catch {
      return DEFAULT_SIGN_IN_METHODS;
    }
  },
});

/** The sign-in methods the build prerenders the sign-in page for (app/prerender.tsx). */
export function setSignInMethods(queryClient: QueryClient, methods: SignInMethods): void {
  queryClient.setQueryData(SIGN_IN_METHODS_KEY, methods);
}

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
  const kept = new Set<unknown>([USER_QUERY_KEY[0], SIGN_IN_METHODS_KEY[0]]);
  queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
  queryClient.setQueryData(USER_QUERY_KEY, user);
}
