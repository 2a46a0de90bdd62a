import type { QueryFunction } from '@tanstack/react-query';
import { ApiError, requestJson } from './request-json.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Spec §7's default GET: the query key's parts joined with '/' form the URL, and a 401 can mean
 * "nothing" (the current user) instead of a failure. Endpoints with a contract schema use their
 * own queryOptions instead; this stays the client's fallback for a bare key.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await requestJson<T>(queryKey.join('/'), { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
