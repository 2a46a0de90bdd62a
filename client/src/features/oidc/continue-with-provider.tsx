import { OIDC_START_PATH } from '@contract/oidc-values.ts';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ProviderError, useProviderError } from './provider-error.tsx';

/**
 * The sign-in page's "Continue with {provider}" (issue 29): a plain link to the start, so it works
 * before the scripts have taken the page over; what went wrong last time is said above it.
 */
export function ContinueWithProvider({
  name,
  passwordSignIn,
}: {
  name: string;
  /** Whether the password form is there to fall back on (said when the provider failed). */
  passwordSignIn: boolean;
}) {
  const error = useProviderError();
  return (
    <div className="grid gap-4">
      <ProviderError
        message={error}
        hint={passwordSignIn ? 'You can also sign in with your username and password.' : undefined}
      />
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={OIDC_START_PATH}>
          <KeyRound className="size-4" aria-hidden="true" />
          Continue with {name}
        </a>
      </Button>
    </div>
  );
}
