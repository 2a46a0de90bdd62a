import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamsSchema } from '../../contract/ids.ts';
import { registerErrorHandler } from './errors.ts';
import { registerRouteKit, routeTableOf, withContract, type ContractApp } from './route-kit.ts';

const itemSchema = z.object({ id: z.string(), name: z.string(), brand: z.string().nullable() });
const createSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required'),
  price: z.number({ error: 'Price must be a number' }).int().optional(),
});
const ID = '0D5B3C9E-1A2B-4C3D-8E9F-001122334455';

/** A bare Fastify with the route kit only, not the app: its requests are plain app.inject calls. */
async function appWith(routes: (api: ContractApp) => void, checkResponses = false) {
  const app = Fastify();
  registerErrorHandler(app);
  registerRouteKit(app, { checkResponses });
  routes(withContract(app));
  await app.ready();
  return app;
}

const items = (api: ContractApp) => {
  api.get(
    '/items/:id',
    { schema: { params: idParamsSchema, response: { 200: itemSchema } } },
    async (request) => ({ id: request.params.id, name: 'Coat', brand: null }),
  );
  api.post(
    '/items',
    { schema: { body: createSchema, response: { 201: itemSchema } } },
    async (request, reply) =>
      reply.status(201).send({ id: ID, name: request.body.name, brand: null }),
  );
};

describe('params', () => {
  it('hands the handler the parsed id (lower case)', async () => {
    const app = await appWith(items);
    const response = await app.inject({ url: `/items/${ID}` });
    expect(response.json()).toEqual({ id: ID.toLowerCase(), name: 'Coat', brand: null });
  });

  it('answers a path that does not parse 404, like an id that names nothing', async () => {
    const app = await appWith(items);
    for (const id of ['nope', '1', "1' OR '1'='1", `${ID}0`]) {
      const response = await app.inject({ url: `/items/${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: 'Not found' });
    }
  });
});

describe('bodies and queries', () => {
  it('answers a body that does not parse 400 with the message and every issue', async () => {
    const app = await appWith(items);
    const response = await app.inject({ method: 'POST', url: '/items', payload: { price: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'name: Name is required',
      issues: [
        { path: 'name', message: 'Name is required' },
        { path: 'price', message: 'Price must be a number' },
      ],
    });
  });

  it('reads a missing body as {}, so the answer names the missing fields', async () => {
    const app = await appWith(items);
    const response = await app.inject({ method: 'POST', url: '/items' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('name: Name is required');
  });

  it('hands the handler the transformed body', async () => {
    const app = await appWith(items);
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      payload: { name: ' Coat ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('Coat');
  });

  it('answers a query that does not parse 400', async () => {
    const app = await appWith((api) =>
      api.get(
        '/search',
        {
          schema: {
            querystring: z.object({ limit: z.coerce.number().int().max(50) }),
            response: { 200: z.object({ limit: z.number() }) },
          },
        },
        async (request) => ({ limit: request.query.limit }),
      ),
    );
    expect((await app.inject({ url: '/search?limit=20' })).json()).toEqual({ limit: 20 });
    const refused = await app.inject({ url: '/search?limit=500' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toBe('limit');
  });
});

describe('responses', () => {
  it('writes only what the response schema names', async () => {
    const app = await appWith((api) =>
      api.get('/me', { schema: { response: { 200: itemSchema } } }, async () => {
        const row = { id: ID, name: 'Coat', brand: 'Acme', passwordHash: 'secret' };
        return row;
      }),
    );
    expect((await app.inject({ url: '/me' })).json()).toEqual({
      id: ID,
      name: 'Coat',
      brand: 'Acme',
    });
  });

  it('with checkResponses, answers 500 naming the route when an answer breaks its contract', async () => {
    const broken = (api: ContractApp) =>
      api.get('/broken', { schema: { response: { 200: itemSchema } } }, async () => {
        return { id: ID, name: null, brand: null } as unknown as z.output<typeof itemSchema>;
      });
    const checked = await appWith(broken, true);
    const response = await checked.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/GET \/broken breaks its contract: name:/);
    // Without the check (production), the serializer writes what it can, fast.
    expect((await (await appWith(broken)).inject({ url: '/broken' })).statusCode).toBe(200);
  });
});

describe('what the kit refuses at start', () => {
  it('a JSON Schema instead of a zod schema', async () => {
    const app = Fastify();
    registerRouteKit(app);
    app.post('/x', { schema: { body: { type: 'object' } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/zod/);
  });

  it('a route that says it is public without being listed in public-routes.ts', async () => {
    const app = Fastify();
    registerRouteKit(app);
    expect(() => app.get('/api/secret', { config: { public: true } }, async () => ({}))).toThrow(
      /public-routes\.ts/,
    );
  });
});

describe('the route table', () => {
  it('records each route with the schemas it declared, HEAD included', async () => {
    const app = await appWith(items);
    const table = routeTableOf(app);
    expect(table.map((route) => `${route.method} ${route.url}`)).toEqual([
      'GET /items/:id',
      'HEAD /items/:id',
      'POST /items',
    ]);
    expect(table[0]!.schema.params).toBe(idParamsSchema);
    expect(table[2]!.schema.response?.['201']).toBe(itemSchema);
  });
});
