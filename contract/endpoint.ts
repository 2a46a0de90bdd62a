import type { z } from 'zod';

/**
 * The API's endpoints, each declared once (decision 016): a feature's contract file holds its map
 * (`export const outfitsEndpoints = endpoints({ 'GET /api/outfits': { response: { 200: … } } })`),
 * the server registers every key of it (server/http/endpoint-routes.ts) and the client calls by
 * key (client/src/lib/api-client.ts, with the map imported as a type only: no zod on the client).
 * Zod is imported here as types only, so the client may use this module's few functions.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /api/path/:param`, spelled as server/http/public-routes.ts spells a route. */
export type EndpointKey = `${HttpMethod} /api/${string}`;

type SuccessStatus = 200 | 201 | 204;

/** Exactly one 2xx answer: the status the server sends and the answer the client reads. */
export type SuccessResponse = {
  [S in SuccessStatus]: { [K in S]: z.ZodType } & { [K in Exclude<SuccessStatus, S>]?: never };
}[SuccessStatus];

export interface Endpoint {
  /** The path's `:name` parameters. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, parsed by the route kit before the handler runs. */
  body?: z.ZodType;
  /**
   * A body the route reads itself, so no schema here: a multipart `form` (a photo or a zip and its
   * text fields, server/http/openapi-bodies.ts documents each) or an upload's raw `bytes`.
   */
  reads?: 'form' | 'bytes';
  /**
   * With `reads: 'form'`: the JSON body the route also takes when no file comes with it, which it
   * parses itself with this schema (a listing of a wardrobe piece). Not the route kit's: the
   * form is not JSON.
   */
  json?: z.ZodType;
  response: SuccessResponse;
}

export type EndpointMap = Readonly<Record<EndpointKey, Endpoint>>;

/** Declares a feature's endpoints: the map as written, its keys and schemas kept as types. */
export const endpoints = <const M extends EndpointMap>(map: M): M => map;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What the client puts in the path (`{ id }`); `never` when the path has no parameter. */
export type ParamsOf<E extends Endpoint> = Input<E['params']>;
export type QueryOf<E extends Endpoint> = Input<E['query']>;
/**
 * What the client sends: the body schema's input, a FormData (or the `json` schema's input beside
 * it) or a Blob; `never` for none.
 */
export type BodyOf<E extends Endpoint> =
  | Input<E['body']>
  | (E['reads'] extends 'form' ? FormData | Input<E['json']> : never)
  | (E['reads'] extends 'bytes' ? Blob : never);
export type SuccessStatusOf<E extends Endpoint> = keyof E['response'] & SuccessStatus;
/** What the server answers with the success status (`undefined` for a 204). */
export type AnswerOf<E extends Endpoint> = z.output<E['response'][SuccessStatusOf<E>]>;

/** `/api/outfits` of `GET /api/outfits`. */
export type PathOf<K extends EndpointKey> = K extends `${HttpMethod} ${infer P}` ? P : never;

export const methodOf = (key: EndpointKey): HttpMethod =>
  key.slice(0, key.indexOf(' ')) as HttpMethod;

export const pathOf = <K extends EndpointKey>(key: K): PathOf<K> =>
  key.slice(key.indexOf(' ') + 1) as PathOf<K>;

/** The one 2xx status of an endpoint's response. */
export function successStatusOf(endpoint: Endpoint): SuccessStatus {
  const statuses = Object.keys(endpoint.response).map(Number);
  const success = statuses.filter((status) => status >= 200 && status < 300);
  if (success.length !== 1) {
    throw new Error(`An endpoint answers exactly one 2xx status, not ${statuses.join(', ')}`);
  }
  return success[0] as SuccessStatus;
}
