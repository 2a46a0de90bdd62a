import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '@/features/auth/public.ts';
import { paths } from '@/lib/paths.ts';
import { PageSpinner } from './page-spinner.tsx';

/** Spec §2: a spinner while the user loads, the sign-in page when nobody is signed in. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return children;
}
