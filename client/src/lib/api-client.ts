import {
  methodOf,
  pathOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type EndpointKey,
  type EndpointMap,
  type ParamsOf,
  type PathOf,
  type QueryOf,
} from '@contract/endpoint.ts';
import { requestJsonWithHeaders, type AnswerWithHeaders } from './request-json.ts';

type Part<Name extends string, T, Optional extends boolean> = [T] extends [never]
  ? { [N in Name]?: never }
  : Optional extends true
    ? { [N in Name]?: T }
    : { [N in Name]: T };

/** What a call sends: the path's params, the query, the body, as the endpoint's schemas take them. */
type CallOptions<E extends Endpoint> = Part<'params', ParamsOf<E>, false> &
  Part<'query', QueryOf<E>, object extends QueryOf<E> ? true : false> &
  Part<'body', BodyOf<E>, false> & { signal?: AbortSignal };

type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

type Key<M extends EndpointMap> = keyof M & EndpointKey;

export interface EndpointCaller<M extends EndpointMap> {
  /** Calls the endpoint and answers its success, typed; a failure throws requestJson's ApiError. */
  <K extends Key<M>>(key: K, ...args: CallArgs<M[K]>): Promise<AnswerOf<M[K]>>;
  /** The same call, answering the response's headers beside the body (a paged list's next page). */
  withHeaders<K extends Key<M>>(
    key: K,
    ...args: CallArgs<M[K]>
  ): Promise<AnswerWithHeaders<AnswerOf<M[K]>>>;
  /** The key's path: the first part of its queries' keys (`['/api/outfits']`). */
  path<K extends Key<M>>(key: K): PathOf<K>;
}

interface Sent {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

/** The key's path with each `:name` filled in (URL-encoded) and the query's set values appended. */
export function urlOf(key: EndpointKey, { params, query }: Sent): string {
  const path = pathOf(key).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The client's way to call one feature's endpoints, by the keys of its contract map, imported as
 * a type only (`endpointCaller<typeof outfitsEndpoints>()`), so no zod schema is loaded for it.
 * Underneath it is requestJson: the session cookie, "status: body" errors, FormData and Blob
 * bodies, the AbortSignal.
 */
export function endpointCaller<M extends EndpointMap>(): EndpointCaller<M> {
  const send = (key: EndpointKey, options: Sent = {}) =>
    requestJsonWithHeaders<never>(urlOf(key, options), {
      method: methodOf(key),
      body: options.body,
      signal: options.signal,
    });
  const call = async (key: EndpointKey, options?: Sent) => (await send(key, options)).body;
  return Object.assign(call, { withHeaders: send, path: pathOf }) as EndpointCaller<M>;
}
