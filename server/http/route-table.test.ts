// Walks EVERY route the app registers (the route kit records them as they are added), so a new
// route is held to these rules without anyone writing a test for it:
//   - declared with the contract: zod params for every path parameter, a response schema;
//   - every endpoint of the contract's maps registered with its map's schemas, and every JSON
//     route registered from a map (decision 016);
//   - without a session, every route not in public-routes.ts answers 401;
//   - with another user's id, every `:id` route answers 404 and changes nothing;
//   - with a malformed id, every route answers 4xx with a JSON message, never 500.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint, EndpointMap } from '../../contract/endpoint.ts';
import * as schema from '../db/schema.ts';
import { projectRoot } from '../paths.ts';
import { anonymous, asUser, type ApiResponse } from '../test/api-client.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { entityFactories, type Owner } from '../test/entity-factories.ts';
import { READ_BODIES } from './openapi-bodies.ts';
import {
  DOCS_PAGE_ROUTES,
  PUBLIC_ROUTES,
  SHARED_ROUTES,
  TOKEN_ONLY_ROUTES,
  routeKey,
} from './public-routes.ts';
import { routeTableOf, type RouteEntry } from './route-kit.ts';

const { app, db } = await createTestApp();
const make = entityFactories(db);
const alice = await asUser(app);
const bob = await asUser(app);

const apiRoutes = routeTableOf(app).filter((route) => route.url.startsWith('/api/'));
const routes = apiRoutes.filter((route) => route.method !== 'HEAD');
const keyOf = (route: RouteEntry) => routeKey(route.method, route.url);
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const withParams = (url: string, value: string) => url.replace(/:\w+/g, value);

/** What an `:id` names, by the path before it: the table, and a row of it owned by `owner`. */
const OWNED: Record<string, { table: PgTable; create: (owner: Owner) => Promise<{ id: string }> }> =
  {
    '/api/wardrobe': { table: schema.wardrobeItems, create: (o) => make.item(o) },
    '/api/outfits': { table: schema.outfits, create: (o) => make.outfit(o) },
    '/api/alter-egos': { table: schema.alterEgos, create: (o) => make.alterEgo(o) },
    '/api/fashion-insights': { table: schema.fashionInsights, create: (o) => make.insight(o) },
    '/api/shopping-suggestions': {
      table: schema.shoppingSuggestions,
      create: (o) => make.shoppingSuggestion(o),
    },
    '/api/calendar': { table: schema.outfitCalendar, create: (o) => make.calendarEntry(o) },
    // A warning's id is its calendar entry's.
    '/api/weather/warnings': {
      table: schema.outfitCalendar,
      create: (o) => make.calendarEntry(o),
    },
    '/api/capsules': { table: schema.capsuleWardrobes, create: (o) => make.capsule(o) },
    '/api/packing-lists': { table: schema.packingLists, create: (o) => make.packingList(o) },
    '/api/marketplace': { table: schema.marketplaceListings, create: (o) => make.listing(o) },
    '/api/rating-sessions': { table: schema.ratingSessions, create: (o) => make.ratingSession(o) },
    '/api/style-diary': { table: schema.styleDiary, create: (o) => make.diaryEntry(o) },
    '/api/community/posts': { table: schema.socialPosts, create: (o) => make.post(o) },
    '/api/community/comments': {
      table: schema.postComments,
      create: async (o) => make.postComment(await make.post(o), o),
    },
    '/api/sustainability/goals': { table: schema.sustainabilityGoals, create: (o) => make.goal(o) },
    '/api/tokens': { table: schema.apiTokens, create: (o) => make.apiToken(o) },
  };

/**
 * A body the route's schema accepts, so the answer is about the id and not the body. `{}` unless
 * listed here; the test says when a new route needs an entry.
 */
const SAMPLE_BODIES: Record<string, unknown> = {
  'PUT /api/wardrobe/:id/image': { imageURL: '/api/uploads/not-a-token' },
  'PUT /api/shopping-suggestions/:id': { isViewed: true },
  'PATCH /api/fashion-insights/:id': { isRead: true },
  'PATCH /api/rating-sessions/:id': { status: 'closed' },
  'POST /api/community/posts/:id/comments': { content: 'Nice look' },
};

// Answers that are bytes or the API reference page, not JSON: no response schema to declare.
const BINARY_ANSWERS = new Set([
  'GET /api/blobs/:owner/:file',
  'GET /api/rating-sessions/token/:token/outfits/:outfitId/image',
  'GET /api/account/export',
  ...DOCS_PAGE_ROUTES,
]);

