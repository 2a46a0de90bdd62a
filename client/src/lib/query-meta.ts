import { errorMessage } from './error-message.ts';
import type { InvalidationMeta } from './invalidation.ts';
import { toast } from './toast.ts';

/**
 * What a query or mutation tells the query client about its failures (spec §8): the toast title,
 * and the description to show when the server sent no message of its own. Without `errorTitle`
 * a failure is silent (e.g. marking an insight read) or handled where it happens.
 */
export interface FailureMeta extends Record<string, unknown> {
  errorTitle?: string;
  errorFallback?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta & InvalidationMeta;
  }
}

/** The spec's destructive toast for a failed call that declared its title. */
export function toastFailure(error: unknown, meta: FailureMeta | undefined): void {
  if (!meta?.errorTitle) return;
  toast({
    title: meta.errorTitle,
    description: errorMessage(error, meta.errorFallback),
    variant: 'destructive',
  });
}
