import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error.tsx';

/** What QueryView reads of a TanStack query: a `useQuery` or `useInfiniteQuery` result. */
interface ShownQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<Data> {
  query: ShownQuery<Data>;
  /** Until the first answer (also while a request waits for the network): the list's skeleton. */
  loading: ReactNode;
  /**
   * A failed load: the sentence LoadError shows above Try again, or a view of its own given the
   * error and the retry. Without it a failure shows nothing here; the query client's toast says it.
   */
  error?: string | ((error: unknown, retry: () => void) => ReactNode);
  errorSize?: 'page' | 'section';
  /** Loaded, with nothing to show: the screen's empty state. Nothing when absent. */
  empty?: ReactNode;
  /** Whether an answer counts as empty; by default an empty list. */
  isEmpty?: (data: Data) => boolean;
  /** The answer, once there is something to show. */
  children: (data: Data) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A screen's or a section's loaded data: the skeleton while it loads, the error with its retry,
 * the empty state, or the list, in that order.
 */
export function QueryView<Data>({
  query,
  loading,
  error,
  errorSize,
  empty = null,
  isEmpty = isEmptyList,
  children,
}: QueryViewProps<Data>) {
  if (query.isPending) return loading;
  if (query.isError) {
    const retry = () => void query.refetch();
    if (typeof error === 'function') return error(query.error, retry);
    return error ? <LoadError message={error} size={errorSize} onRetry={retry} /> : null;
  }
  const { data } = query;
  if (data === undefined) return loading;
  return isEmpty(data) ? empty : children(data);
}
