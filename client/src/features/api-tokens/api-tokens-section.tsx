import type { CreatedApiToken } from '@contract/api-tokens.ts';
import { SquareTerminal } from 'lucide-react';
import { useState } from 'react';
import { QueryView } from '@/components/query-view.tsx';
import { SettingsSection } from '@/components/settings-section.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useApiTokens } from './api.ts';
import { NewTokenForm } from './components/new-token-form.tsx';
import { NewTokenSecret } from './components/new-token-secret.tsx';
import { TokenList } from './components/token-list.tsx';
import { AssistantConnection } from './components/assistant-connection.tsx';

/**
 * Settings → API tokens: personal tokens for scripts and the user's own AI assistant (the MCP
 * endpoint), each read-only or read and write, shown once, revocable.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <SettingsSection
      icon={SquareTerminal}
      title="API tokens"
      description="Let your scripts and your own AI assistant use your wardrobe. A token acts as you: keep it as secret as a password."
    >
      <div className="grid gap-5">
        {created ? (
          <NewTokenSecret created={created} onDone={() => setCreated(null)} />
        ) : (
          <NewTokenForm onCreated={setCreated} />
        )}
        <QueryView
          query={tokens}
          loading={<Skeleton className="h-20 w-full" />}
          error="Your API tokens could not be loaded."
          errorSize="section"
          empty={<p className="text-sm text-muted-foreground">No tokens yet.</p>}
        >
          {(list) => <TokenList tokens={list} />}
        </QueryView>
        <AssistantConnection />
      </div>
    </SettingsSection>
  );
}
