import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '@/features/auth/use-auth.tsx';
import { paths } from './paths.ts';
import { PageSpinner } from './page-spinner.tsx';

/** Spec §2: a spinner while the user loads, the sign-in page when nobody is signed in. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return children;
}
