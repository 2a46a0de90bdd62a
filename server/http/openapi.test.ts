// The OpenAPI document walks the route table, so every route registered through the route kit is
// documented (a new one too) with what its zod schemas say; the reference page runs on our own
// origin under the app's CSP.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contract/auth.ts';
import { projectRoot } from '../paths.ts';
import { anonymous } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { ANSWER_HEADERS, READ_BODIES } from './openapi-bodies.ts';
import { PAGE_LOADER_CSP_SOURCE } from '../shell/page-loader.ts';
import { THEME_SCRIPT_CSP_SOURCE } from '../shell/theme-script.ts';
import {
  DOCS_PAGE_ROUTES,
  isSessionOnlyRoute,
  isTokenOnlyRoute,
  routeKey,
  SESSION_ONLY_ROUTES,
  TOKEN_ONLY_ROUTES,
} from './public-routes.ts';
import { routeTableOf, type RouteEntry } from './route-kit.ts';

interface Media {
  schema: Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required: boolean }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, Media>;
      headers?: Record<string, { description?: string; schema: Record<string, unknown> }>;
    }
  >;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  security: unknown[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const { app } = await createTestApp();
const visitor = anonymous(app);
const answer = await visitor.get('/api/openapi.json');
const doc = answer.json<Document>();

const docsPages = new Set(DOCS_PAGE_ROUTES);
const keyOf = (route: RouteEntry) => routeKey(route.method, route.url);
// HEAD is GET's shadow; the reference page's own routes are the page, not the API.
const documented = routeTableOf(app).filter(
  (route) => route.method !== 'HEAD' && !docsPages.has(keyOf(route)),
);
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, url: string) =>
  doc.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document without a session', () => {
    const { version } = JSON.parse(
      readFileSync(path.join(projectRoot, 'package.json'), 'utf8'),
    ) as { version: string };
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'AI Fashion Companion', version });
  });

  it('documents the session cookie or a bearer token as the default security, the cookie alone on session-only routes, and none on public routes', () => {
    expect(doc.components.securitySchemes.cookieAuth).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(operationOf('POST', '/api/login')?.security).toEqual([]);
    expect(operationOf('GET', '/api/wardrobe')?.security).toBeUndefined();
    for (const key of SESSION_ONLY_ROUTES) {
      const [method = '', url = ''] = key.split(' ');
      expect(operationOf(method, url)?.security, key).toEqual([{ cookieAuth: [] }]);
    }
    for (const key of TOKEN_ONLY_ROUTES) {
      const [method = '', url = ''] = key.split(' ');
      expect(operationOf(method, url)?.security, key).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('holds the whole route table (and it is not empty by accident)', () => {
    expect(documented.length).toBeGreaterThan(60);
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(documented.length);
  });

  it.each(documented.map((route) => [keyOf(route), route] as const))(
    '%s is documented with its parameters and declared answers',
    (key, route) => {
      const operation = operationOf(route.method, route.url);
      expect(operation, `${key} is missing from the document`).toBeDefined();
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = operation!.parameters?.filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared ?? [], key).toEqual(pathParams);
      const statuses = Object.keys(route.schema.response ?? { 200: 'bytes' });
      expect(Object.keys(operation!.responses).sort(), key).toEqual(
        [...statuses, 'default'].sort(),
      );
      const sessionOnly = isSessionOnlyRoute(route.method, route.url);
      const tokenOnly = isTokenOnlyRoute(route.method, route.url);
      expect(operation!.security, key).toEqual(
        route.public
          ? []
          : sessionOnly
            ? [{ cookieAuth: [] }]
            : tokenOnly
              ? [{ bearerAuth: [] }]
              : undefined,
      );
      if (route.schema.body)
        expect(operation!.requestBody?.content, key).toHaveProperty(['application/json']);
    },
  );

  it('gives every operation its own id', () => {
    const ids = documented.map((route) => operationOf(route.method, route.url)?.operationId);
    expect(new Set(ids).size).toBe(documented.length);
  });

  it("writes the contract's schemas: a body, a query, an answer, an empty answer", () => {
    const generate = operationOf('POST', '/api/outfits/generate')!;
    const body = generate.requestBody!.content['application/json']!.schema;
    expect(body.properties!.occasion!.enum).toContain('work');
    const list = operationOf('GET', '/api/marketplace')!;
    expect(list.parameters?.map((p) => `${p.in} ${p.name}`)).toContain('query category');
    const items = operationOf('GET', '/api/wardrobe')!.responses['200']!.content!;
    expect(items['application/json']!.schema).toMatchObject({
      type: 'array',
      items: { properties: { name: { type: 'string' } } },
    });
    expect(operationOf('DELETE', '/api/wardrobe/:id')!.responses['204']!.content).toBeUndefined();
  });

  it('documents photo forms as multipart with their fields and the file part', () => {
    for (const [key, read] of Object.entries(READ_BODIES)) {
      const [method, url] = key.split(' ') as [string, string];
      const route = documented.find((r) => keyOf(r) === key);
      expect(route, `${key} is not a registered route`).toBeDefined();
      expect(route!.schema.body, `${key} declares a zod body: drop it from READ_BODIES`).toBe(
        undefined,
      );
      const content = operationOf(method, url)!.requestBody!.content;
      const type = read.kind === 'photo-form' ? 'multipart/form-data' : 'application/octet-stream';
      const types = read.kind === 'photo-form' && read.json ? [type, 'application/json'] : [type];
      expect(Object.keys(content).sort(), key).toEqual(types.sort());
    }
    const create = operationOf('POST', '/api/wardrobe')!.requestBody!.content;
    const form = create['multipart/form-data']!.schema;
    expect(form.properties).toMatchObject({
      name: { type: 'string' },
      category: { enum: expect.arrayContaining(['tops']) },
      image: { type: 'string', format: 'binary' },
    });
    expect(form.required).toEqual(['name', 'category']);
    const scan = operationOf('POST', '/api/wardrobe/scan')!.requestBody!.content;
    expect(scan['multipart/form-data']!.schema.required).toEqual(['image']);
  });

  it('documents a listing as a photo form or as JSON, each with its own fields', () => {
    const content = operationOf('POST', '/api/marketplace')!.requestBody!.content;
    const form = content['multipart/form-data']!.schema;
    expect(form.properties).toMatchObject({
      price: { type: 'string' },
      image: { type: 'string', format: 'binary' },
    });
    const json = content['application/json']!.schema;
    expect(json.properties).toMatchObject({ price: { type: 'integer' } });
    expect(json.properties).toHaveProperty('wardrobeItemId');
    expect(json.properties).not.toHaveProperty('image');
    expect(json.required).toEqual(expect.arrayContaining(['title', 'price']));
  });

  it("documents the feed as a list of posts, its next page in the answer's headers", () => {
    const feed = operationOf('GET', '/api/community/posts')!;
    expect(feed.responses['200']!.content!['application/json']!.schema).toMatchObject({
      type: 'array',
      items: { properties: { caption: {}, outfitId: {} } },
    });
    expect(Object.keys(feed.responses['200']!.headers ?? {})).toEqual(['Link', 'X-Next-Cursor']);
    expect(feed.responses['200']!.headers!.Link!.schema).toEqual({ type: 'string' });
    for (const key of Object.keys(ANSWER_HEADERS)) {
      expect(
        documented.some((route) => keyOf(route) === key),
        `${key} is not a registered route`,
      ).toBe(true);
    }
  });

  it('holds only valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const media = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((op) => [
        ...Object.values(op.requestBody?.content ?? {}),
        ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {})),
      ]);
    expect(media.length).toBeGreaterThan(100);
    for (const { schema } of media) expect(() => ajv.compile(schema)).not.toThrow();
  });
});

