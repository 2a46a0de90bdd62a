import {
  publicUserSchema,
  type LoginBody,
  type PublicUser,
  type RegisterBody,
} from '@contract/auth.ts';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
  type UseMutationResult,
} from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { apiRequest, errorMessage, getQueryFn } from '@/lib/api.ts';
import { toast } from '@/lib/toast.ts';

export const USER_QUERY_KEY = ['/api/user'] as const;

const fetchUser = getQueryFn<unknown>({ on401: 'returnNull' });

async function currentUser(context: QueryFunctionContext): Promise<PublicUser | null> {
  return publicUserSchema.nullable().parse(await fetchUser(context));
}

async function sendForUser(url: string, body: unknown): Promise<PublicUser> {
  const response = await apiRequest('POST', url, body);
  return publicUserSchema.parse(await response.json());
}

/**
 * Sets the signed-in user and drops every other cached query, so nothing fetched for one
 * account is ever shown to the next one on the same device.
 */
function switchUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginBody>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterBody>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Loads the session user (a 401 means nobody is signed in) and offers login, sign-up and logout. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, error, isLoading } = useQuery({ queryKey: USER_QUERY_KEY, queryFn: currentUser });

  const loginMutation = useMutation({
    mutationFn: (credentials: LoginBody) => sendForUser('/api/login', credentials),
    onSuccess: (user) => switchUser(queryClient, user),
    onError: (failure) =>
      toast({ title: 'Login failed', description: errorMessage(failure), variant: 'destructive' }),
  });

  const registerMutation = useMutation({
    mutationFn: (details: RegisterBody) => sendForUser('/api/register', details),
    onSuccess: (user) => switchUser(queryClient, user),
    onError: (failure) =>
      toast({
        title: 'Registration failed',
        description: errorMessage(failure),
        variant: 'destructive',
      }),
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => switchUser(queryClient, null),
    onError: (failure) =>
      toast({ title: 'Logout failed', description: errorMessage(failure), variant: 'destructive' }),
  });

  return (
    <AuthContext.Provider
      value={{
        user: data ?? null,
        isLoading,
        error,
        loginMutation,
        registerMutation,
        logoutMutation,
      }}
    >
      {children}
    </AuthContext.Provider>
  );
}

/** The auth state; only valid under <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
