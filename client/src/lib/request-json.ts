import type { z } from 'zod';

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

/**
 * The one way the client calls the API: the session cookie always goes along (spec §7), a non-OK
 * answer throws an ApiError, and with a `schema` the JSON answer is checked against the contract
 * before anyone reads it. Without a schema the body is ignored (DELETE, logout).
 */
export async function requestJson<S extends z.ZodType>(
  url: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export async function requestJson(url: string, options?: RequestOptions): Promise<void>;
export async function requestJson(
  url: string,
  { method = 'GET', body, signal, schema }: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    signal,
    ...encode(body),
  });
  await throwIfNotOk(response);
  if (!schema) return undefined;
  return schema.parse(await response.json());
}
