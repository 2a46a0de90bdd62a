import type { PublicUser } from '@contract/auth.ts';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = Response | Promise<Response>;
type Handler = (request: RecordedRequest) => Reply;

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A promise the test settles itself, to hold a request "in flight". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export const ada: PublicUser = {
  id: '5b3c1c1e-4a39-4d2f-9b8e-1f5f9c0a7e21',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

/**
 * Replaces the network boundary (global fetch) with a table of `"METHOD /path"` handlers.
 * Unlisted requests fail the test loudly instead of hanging.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody;
    const request = { method, url, body, credentials: init?.credentials };
    requests.push(request);
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${url}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** GET /api/user answering the given user, or 401 for nobody. */
export function userRoute(user: PublicUser | null): Record<string, Handler> {
  return {
    'GET /api/user': () => (user ? json(200, user) : json(401, { message: 'Not signed in' })),
  };
}
