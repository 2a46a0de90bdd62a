import type { CreatedApiToken } from '@contract/api-tokens.ts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';

/** The new token's secret, this once: copy it now, it is stored only as a hash. */
export function NewTokenSecret({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      toast({ title: 'Token copied to clipboard' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the token and copy it yourself.',
        variant: 'destructive',
      });
    }
  }
  return (
    <div
      role="status"
      className="grid gap-3 rounded-xl border border-brand/30 bg-brand/[0.06] p-4"
      data-testid="new-token-secret"
    >
      <p className="text-sm font-medium">
        “{created.token.name}” is ready. Copy it now: you will not see it again.
      </p>
      <code className="block overflow-x-auto rounded-lg bg-background px-3 py-2 font-mono text-sm break-all select-all">
        {created.secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy token'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
