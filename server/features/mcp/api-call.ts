import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { calendarEndpoints } from '../../../contract/calendar.ts';
import type { capsulesEndpoints } from '../../../contract/capsules.ts';
import {
  methodOf,
  pathOf,
  type AnswerOf,
  type BodyOf,
  type EndpointKey,
  type ParamsOf,
  type QueryOf,
} from '../../../contract/endpoint.ts';
import type { ErrorBody } from '../../../contract/errors.ts';
import type { outfitsEndpoints } from '../../../contract/outfits.ts';
import type { packingListsEndpoints } from '../../../contract/packing-lists.ts';
import type { todayEndpoints } from '../../../contract/today.ts';
import type { wardrobeEndpoints } from '../../../contract/wardrobe.ts';

/** The endpoints the tools call, by the keys of the contract's maps. */
type ToolEndpoints = typeof wardrobeEndpoints &
  typeof outfitsEndpoints &
  typeof calendarEndpoints &
  typeof capsulesEndpoints &
  typeof packingListsEndpoints &
  typeof todayEndpoints;

export type ToolEndpointKey = keyof ToolEndpoints & EndpointKey;

/** What a call sends: the path's params, the query and the body, as the endpoint takes them. */
export interface Sent<K extends ToolEndpointKey> {
  params?: ParamsOf<ToolEndpoints[K]>;
  query?: QueryOf<ToolEndpoints[K]>;
  body?: BodyOf<ToolEndpoints[K]>;
}

/** One call of the app's API as the MCP caller: the endpoint's success, typed, or an ApiRefusal. */
export type ApiCall = <K extends ToolEndpointKey>(
  key: K,
  sent?: Sent<K>,
) => Promise<AnswerOf<ToolEndpoints[K]>>;

/** The app refused a tool's call (or failed): its status and its message, for the model to read. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }
}

/** The key's path with its `:name`s filled in (URL-encoded). */
const urlOf = (key: EndpointKey, params: object = {}) =>
  pathOf(key).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );

/** The query's set values as text (light-my-request writes them into the URL). */
function queryOf(query: object = {}): Record<string, string> {
  const entries = Object.entries(query).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

/** The refusal's words: the API's message, and each further field it names. */
function refusalOf(status: number, body: string): ApiRefusal {
  let parsed: Partial<ErrorBody> = {};
  try {
    parsed = JSON.parse(body) as Partial<ErrorBody>;
  } catch {
    // Not JSON: the status says what happened.
  }
  const message =
    typeof parsed.message === 'string' ? parsed.message : `The app answered ${status}`;
  const more = (parsed.issues ?? [])
    .slice(1)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return new ApiRefusal(status, [message, ...more].join('; '));
}

/**
 * The app's own API, called as the MCP request's caller: through `app.inject`, with the caller's
 * Authorization header and address, so the session hook (the token's owner and scope), the route
 * kit's validation, the per-account and generation limits and the ownership rules apply exactly
 * as they do to any other client, once, in one place (decision 020).
 */
export function apiCallFor(app: FastifyInstance, request: FastifyRequest): ApiCall {
  const headers: Record<string, string> = { authorization: request.headers.authorization ?? '' };
  const userAgent = request.headers['user-agent'];
  if (userAgent) headers['user-agent'] = userAgent;
  return async (key, sent = {}) => {
    const method = methodOf(key);
    const response = await app.inject({
      method,
      url: urlOf(key, sent.params ?? {}),
      query: queryOf(sent.query ?? {}),
      headers,
      remoteAddress: request.ip,
      ...(method === 'GET' ? {} : { payload: (sent.body ?? {}) as object }),
    });
    if (response.statusCode >= 400) throw refusalOf(response.statusCode, response.body);
    return (response.statusCode === 204 ? undefined : response.json()) as never;
  };
}
