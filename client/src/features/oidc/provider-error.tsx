import { isOidcErrorCode, OIDC_ERROR_PARAM, OIDC_ERRORS } from '@contract/oidc-values.ts';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

/**
 * The code the callback sent the browser back with (`?oidc-error=…`), read once: the address is
 * cleaned so a reload does not say it again. Null in the prerender and while hydrating, as the
 * build's markup has no address (decision 013).
 */
export function useProviderError(): string | null {
  const hydrated = useHydrated();
  const [message] = useState(() => {
    if (typeof window === 'undefined') return null;
    const url = new URL(window.location.href);
    const code = url.searchParams.get(OIDC_ERROR_PARAM);
    if (!isOidcErrorCode(code)) return null;
    url.searchParams.delete(OIDC_ERROR_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    return OIDC_ERRORS[code];
  });
  return hydrated ? message : null;
}

/** What went wrong with the identity provider, in words, where the person is looking. */
export function ProviderError({ message, hint }: { message: string | null; hint?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-xl border border-destructive/40 bg-destructive/[0.06] p-3 text-sm text-foreground"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>
        {message}
        {hint && <span className="text-muted-foreground"> {hint}</span>}
      </p>
    </div>
  );
}
