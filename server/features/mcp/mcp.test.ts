// The MCP endpoint driven as a person's AI assistant drives it: the MCP SDK's own client over
// Streamable HTTP, against the app listening on a real port, with personal API tokens. Every tool
// goes through the app's API as its caller, so the API's rules hold: ownership, validation, the
// token's scope and the per-account limits.
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '../../../contract/api-tokens.ts';
import {
  BAD_TOKEN_REFUSAL,
  READ_TOKEN_REFUSAL,
  TOKEN_REQUIRED_REFUSAL,
} from '../../../contract/api-tokens-values.ts';
import type { CalendarEntry } from '../../../contract/calendar.ts';
import { MCP_BATCH_MAX } from '../../../contract/mcp.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { garmentJpeg } from '../../test/test-images.ts';
import { addItem, addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

const GENERATIONS_PER_MINUTE = 6;

const ctx = await createTestApp({
  generationLimits: { perMinute: GENERATIONS_PER_MINUTE, perDay: 200 },
});
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = ctx.app.server.address() as AddressInfo;
const endpoint = new URL(`http://127.0.0.1:${port}/api/mcp`);

const alice = await asUser(ctx.app);
const bob = await asUser(ctx.app);
const wardrobe = await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
const bobsShirt = await addItem(ctx.app, bob, { name: 'Red Flannel Shirt', category: 'tops' });
const byName = (name: string) => wardrobe.find((item) => item.name === name)!;

async function tokenOf(user: UserApi, scope: 'read' | 'write'): Promise<string> {
  const made = await user.post('/api/tokens', { name: `Assistant (${scope})`, scope });
  return expectJson<CreatedApiToken>(made, 201).secret;
}

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

/** An MCP client connected with `headers` (a token), as Claude Desktop or any MCP client is. */
async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } });
  await client.connect(transport);
  clients.push(client);
  return client;
}
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

const aliceWrites = await connect(bearer(await tokenOf(alice, 'write')));
const aliceReads = await connect(bearer(await tokenOf(alice, 'read')));

/** A tool's answer: its structured content, after checking it is the same as its JSON text. */
async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
  if (result.isError) throw new Error(`${name} refused: ${text}`);
  expect(JSON.parse(text)).toEqual(result.structuredContent);
  return result.structuredContent as T;
}

/** The text of a tool's error answer (the test fails when the call succeeded). */
async function refusal(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
  expect(result.isError, `${name} answered ${text}`).toBe(true);
  return text;
}

/** A request of our own making, as a client that is not the SDK's might send it. */
const raw = (init: RequestInit) =>
  fetch(endpoint, {
    ...init,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json, text/event-stream',
      ...init.headers,
    },
  });
const listTools = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

interface Piece {
  id: string;
  name: string;
  category?: string;
  color?: string;
  image?: string;
}

const READ_TOOLS = [
  'search_wardrobe',
  'get_item',
  'generate_outfits',
  'list_outfits',
  'get_today',
  'get_calendar',
  'list_capsules',
  'list_packing_lists',
];
const WRITE_TOOLS = ['save_outfit', 'plan_outfit', 'log_wear'];

describe('the tool list', () => {
  it('offers a write token every tool, each with an input schema and a description', async () => {
    const { tools } = await aliceWrites.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...READ_TOOLS, ...WRITE_TOOLS]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(READ_TOOLS.includes(tool.name));
    }
    const generate = tools.find((tool) => tool.name === 'generate_outfits')!;
    // Built from the contract's schema: its words and bounds, described for the model.
    expect(generate.inputSchema.properties).toMatchObject({
      occasion: { enum: ['work', 'casual', 'evening', 'date', 'formal', 'athletic'] },
      temperature: { minimum: 0, maximum: 100, description: expect.stringContaining('°F') },
      occasionText: { description: expect.stringContaining('own words') },
    });
  });

  it('offers a read token the read tools only, and says why', async () => {
    const { tools } = await aliceReads.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(READ_TOOLS);
    expect(aliceReads.getInstructions()).toMatch(/can only read/);
  });
});

