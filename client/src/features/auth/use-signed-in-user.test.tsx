import type { PublicUser } from '@contract/auth.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { ada } from '@/test/fetch-mock.ts';
import { switchUser } from './api.ts';
import { AuthProvider } from './use-auth.tsx';
import { useSignedInUser } from './use-signed-in-user.ts';

/** Auth with the session already answered, as the shell has it before it shows a page. */
function sessionOf(user: PublicUser | null) {
  const queryClient = createQueryClient();
  switchUser(queryClient, user);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

describe('useSignedInUser', () => {
  it('gives the signed-in user', () => {
    const { result } = renderHook(() => useSignedInUser(), { wrapper: sessionOf(ada) });
    expect(result.current).toEqual(ada);
  });

  it('throws where nobody is signed in: only the signed-in shell may use it', () => {
    // React logs the thrown error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSignedInUser(), { wrapper: sessionOf(null) })).toThrow(
      'useSignedInUser() outside the signed-in shell',
    );
  });
});
