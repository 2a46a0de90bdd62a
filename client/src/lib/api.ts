import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK answer; `message` is "status: body" (spec §8), the body kept for callers that need it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

/** Sends a request with the session cookie; JSON-encodes `data` unless it is FormData. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = data instanceof FormData;
  const hasJsonBody = data !== undefined && !isForm;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // The browser sets the multipart boundary itself; a manual Content-Type would break it.
    headers: hasJsonBody ? { 'Content-Type': 'application/json' } : undefined,
    body: isForm ? data : hasJsonBody ? JSON.stringify(data) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default GET: the query key's parts joined with '/' form the URL. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

const STATUS_PREFIX = /^\d{3}: /;

/** The text a person should read for a failed call: the server's JSON `message` when it sent one. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (!(error instanceof Error)) return fallback;
  if (!STATUS_PREFIX.test(error.message)) return error.message || fallback;
  const body = error.message.replace(STATUS_PREFIX, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    ) {
      return parsed.message;
    }
  } catch {
    // Not JSON: a proxy page or plain status text, shown as it came.
  }
  return body || fallback;
}
