import type { PublicUser } from '@contract/auth.ts';
import { useAuth } from './use-auth.tsx';

/**
 * The signed-in user, for what renders only inside the signed-in shell. The shell's route guard
 * (app/protected-route.tsx) shows a spinner while the user loads and sends a visitor to the
 * sign-in page, so under it there is always a user; a component that finds none was rendered
 * outside the shell, which is a mistake, not a state to draw.
 */
export function useSignedInUser(): PublicUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser() outside the signed-in shell: nobody is signed in');
  return user;
}
