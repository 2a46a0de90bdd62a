import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import { NOT_FOUND_MESSAGE } from '../../contract/ids.ts';
import { HttpError, validationError } from './errors.ts';
import { isPublicRoute, routeKey } from './public-routes.ts';
import { serializerSchema } from './serializer-schema.ts';

/**
 * Route schemas are the contract's zod schemas: the handler gets the parsed (transformed) params,
 * query and body with their types, and what it answers is typed by the response schemas.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
}

export type ContractApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The app whose route schemas are zod schemas; every routes.ts declares its routes on it. */
export const withContract = (app: FastifyInstance): ContractApp =>
  app.withTypeProvider<ZodTypeProvider>();

type ResponseSchemas = Record<string, z.ZodType>;

/** One registered route as it was declared, before Fastify compiled anything. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  schema: {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    response?: ResponseSchemas;
  };
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route registered on `app`, in order (the route-table test walks them all). */
export function routeTableOf(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('registerRouteKit was not called on this app');
  return table;
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Parses a request part with its zod schema. A path that does not parse names nothing: 404, as
 * for an unknown id. A query or body that does not parse: 400 `{ message, issues }`.
 */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  if (!isZod(schema)) {
    throw new Error(`${method} ${url}: declare ${httpPart ?? 'the schema'} with a zod schema`);
  }
  return (data: unknown) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    if (result.success) return { value: result.data };
    const error =
      httpPart === 'params'
        ? new HttpError(404, NOT_FOUND_MESSAGE)
        : validationError(result.error.issues);
    return { error };
  };
};

// One serializer schema per contract schema, however many routes answer it.
const serializerSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

function toSerializerSchemas(route: string, response: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      if (!isZod(schema)) throw new Error(`${route}: declare response ${status} with a zod schema`);
      let json = serializerSchemas.get(schema);
      if (!json) {
        json = serializerSchema(schema);
        serializerSchemas.set(schema, json);
      }
      return [status, json];
    }),
  );
}

function responseSchemaFor(responses: ResponseSchemas, status: number): z.ZodType | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
}

export interface RouteKitOptions {
  /**
   * Also check every JSON answer against its response schema (tests): a service that answers
   * something else than the contract fails loudly instead of being coerced by the serializer.
   */
  checkResponses?: boolean;
}

/**
 * Call first, before any route: zod validation for params, query and body; response schemas
 * compiled into Fastify's fast serializer; the route table; public routes only from the list.
 */
export function registerRouteKit(app: FastifyInstance, options: RouteKitOptions = {}): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  const responsesByRoute = new Map<string, ResponseSchemas>();
  app.setValidatorCompiler(validatorCompiler);

  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
    for (const method of [route.method].flat()) {
      const listed = isPublicRoute(method, route.url);
      if (route.config?.public && !listed) {
        throw new Error(
          `${method} ${route.url} says it is public: list it in server/http/public-routes.ts`,
        );
      }
      const entry: RouteEntry = {
        method,
        url: route.url,
        public: listed,
        schema: schema as RouteEntry['schema'],
      };
      table.push(entry);
      if (schema.response) {
        responsesByRoute.set(routeKey(method, route.url), schema.response as ResponseSchemas);
      }
    }
    // A new object: the declared one may be shared by several routes and stays zod for the table.
    if (schema.response) {
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      route.schema = { ...schema, response: toSerializerSchemas(name, schema.response) };
    }
  });

  if (options.checkResponses) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      const key = routeKey(request.method, request.routeOptions.url ?? '');
      const responses = responsesByRoute.get(key);
      const schema = responses && responseSchemaFor(responses, reply.statusCode);
      if (!schema) return payload;
      const result = schema.safeParse(JSON.parse(JSON.stringify(payload)));
      if (result.success) return payload;
      const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new HttpError(500, `The answer of ${key} breaks its contract: ${issues.join('; ')}`);
    });
  }
}