describe('search_wardrobe', () => {
  it('finds pieces by words, category and colour, a page at a time', async () => {
    const navy = await call<{ total: number; items: Piece[] }>(aliceWrites, 'search_wardrobe', {
      color: 'navy',
    });
    expect(navy.items.map((item) => item.name).sort()).toEqual([
      'Navy Blazer',
      'Navy Tailored Trousers',
    ]);
    const wool = await call<{ items: Piece[] }>(aliceWrites, 'search_wardrobe', {
      query: 'WOOL',
      category: 'bottoms',
    });
    expect(wool.items.map((item) => item.name)).toEqual(['Charcoal Wool Trousers']);

    const first = await call<{ total: number; items: Piece[]; nextOffset: number | null }>(
      aliceWrites,
      'search_wardrobe',
      { limit: 4 },
    );
    expect(first).toMatchObject({ total: wardrobe.length, offset: 0, nextOffset: 4 });
    expect(first.items).toHaveLength(4);
    const last = await call<{ items: Piece[]; nextOffset: number | null }>(
      aliceWrites,
      'search_wardrobe',
      { limit: 4, offset: 8 },
    );
    expect(last.items).toHaveLength(wardrobe.length - 8);
    expect(last.nextOffset).toBeNull();
  });

  it("answers small pieces: ids, names, colours; never another user's", async () => {
    const all = await call<{ items: (Piece & Record<string, unknown>)[] }>(
      aliceWrites,
      'search_wardrobe',
      { limit: 50 },
    );
    expect(all.items.map((item) => item.id)).not.toContain(bobsShirt.id);
    const blazer = all.items.find((item) => item.name === 'Navy Blazer')!;
    expect(blazer).toEqual({
      id: byName('Navy Blazer').id,
      name: 'Navy Blazer',
      category: 'outerwear',
      color: 'navy',
      timesWorn: 0,
    });
  });

  it('links a photo so a model can show it without a session, until the link expires', async () => {
    const photo = { field: 'image', filename: 'shirt.jpg', contentType: 'image/jpeg' };
    const added = await alice.postForm(
      '/api/wardrobe',
      { name: 'Indigo Linen Shirt', category: 'tops' },
      [{ ...photo, bytes: await garmentJpeg() }],
    );
    const item = expectJson<WardrobeItem>(added, 201);
    const found = await call<{ items: Piece[]; imagesExpireAt: string }>(
      aliceWrites,
      'search_wardrobe',
      { query: 'indigo linen' },
    );
    const link = new URL(found.items[0]!.image!);
    expect(link.origin).toBe(endpoint.origin);
    expect(link.pathname).toBe(item.thumbnailUrl);
    expect(link.searchParams.get('expires')).toBe(String(Date.parse(found.imagesExpireAt) / 1000));
    const expiresIn = Date.parse(found.imagesExpireAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(55 * 60 * 1000);
    expect(expiresIn).toBeLessThan(66 * 60 * 1000);
    // No cookie, no token: the signature is the credential.
    const image = await fetch(link);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // A link with its signature changed opens nothing.
    link.searchParams.set('signature', 'A'.repeat(22));
    expect((await fetch(link)).status).toBe(401);
  });
});

describe('get_item and log_wear', () => {
  it('reads a piece with its price, its cost per wear and its wears by month', async () => {
    const loafers = byName('Brown Leather Loafers');
    await call(aliceWrites, 'log_wear', { itemId: loafers.id });
    const logged = await call(aliceWrites, 'log_wear', { itemId: loafers.id });
    expect(logged).toMatchObject({ logged: 'item', id: loafers.id, timesWorn: 2 });

    const read = await call<Record<string, unknown>>(aliceReads, 'get_item', {
      itemId: loafers.id,
    });
    const month = new Date().toISOString().slice(0, 7);
    expect(read).toMatchObject({
      id: loafers.id,
      name: 'Brown Leather Loafers',
      price: '$90.00',
      costPerWear: '$45.00',
      timesWorn: 2,
      wearsByMonth: [{ month, wears: 2 }],
      wearsLast12Months: 2,
    });
  });

  it("answers not found for another user's piece, and changes nothing of it", async () => {
    expect(await refusal(aliceWrites, 'get_item', { itemId: bobsShirt.id })).toBe('Item not found');
    expect(await refusal(aliceWrites, 'log_wear', { itemId: bobsShirt.id })).toBe('Item not found');
    const bobs = expectJson<WardrobeItem[]>(await bob.get('/api/wardrobe'));
    expect(bobs[0]!.timesWorn).toBe(0);
  });

  it('logs a saved outfit worn, and each of its pieces', async () => {
    const outfit = expectJson<Outfit>(
      await alice.post('/api/outfits', {
        name: 'Weekend',
        itemIds: [byName('Grey Crew Tee').id, byName('Dark Wash Jeans').id],
      }),
      201,
    );
    const logged = await call(aliceWrites, 'log_wear', { outfitId: outfit.id });
    expect(logged).toMatchObject({ logged: 'outfit', name: 'Weekend', piecesLogged: 2 });
    const tee = await call(aliceWrites, 'get_item', { itemId: byName('Grey Crew Tee').id });
    expect(tee).toMatchObject({ timesWorn: 1 });
  });
});

describe('generate, save and plan', () => {
  interface Look {
    itemIds: string[];
    pieces: Piece[];
    styleRating: number;
    description: string;
  }

  it('generates looks from her own wardrobe for an occasion in words, saves one and plans it', async () => {
    const generated = await call<{ looks: Look[]; occasionReadAs: string }>(
      aliceReads,
      'generate_outfits',
      { occasionText: 'job interview at a bank', weather: 'RAINY', temperature: 50 },
    );
    expect(generated.looks.length).toBeGreaterThan(0);
    expect(generated.occasionReadAs).toBeTruthy();
    const mine = new Set(wardrobe.map((item) => item.id));
    const [look] = generated.looks;
    expect(look!.itemIds.every((id) => mine.has(id))).toBe(true);
    expect(look!.pieces.map((piece) => piece.id)).toEqual(look!.itemIds);
    expect(look!.pieces[0]!.name).toBeTruthy();

    const saved = await call<{ id: string; name: string; pieces: Piece[] }>(
      aliceWrites,
      'save_outfit',
      { name: 'Bank interview', itemIds: look!.itemIds, occasion: 'formal', aiGenerated: true },
    );
    expect(saved.pieces.map((piece) => piece.id)).toEqual(look!.itemIds);
    const outfits = expectJson<Outfit[]>(await alice.get('/api/outfits'));
    expect(outfits.find((outfit) => outfit.id === saved.id)).toMatchObject({
      name: 'Bank interview',
      occasion: 'formal',
      aiGenerated: true,
    });

    const planned = await call<{ planned: { id: string; date: string; outfit: { id: string } } }>(
      aliceWrites,
      'plan_outfit',
      { date: '2031-05-20', outfitId: saved.id, eventName: 'Interview', eventType: 'Work' },
    );
    expect(planned.planned).toMatchObject({
      date: '2031-05-20',
      eventName: 'Interview',
      eventType: 'work',
      worn: false,
      outfit: { id: saved.id, name: 'Bank interview' },
    });
    const days = expectJson<CalendarEntry[]>(
      await alice.get('/api/calendar?startDate=2031-05-01&endDate=2031-05-31'),
    );
    expect(days.map((day) => day.outfitId)).toEqual([saved.id]);

    const calendar = await call<{ days: { id: string }[] }>(aliceReads, 'get_calendar', {
      startDate: '2031-05-01',
      endDate: '2031-05-31',
    });
    expect(calendar.days.map((day) => day.id)).toEqual([planned.planned.id]);
    const listed = await call<{ outfits: { id: string; pieces: Piece[] }[] }>(
      aliceReads,
      'list_outfits',
    );
    expect(listed.outfits[0]).toMatchObject({ id: saved.id, name: 'Bank interview' });
  });

  it("refuses to save another user's piece in an outfit, or to plan another user's outfit", async () => {
    const error = await refusal(aliceWrites, 'save_outfit', {
      name: 'Borrowed',
      itemIds: [bobsShirt.id],
    });
    expect(error).toBe(`itemIds: not in your wardrobe: ${bobsShirt.id}`);
    const bobsOutfit = expectJson<Outfit>(
      await bob.post('/api/outfits', { name: 'Bob', itemIds: [bobsShirt.id] }),
      201,
    );
    expect(
      await refusal(aliceWrites, 'plan_outfit', { date: '2031-06-01', outfitId: bobsOutfit.id }),
    ).toBe('outfitId: not one of your outfits');
    expect(expectJson<Outfit[]>(await alice.get('/api/outfits')).map((o) => o.name)).not.toContain(
      'Borrowed',
    );
  });

  it('lists capsules and packing lists with their pieces by name', async () => {
    const shirt = byName('White Oxford Shirt');
    expectJson(await alice.post('/api/capsules', { name: 'Office', itemIds: [shirt.id] }), 201);
    const trip = await alice.post('/api/packing-lists', {
      tripName: 'Lisbon',
      itemIds: [shirt.id],
    });
    expectJson(trip, 201);
    const capsules = await call<{ capsules: { name: string; pieces: Piece[] }[] }>(
      aliceReads,
      'list_capsules',
    );
    expect(capsules.capsules).toEqual([
      expect.objectContaining({
        name: 'Office',
        pieces: [{ id: shirt.id, name: shirt.name, category: 'tops', color: 'white' }],
      }),
    ]);
    const lists = await call<{ packingLists: { tripName: string; pieces: unknown[] }[] }>(
      aliceReads,
      'list_packing_lists',
    );
    expect(lists.packingLists).toEqual([
      expect.objectContaining({
        tripName: 'Lisbon',
        pieces: [expect.objectContaining({ id: shirt.id, name: shirt.name, packed: false })],
      }),
    ]);
  });

  it('tells what to wear today', async () => {
    const today = await call<{ date: string; look?: { pieces: Piece[] } }>(
      aliceReads,
      'get_today',
      { date: '2031-05-21' },
    );
    expect(today.date).toBe('2031-05-21');
    expect(today.look?.pieces.length).toBeGreaterThan(0);
  });
});

describe('a read token', () => {
  it('is refused every write tool, and nothing is written', async () => {
    const outfitsBefore = expectJson<Outfit[]>(await alice.get('/api/outfits')).length;
    const shirt = byName('White Oxford Shirt');
    expect(
      await refusal(aliceReads, 'save_outfit', { name: 'Sneaky', itemIds: [shirt.id] }),
    ).toMatch(/save_outfit not found/);
    expect(await refusal(aliceReads, 'log_wear', { itemId: shirt.id })).toMatch(/not found/);
    expect(
      await refusal(aliceReads, 'plan_outfit', { date: '2031-01-01', eventName: 'X' }),
    ).toMatch(/not found/);
    expect(expectJson<Outfit[]>(await alice.get('/api/outfits'))).toHaveLength(outfitsBefore);
    expect(
      expectJson<WardrobeItem[]>(await alice.get('/api/wardrobe')).find((i) => i.id === shirt.id),
    ).toMatchObject({ timesWorn: 0 });
  });

  it('is refused by the API itself on a write, whatever the MCP server offers', async () => {
    // The tools call the API with the caller's token: its scope is the API's to enforce too.
    const secret = await tokenOf(alice, 'read');
    const direct = await fetch(`${endpoint.origin}/api/outfits`, {
      method: 'POST',
      headers: { ...bearer(secret), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sneaky', itemIds: [byName('Gold Watch').id] }),
    });
    expect(direct.status).toBe(403);
    expect(((await direct.json()) as { message: string }).message).toBe(READ_TOKEN_REFUSAL);
  });
});

describe('bad input', () => {
  it('is a tool error in the contract’s words, never a failure of the server', async () => {
    expect(await refusal(aliceWrites, 'generate_outfits', { temperature: 500 })).toMatch(
      /Temperature must be at most 100 °F/,
    );
    expect(await refusal(aliceWrites, 'search_wardrobe', { category: 'hats' })).toMatch(
      /Please select a category/,
    );
    expect(await refusal(aliceWrites, 'get_item', { itemId: 'not-an-id' })).toMatch(
      /itemId must be an id/,
    );
    expect(await refusal(aliceWrites, 'log_wear', {})).toMatch(/either itemId or outfitId/);
    expect(await refusal(aliceWrites, 'plan_outfit', { date: '2031-02-30' })).toMatch(
      /date must be a date/,
    );
    expect(await refusal(aliceWrites, 'plan_outfit', { date: '2031-02-03' })).toMatch(
      /Choose an outfit or name the event/,
    );
    expect(await refusal(aliceWrites, 'search_wardrobe', { limit: 1000 })).toMatch(
      /limit must be at most 50/,
    );
    expect(await refusal(aliceWrites, 'no_such_tool')).toMatch(/no_such_tool not found/);
  });

  it('answers a malformed or oversized body 400 with a JSON message', async () => {
    const secret = await tokenOf(alice, 'write');
    const notRpc = await raw({ method: 'POST', headers: bearer(secret), body: '{"hello":1}' });
    expect(notRpc.status).toBe(400);
    expect(((await notRpc.json()) as { message: string }).message).toMatch(/JSON-RPC/);
    const notJson = await raw({ method: 'POST', headers: bearer(secret), body: '{' });
    expect(notJson.status).toBe(400);
    const batch = Array.from({ length: MCP_BATCH_MAX + 1 }, (_, id) => ({ ...listTools, id }));
    const tooMany = await raw({
      method: 'POST',
      headers: bearer(secret),
      body: JSON.stringify(batch),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('the transport', () => {
  it('answers in JSON with the app’s security headers', async () => {
    const secret = await tokenOf(alice, 'read');
    const answer = await raw({
      method: 'POST',
      headers: bearer(secret),
      body: JSON.stringify(listTools),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const body = (await answer.json()) as { result: { tools: unknown[] } };
    expect(body.result.tools).toHaveLength(READ_TOOLS.length);
  });

  it('answers GET and DELETE 405: it keeps no session', async () => {
    const secret = await tokenOf(alice, 'write');
    for (const method of ['GET', 'DELETE']) {
      const answer = await raw({ method, headers: bearer(secret) });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
  });
});

describe('who may call it', () => {
  it('answers 401 without a token, with a cookie alone, or with a revoked token', async () => {
    // Not the app's generic "Not signed in": a visitor is told how to connect.
    const anonymous = await raw({ method: 'POST', body: JSON.stringify(listTools) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await anonymous.json()) as { message: string }).message).toBe(TOKEN_REQUIRED_REFUSAL);

    const cookieOnly = await raw({
      method: 'POST',
      headers: { cookie: alice.cookie },
      body: JSON.stringify(listTools),
    });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await cookieOnly.json()) as { message: string }).message).toBe(TOKEN_REQUIRED_REFUSAL);

    const made = expectJson<CreatedApiToken>(
      await alice.post('/api/tokens', { name: 'Old laptop', scope: 'write' }),
      201,
    );
    await connect(bearer(made.secret));
    expect((await alice.delete(`/api/tokens/${made.token.id}`)).statusCode).toBe(204);
    await expect(connect(bearer(made.secret))).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining(BAD_TOKEN_REFUSAL),
    });
  });
});

describe('the same limits', () => {
  it("counts generations against the account's budget, as the app's own calls are", async () => {
    const carol = await asUser(ctx.app);
    await addItems(ctx.app, carol, EVERYDAY_WARDROBE.slice(0, 6));
    const client = await connect(bearer(await tokenOf(carol, 'read')));
    for (let n = 0; n < GENERATIONS_PER_MINUTE; n++) {
      await call(client, 'generate_outfits', { occasion: 'casual', seed: n });
    }
    expect(await refusal(client, 'generate_outfits', { occasion: 'casual' })).toMatch(
      /rate limit.*Try again in \d+ seconds/i,
    );
    // The app's own screen shares the budget: the browser is refused too.
    expect((await carol.post('/api/outfits/generate', {})).statusCode).toBe(429);
  });
});
