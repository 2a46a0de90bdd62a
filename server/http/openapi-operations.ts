import { STATUS_CODES } from 'node:http';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  ANSWER_HEADERS,
  PHOTO_PART,
  READ_BODIES,
  photoBytesSchema,
  type ReadBody,
} from './openapi-bodies.ts';
import { isSessionOnlyRoute, isTokenOnlyRoute, routeKey } from './public-routes.ts';
import type { RouteEntry } from './route-kit.ts';

type JsonSchema = Record<string, unknown>;

/** What @fastify/swagger turns into one OpenAPI operation (its own keywords, then JSON Schemas). */
export interface OperationSchema extends FastifySchema {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  consumes?: string[];
  response: Record<string, JsonSchema>;
}

// @fastify/swagger's keyword for a response's description (the schema's own stays the schema's).
const RESPONSE_DESCRIPTION = 'x-response-description';

/** Every refusal is this JSON (server/http/errors.ts); `issues` on a body or query that fails. */
const errorAnswerSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/**
 * A contract schema in OpenAPI 3.1's dialect (JSON Schema 2020-12): what a client may send for
 * requests (`input`, before transforms), what the server writes for answers (`output`).
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A date or a transform's result has no JSON Schema: documented as any value.
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

// First path segments that belong to a larger group on the reference page.
const TAG_OF_SEGMENT: Readonly<Record<string, string>> = {
  register: 'auth',
  login: 'auth',
  logout: 'auth',
  user: 'auth',
  ready: 'health',
  'rating-votes': 'rating-sessions',
  objects: 'photos',
  uploads: 'photos',
  blobs: 'photos',
  'openapi.json': 'docs',
};

function tagOf(url: string): string {
  const segment = url.split('/')[2] ?? '';
  return TAG_OF_SEGMENT[segment] ?? segment;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `POST /api/wardrobe/:id/cutout` → `postWardrobeByIdCutout`: unique, since routes are. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : [part]));
  return method.toLowerCase() + words.map(capitalize).join('');
}

// A route without a response schema answers bytes (a photo), not JSON.
const bytesAnswer = {
  content: {
    'application/octet-stream': {
      schema: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
    },
  },
  [RESPONSE_DESCRIPTION]: 'OK',
};

function responsesOf(
  responses: Record<string, z.ZodType>,
  headers: Record<string, JsonSchema> = {},
): Record<string, JsonSchema> {
  const documented: Record<string, JsonSchema> = {};
  if (Object.keys(responses).length === 0) documented['200'] = bytesAnswer;
  for (const [status, schema] of Object.entries(responses)) {
    const description = STATUS_CODES[Number(status)] ?? 'Answer';
    // A `noContent` answer has no body: `type: 'null'` tells @fastify/swagger to write no content.
    documented[status] =
      schema instanceof z.ZodUndefined
        ? { type: 'null', [RESPONSE_DESCRIPTION]: description }
        : { ...jsonSchemaOf(schema, 'output'), [RESPONSE_DESCRIPTION]: description };
    // @fastify/swagger moves a response schema's `headers` into the answer's headers.
    if (headers[status]) documented[status] = { ...documented[status], headers: headers[status] };
  }
  documented.default = {
    ...jsonSchemaOf(errorAnswerSchema, 'output'),
    [RESPONSE_DESCRIPTION]:
      'A refusal: 4xx for what the client sent, 503 when the database is down',
  };
  return documented;
}

function readBodyOf(body: ReadBody): Pick<OperationSchema, 'body' | 'consumes'> {
  if (body.kind === 'bytes')
    return { body: photoBytesSchema, consumes: ['application/octet-stream'] };
  const fields = body.fields ? jsonSchemaOf(body.fields, 'input') : {};
  const required = [
    ...((fields.required as string[] | undefined) ?? []),
    ...(body.photoRequired ? [PHOTO_PART] : []),
  ];
  const form = {
    type: 'object',
    properties: {
      ...(fields.properties as JsonSchema | undefined),
      [PHOTO_PART]: photoBytesSchema,
    },
    ...(required.length > 0 && { required }),
  };
  if (!body.json) return { body: form, consumes: ['multipart/form-data'] };
  // Either media type, each with its own schema (@fastify/swagger's `content` form).
  return {
    body: {
      content: {
        'multipart/form-data': { schema: form },
        'application/json': { schema: jsonSchemaOf(body.json, 'input') },
      },
    },
  };
}

/** One route of the route table as the schema @fastify/swagger documents, from its zod schemas. */
export function operationSchemaOf(route: RouteEntry): OperationSchema {
  const { params, querystring, body, response } = route.schema;
  const key = routeKey(route.method, route.url);
  const readBody = READ_BODIES[key];
  return {
    operationId: operationIdOf(route.method, route.url),
    tags: [tagOf(route.url)],
    // The document's default is the session cookie or a personal API token; a public route needs
    // neither, a session-only route takes the cookie alone, a token-only route the token.
    ...(route.public && { security: [] }),
    ...(isSessionOnlyRoute(route.method, route.url) && { security: [{ cookieAuth: [] }] }),
    ...(isTokenOnlyRoute(route.method, route.url) && { security: [{ bearerAuth: [] }] }),
    ...(params && { params: jsonSchemaOf(params, 'input') }),
    ...(querystring && { querystring: jsonSchemaOf(querystring, 'input') }),
    ...(body && { body: jsonSchemaOf(body, 'input') }),
    ...(!body && readBody && readBodyOf(readBody)),
    response: responsesOf(response ?? {}, ANSWER_HEADERS[key]),
  };
}
