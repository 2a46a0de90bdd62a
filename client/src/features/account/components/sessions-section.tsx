import { MonitorSmartphone } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSignOutEverywhere } from '../api.ts';
import { SettingsSection } from '@/components/settings-section.tsx';

/** Sign out everywhere: every session of the account ends, this one too. */
export function SessionsSection() {
  const signOut = useSignOutEverywhere();
  return (
    <SettingsSection
      icon={MonitorSmartphone}
      title="Sessions"
      description="Lost a phone or signed in on a shared computer? End every session of your account, including this one."
    >
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        }
        title="Sign out everywhere?"
        description="Every device signed in to your account, this one included, will need your password again."
        confirmLabel="Sign out everywhere"
        cancelLabel="Cancel"
        destructive={false}
        onConfirm={() => signOut.mutate()}
      />
    </SettingsSection>
  );
}
