import type { QueryFunction } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, requestJson } from './request-json.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

const anyJson = z.unknown();

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
      return (await requestJson(queryKey.join('/'), { schema: anyJson, signal })) as T;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
