import { OIDC_LINKED_PARAM, OIDC_START_PATH } from '@contract/oidc-values.ts';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { SettingsSection } from '@/components/settings-section.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { useSignInProvider, useUnlinkProvider } from './api.ts';
import { ProviderError, useProviderError } from './provider-error.tsx';

/** `?linked=1` after a link went through: read once, the address cleaned. */
function useJustLinked(): boolean {
  const [linked] = useState(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(OIDC_LINKED_PARAM) !== '1') return false;
    url.searchParams.delete(OIDC_LINKED_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    return true;
  });
  return linked;
}

const linkedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Settings' "Sign-in provider" (issue 29): the identity at the server's provider this account is
 * linked to, a Link action when it is not (the provider proves who you are, then you land back
 * here), and Unlink when the account has a password to sign in with instead. Nothing when the
 * server has no provider.
 */
export function LinkedIdentitySection() {
  const { data, isPending, isError } = useSignInProvider();
  const unlink = useUnlinkProvider();
  const error = useProviderError();
  const justLinked = useJustLinked();
  if (isError || (data && data.provider === null)) return null;
  const name = data?.provider ?? 'your identity provider';
  return (
    <SettingsSection
      icon={KeyRound}
      title="Sign-in provider"
      description={`Sign in with ${name} instead of typing your password.`}
    >
      <div className="grid gap-4">
        <ProviderError message={error} />
        {isPending || !data ? (
          <Skeleton className="h-10 w-48" />
        ) : data.identity ? (
          <div className="grid gap-3">
            <p className="flex items-start gap-2 text-sm">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
              <span>
                {justLinked ? 'Linked just now' : 'Linked'} to {name}
                {data.identity.email ? ` as ${data.identity.email}` : ''} since{' '}
                {linkedOn(data.identity.linkedAt)}.
              </span>
            </p>
            {data.hasPassword ? (
              <div>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" disabled={unlink.isPending}>
                      {unlink.isPending ? 'Unlinking…' : `Unlink ${name}`}
                    </Button>
                  }
                  title={`Unlink ${name}?`}
                  description="You will sign in with your username and password only, until you link it again."
                  confirmLabel="Unlink"
                  cancelLabel="Cancel"
                  onConfirm={() =>
                    unlink.mutate(undefined, {
                      onSuccess: () => toast({ title: `${name} unlinked` }),
                    })
                  }
                />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">
                {name} is the only way into this account. Set a password above to be able to unlink
                it.
              </p>
            )}
          </div>
        ) : (
          <div>
            <Button asChild variant="outline">
              <a href={`${OIDC_START_PATH}?link=1`}>Link {name}</a>
            </Button>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
