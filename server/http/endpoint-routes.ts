import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  methodOf,
  pathOf,
  successStatusOf,
  type AnswerOf,
  type Endpoint,
  type EndpointKey,
  type EndpointMap,
} from '../../contract/endpoint.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler gets: params, query and body as the map's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

type HandlerAnswer<E extends Endpoint> = [AnswerOf<E>] extends [undefined] ? void : AnswerOf<E>;

/**
 * Answers the endpoint's success: the registrar sends it with the map's one 2xx status (201 and
 * 204 too). `reply` is there for headers and cookies, never for the status or the send.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E>>;

/** What a route adds to its endpoint: its config (limits, public) and hooks. */
type RouteExtras = Pick<
  RouteShorthandOptions,
  'config' | 'onRequest' | 'preValidation' | 'preHandler'
>;

export type EndpointRoute<E extends Endpoint> =
  EndpointHandler<E> | (RouteExtras & { handler: EndpointHandler<E> });

/** One route per key of the map: a key left out, or one the map does not have, does not compile. */
export type EndpointRoutes<M extends EndpointMap> = {
  [K in keyof M]: M[K] extends Endpoint ? EndpointRoute<M[K]> : never;
};

/** The route kit's schema of an endpoint: the map's own zod schemas, so the route table holds them. */
function routeSchemaOf(endpoint: Endpoint): FastifySchema {
  return {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: endpoint.response,
  };
}

/**
 * Registers every endpoint of a contract map with its route: method, path and schemas come from
 * the map, through the route kit (validation, serializer, route table, public list, OpenAPI).
 */
export function registerEndpoints<M extends EndpointMap>(
  app: FastifyInstance,
  map: M,
  routes: NoInfer<EndpointRoutes<M>>,
): void {
  const unknown = Object.keys(routes).filter((key) => !Object.hasOwn(map, key));
  if (unknown.length > 0) throw new Error(`No endpoint in the map for ${unknown.join(', ')}`);
  for (const [key, endpoint] of Object.entries(map) as [EndpointKey, Endpoint][]) {
    const route = (routes as Record<EndpointKey, EndpointRoute<Endpoint> | undefined>)[key];
    if (!route) throw new Error(`${key}: no route given for it`);
    const { handler, ...extras } = typeof route === 'function' ? { handler: route } : route;
    const status = successStatusOf(endpoint);
    app.route({
      ...extras,
      method: methodOf(key),
      url: pathOf(key),
      schema: routeSchemaOf(endpoint),
      handler: async (request, reply) =>
        reply.code(status).send(await handler(request as EndpointRequest<Endpoint>, reply)),
    });
  }
}