// The MCP endpoint (features/mcp/routes.ts, decision 020): JSON-RPC messages the MCP SDK's
// transport reads and answers, checked by contract/mcp.ts's envelope, not an endpoint map. GET and
// DELETE answer only 405: it keeps no session.
const MCP_ROUTES = ['POST /api/mcp', 'GET /api/mcp', 'DELETE /api/mcp'];
const NO_SUCCESS_ANSWER = new Set(['GET /api/mcp', 'DELETE /api/mcp']);

// Browser redirects (302 to the provider or back to a page), not JSON: sign-in with the identity
// provider (features/oidc/routes.ts).
const REDIRECT_ANSWERS = new Set(['GET /api/auth/oidc/start', 'GET /api/auth/oidc/callback']);

// Routes registered by hand, not from a contract map: the answers above, which are not JSON, the
// OpenAPI document, which the server builds from the route table itself (http/openapi.ts), and MCP.
const HAND_REGISTERED = new Set([
  ...BINARY_ANSWERS,
  ...REDIRECT_ANSWERS,
  'GET /api/openapi.json',
  ...MCP_ROUTES,
]);

/** Every endpoint map of the contract: the `…Endpoints` exports of contract/*.ts, found on disk. */
async function contractEndpointMaps(): Promise<Map<string, EndpointMap>> {
  const contractDir = path.join(projectRoot, 'contract');
  const maps = new Map<string, EndpointMap>();
  for (const file of readdirSync(contractDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const module = (await import(path.join(contractDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Endpoints')) maps.set(`${file} ${name}`, value as EndpointMap);
    }
  }
  return maps;
}
const endpointMaps = await contractEndpointMaps();
const endpointsByKey = new Map<string, Endpoint>(
  [...endpointMaps.values()].flatMap((map) => Object.entries(map)),
);

function sampleBody(route: RouteEntry): unknown {
  const key = keyOf(route);
  const body = SAMPLE_BODIES[key] ?? {};
  if (route.schema.body && !route.schema.body.safeParse(body).success) {
    throw new Error(`${key}: add a body its schema accepts to SAMPLE_BODIES`);
  }
  return body;
}

function expectJsonMessage(response: ApiResponse, context: string) {
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  expect(typeof response.json<{ message?: unknown }>().message, context).toBe('string');
}

describe('the route table', () => {
  it('holds every feature (and is not empty by accident)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => route.url.includes(':id')).length).toBeGreaterThan(10);
  });

  it('lists as public only routes that exist', () => {
    const registered = new Set(routes.map(keyOf));
    for (const key of [...PUBLIC_ROUTES, ...SHARED_ROUTES]) expect(registered, key).toContain(key);
    expect(routes.filter((route) => route.public).map(keyOf)).toEqual(
      expect.arrayContaining([...PUBLIC_ROUTES]),
    );
  });

  it.each(routes.map((route) => [keyOf(route), route] as const))(
    '%s is declared with the contract',
    (key, route) => {
      const names = pathParams(route.url);
      if (names.length > 0) {
        expect(route.schema.params, `${key}: declare params`).toBeInstanceOf(z.ZodObject);
        const shape = (route.schema.params as z.ZodObject).shape;
        expect(Object.keys(shape).sort(), key).toEqual([...names].sort());
      }
      if (!route.public) {
        // Private params are ids, so the ownership rules below reach them.
        expect(
          names.every((name) => name === 'id'),
          `${key}: private params are :id`,
        ).toBe(true);
      }
      if (!BINARY_ANSWERS.has(key) && !NO_SUCCESS_ANSWER.has(key) && !REDIRECT_ANSWERS.has(key)) {
        const statuses = Object.keys(route.schema.response ?? {});
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${key}: declare a 2xx response`,
        ).toBe(true);
      }
    },
  );
});

describe("the contract's endpoint maps", () => {
  const table = new Map(routes.map((route) => [keyOf(route), route]));

  it('are found, and name each endpoint once', () => {
    expect(endpointMaps.size).toBeGreaterThan(15);
    const keys = [...endpointMaps.values()].flatMap((map) => Object.keys(map));
    expect(keys.length).toBe(endpointsByKey.size);
  });

  it.each([...endpointsByKey].map(([key, endpoint]) => [key, endpoint] as const))(
    "%s is registered with its map's schemas",
    (key, endpoint) => {
      const route = table.get(key);
      expect(
        route,
        `${key}: register its map with registerEndpoints (http/endpoint-routes.ts)`,
      ).toBeDefined();
      const declared = route!.schema;
      expect(declared.params, key).toBe(endpoint.params);
      expect(declared.querystring, key).toBe(endpoint.query);
      expect(declared.body, key).toBe(endpoint.body);
      expect(declared.response, key).toBe(endpoint.response);
    },
  );

  it('are where every JSON route comes from', () => {
    const byHand = routes.map(keyOf).filter((key) => !endpointsByKey.has(key));
    expect(byHand.sort()).toEqual([...HAND_REGISTERED].sort());
  });

  it('say which endpoints read their own body, as the OpenAPI document does', () => {
    for (const [key, body] of Object.entries(READ_BODIES)) {
      expect(endpointsByKey.get(key)?.reads, key).toBe(body.kind === 'bytes' ? 'bytes' : 'form');
      // The JSON a form's route also takes: the client sends what the document describes.
      expect(endpointsByKey.get(key)?.json, key).toBe(
        body.kind === 'photo-form' ? body.json : undefined,
      );
    }
  });
});

describe('without a session', () => {
  const privateRoutes = apiRoutes.filter((route) => !route.public);

  it.each(privateRoutes.map((route) => [keyOf(route), route] as const))(
    '%s answers 401',
    async (key, route) => {
      const response = await anonymous(app).request({
        method: route.method as 'GET',
        url: withParams(route.url, randomUUID()),
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect(response.statusCode, key).toBe(401);
      if (route.method !== 'HEAD') expectJsonMessage(response, key);
    },
  );
});

describe('a token-only route', () => {
  const tokenOnly = routes.filter((route) => TOKEN_ONLY_ROUTES.includes(keyOf(route)));

  it('is registered', () => {
    expect(tokenOnly.map(keyOf).sort()).toEqual([...TOKEN_ONLY_ROUTES].sort());
  });

  it.each(tokenOnly.map((route) => [keyOf(route), route] as const))(
    '%s answers a session cookie alone 401',
    async (key, route) => {
      const response = await alice.request({
        method: route.method as 'GET',
        url: route.url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, key).toBe(401);
      expectJsonMessage(response, key);
    },
  );
});

describe("another user's id", () => {
  const shared = new Set(SHARED_ROUTES);
  const idRoutes = routes.filter(
    (route) => route.url.includes('/:id') && !shared.has(keyOf(route)),
  );

  it.each(idRoutes.map((route) => [keyOf(route), route] as const))(
    '%s answers 404 and changes nothing',
    async (key, route) => {
      const prefix = route.url.slice(0, route.url.indexOf('/:id'));
      const owned = OWNED[prefix];
      if (!owned) throw new Error(`${key}: say in OWNED what ${prefix}/:id names`);
      const row = await owned.create(alice);
      const idColumn = (owned.table as unknown as { id: Parameters<typeof eq>[0] }).id;
      const read = () => db.select().from(owned.table).where(eq(idColumn, row.id));
      const before = await read();

      const response = await bob.request({
        method: route.method as 'GET',
        url: withParams(route.url, row.id),
        payload: route.method === 'GET' ? undefined : (sampleBody(route) as object),
      });
      // A route that shows another user's object on purpose is listed in SHARED_ROUTES instead.
      expect(response.statusCode, `${key}: ${response.body}`).toBe(404);
      expectJsonMessage(response, key);
      expect(await read(), key).toEqual(before);
    },
  );
});

describe('a malformed id', () => {
  const MALFORMED = ['not-an-id', "1' OR '1'='1", '12345', 'x'.repeat(300), '\u0000', '../..', '✓'];
  const paramRoutes = routes.filter((route) => pathParams(route.url).length > 0);

  const send = (route: RouteEntry, raw: string) =>
    alice.request({
      method: route.method as 'GET',
      url: withParams(route.url, encodeURIComponent(raw)),
      payload: route.method === 'GET' ? undefined : (sampleBody(route) as object),
    });

  it.each(paramRoutes.map((route) => [keyOf(route), route] as const))(
    '%s answers 4xx with a JSON message',
    async (key, route) => {
      for (const raw of MALFORMED) {
        const response = await send(route, raw);
        expect(response.statusCode, `${key} with ${raw}: ${response.body}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode, `${key} with ${raw}: ${response.body}`).toBeLessThan(500);
        expectJsonMessage(response, `${key} with ${raw}`);
      }
      // And whatever else a path segment can hold.
      await fc.assert(
        fc.asyncProperty(
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
          async (text) => {
            const response = await send(route, text);
            return response.statusCode >= 400 && response.statusCode < 500;
          },
        ),
        { numRuns: 20 },
      );
    },
  );
});
