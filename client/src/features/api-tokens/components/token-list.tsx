import type { ApiToken } from '@contract/api-tokens.ts';
import { API_TOKEN_SCOPE_LABELS } from '@contract/api-tokens-values.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { useRevokeApiToken } from '../api.ts';

/** "Last used Dec 7, 2026" or "Never used"; "expires …", "expired …" or "never expires". */
function tokenDates(token: ApiToken, now: Date): string {
  const used = token.lastUsedAt
    ? `Last used ${formatDate(token.lastUsedAt, 'shortDate')}`
    : 'Never used';
  const expiry = !token.expiresAt
    ? 'never expires'
    : new Date(token.expiresAt) <= now
      ? `expired ${formatDate(token.expiresAt, 'shortDate')}`
      : `expires ${formatDate(token.expiresAt, 'shortDate')}`;
  return `Created ${formatDate(token.createdAt, 'shortDate')} · ${used} · ${expiry}`;
}

/** The account's tokens: name, access, dates, and Revoke (asked first). */
export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const now = new Date();
  return (
    <ul className="divide-y rounded-xl border" aria-label="Your API tokens">
      {tokens.map((token) => (
        <li
          key={token.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="truncate font-medium">{token.name}</span>
              <Badge variant={token.scope === 'write' ? 'accent' : 'secondary'}>
                {API_TOKEN_SCOPE_LABELS[token.scope]}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              <code className="font-mono">{token.prefix}…</code> · {tokenDates(token, now)}
            </p>
          </div>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-auto"
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </Button>
            }
            title={`Revoke “${token.name}”?`}
            description="Scripts and assistants using this token lose access at once. This cannot be undone."
            confirmLabel="Revoke"
            cancelLabel="Cancel"
            onConfirm={() =>
              revoke.mutate(token.id, {
                onSuccess: () => toast({ title: 'Token revoked' }),
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}
