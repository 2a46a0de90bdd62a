import { PageHeader } from '@/components/page-header.tsx';
import { DeleteAccountSection } from './components/delete-account-section.tsx';
import { ExportSection } from './components/export-section.tsx';
import { ImportSection } from './components/import-section.tsx';
import { PasswordSection } from './components/password-section.tsx';
import { SessionsSection } from './components/sessions-section.tsx';
import { StorageSection } from './components/storage-section.tsx';
import { PlaceSection } from '@/features/weather/public.ts';
import { MorningNotificationSection } from '@/features/notifications/public.ts';
import { ApiTokensSection } from '@/features/api-tokens/public.ts';
import { LinkedIdentitySection } from '@/features/oidc/public.ts';

/** Settings: the user's storage and data (download, import), password, sessions and the account's deletion. */
export function SettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Settings"
        description="Your place, your data, your password and your sessions."
      />
      <PlaceSection />
      <MorningNotificationSection />
      <StorageSection />
      <ExportSection />
      <ImportSection />
      <PasswordSection />
      <LinkedIdentitySection />
      <SessionsSection />
      <ApiTokensSection />
      <DeleteAccountSection />
    </div>
  );
}