describe('GET /api/docs', () => {
  const assetsOf = (html: string) =>
    [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);

  it('answers the reference page without a session, loading only same-origin files', async () => {
    const page = await visitor.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The app's strict policy holds here too: swagger-ui needs no inline or foreign script.
    expect(page.headers['content-security-policy']).toContain(
      `script-src 'self' ${THEME_SCRIPT_CSP_SOURCE} ${PAGE_LOADER_CSP_SOURCE};`,
    );
    const assets = assetsOf(page.body);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset, 'a path on this origin').toMatch(/^\/api\/docs\/static\/[\w.-]+$/);
      const file = await visitor.get(asset);
      expect(file.statusCode, asset).toBe(200);
    }
  });

  it('reads the same document as /api/openapi.json', async () => {
    const copy = await visitor.get('/api/docs/json');
    expect(copy.json()).toEqual(doc);
    const initializer = await visitor.get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain("resolveUrl('./json')");
  });
});

const clientDir = mkdtempSync(path.join(tmpdir(), 'afc-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
const { app: withClient } = await createTestApp({ clientDir });

describe('beside the built client (the SPA fallback)', () => {
  it("serves the page's files, not the client's index.html", async () => {
    const style = await anonymous(withClient).get('/api/docs/static/swagger-ui.css');
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    const page = await anonymous(withClient).get('/api/docs/');
    expect(page.body).toContain('swagger-ui');
  });
});
