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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /**
   * JSON-encoded, except FormData (multipart, the browser sets the boundary) and a Blob (sent as
   * its raw bytes with its own type, e.g. a photo PUT to an upload URL).
   */
  body?: unknown;
  signal?: AbortSignal;
}

function encode(body: unknown): { body?: BodyInit; headers?: Record<string, string> } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  if (body instanceof Blob) {
    return { body, headers: { 'Content-Type': body.type || 'application/octet-stream' } };
  }
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/** Spec §8: a non-OK answer fails with "status: body", or "status: status text" when empty. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

/** A JSON answer with the headers it came with (a paged list names its next page in one). */
export interface AnswerWithHeaders<T> {
  body: T;
  headers: Headers;
}

/**
 * The one way the client calls the API: the session cookie always goes along (spec §7), a non-OK
 * answer throws an ApiError, and a JSON answer is returned as the type the caller names. Features
 * call an endpoint by its key through lib/api-client.ts, which names that type from the contract's
 * endpoint map (decision 016). The answer is not checked again here: the server writes every
 * answer through the contract's response schema and the tests hold each route to it (decision
 * 012), so the client builds no zod schema to read an answer. A body that is not JSON (204,
 * DELETE, logout) gives undefined.
 */
export async function requestJson<T = void>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await requestJsonWithHeaders<T>(url, options)).body;
}

/** requestJson, answering the response's headers beside its body (the feed's X-Next-Cursor). */
export async function requestJsonWithHeaders<T = void>(
  url: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<AnswerWithHeaders<T>> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    signal,
    ...encode(body),
  });
  await throwIfNotOk(response);
  const type = response.headers.get('content-type') ?? '';
  const answer = type.includes('json') ? ((await response.json()) as T) : (undefined as T);
  return { body: answer, headers: response.headers };
}
