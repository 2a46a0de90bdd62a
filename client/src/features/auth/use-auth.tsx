import type { LoginBody, PublicUser, RegisterBody } from '@contract/auth.ts';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { currentUserQuery, login, logout, register, switchUser } from './api.ts';

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
  const { data, error, isLoading } = useQuery(currentUserQuery);

  const loginMutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => switchUser(queryClient, user),
    meta: { errorTitle: 'Login failed' },
  });

  const registerMutation = useMutation({
    mutationFn: register,
    onSuccess: (user) => switchUser(queryClient, user),
    meta: { errorTitle: 'Registration failed' },
  });

  const logoutMutation = useMutation({
    mutationFn: logout,
    onSuccess: () => switchUser(queryClient, null),
    meta: { errorTitle: 'Logout failed' },
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
