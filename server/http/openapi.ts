import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../contract/auth.ts';
import { projectRoot } from '../paths.ts';
import { operationSchemaOf } from './openapi-operations.ts';
import { routeTableOf, withContract, type RouteEntry } from './route-kit.ts';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

export const API_TITLE = 'AI Fashion Companion';

const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** The document's shape, just enough for its serializer to write every key it has. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The API's OpenAPI 3.1 document, generated from the route table's zod schemas by @fastify/swagger
 * (at GET /api/openapi.json), and its reference page by @fastify/swagger-ui (at /api/docs, the
 * swagger-ui files served from the package, nothing from another origin).
 *
 * Register before any route: @fastify/swagger collects routes as they are added. The document is
 * built at the first request, when the route table is complete.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  let routesByKey: Map<string, RouteEntry> | undefined;
  const entryOf = (method: string, url: string) => {
    routesByKey ??= new Map(routeTableOf(app).map((r) => [`${r.method} ${r.url}`, r]));
    return routesByKey.get(`${method} ${url}`);
  };

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: API_TITLE,
        version,
        description:
          'The HTTP API of the app. Sign in with POST /api/login (or /api/register): the answer ' +
          `sets the session cookie \`${SESSION_COOKIE}\` that every other route needs. Scripts ` +
          'and assistants send a personal API token instead (Settings → API tokens): ' +
          '`Authorization: Bearer afc_…`; a read-only token may call GET routes (and ' +
          '`POST /api/outfits/generate`), and no token may change the password, the tokens or ' +
          'delete the account. A refusal is JSON `{ message }`.',
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'afc_…',
            description:
              'A personal API token from Settings → API tokens, read-only or read and write.',
          },
        },
      },
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
    },
    transform: ({ schema, url, route }) => {
      // The docs' own routes hide themselves; every other route is in the table with its zod.
      if (schema?.hide) return { schema, url };
      const method = [route.method].flat()[0] ?? 'GET';
      const entry = entryOf(method, route.url);
      if (!entry) throw new Error(`${method} ${route.url} is missing from the route table`);
      return { schema: operationSchemaOf(entry), url };
    },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: `${API_TITLE} API` },
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
  });

  // @fastify/swagger types its document as any Swagger or OpenAPI version: checked, not cast.
  let document: z.output<typeof openApiDocumentSchema> | undefined;
  withContract(app).get(
    OPENAPI_URL,
    { schema: { response: { 200: openApiDocumentSchema } } },
    async () => (document ??= openApiDocumentSchema.parse(app.swagger())),
  );
}
