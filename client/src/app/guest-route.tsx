import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '@/features/auth/public.ts';
import { paths } from '@/lib/paths.ts';
import { PageSpinner } from './page-spinner.tsx';

/** For visitors only: a signed-in user who opens it is sent to the home page. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to={paths.home} replace />;
  return children;
}
