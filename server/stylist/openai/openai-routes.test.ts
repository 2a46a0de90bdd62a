import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerateOutfitsResponse } from '../../../contract/outfits.ts';
import type { ScanResult, WardrobeItem } from '../../../contract/wardrobe.ts';
import { loadEnv } from '../../env.ts';
import { asUser, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.ts';
import { garmentJpeg } from '../../test/test-images.ts';
import { addItems } from '../../test/wardrobe-fixtures.ts';
import { createStylist } from '../create-stylist.ts';

// The app as `AI_PROVIDER=openai` configures it, pointed at a fake provider on 127.0.0.1.
let fake: FakeOpenAiServer;
let ctx: TestContext;
let alice: UserApi;
let bob: UserApi;
let photo: Buffer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const env = loadEnv({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'stylist-model',
    AI_VISION_MODEL: 'vision-model',
    // Far above a local fake's answer time, far below the timeout case's delay.
    AI_TIMEOUT_MS: '2000',
    AI_MAX_RETRIES: '0',
  });
  ctx = await createTestApp({ stylist: createStylist(env) });
  [alice, bob] = await Promise.all([asUser(ctx.app), asUser(ctx.app)]);
  photo = await garmentJpeg({ color: '#1f2850' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const scan = () =>
  alice.postForm('/api/wardrobe/scan', {}, [
    { field: 'image', filename: 'shirt.jpg', contentType: 'image/jpeg', bytes: photo },
  ]);

describe('POST /api/wardrobe/scan with AI_PROVIDER=openai', () => {
  it('answers the vision model’s reading of the photo', async () => {
    fake.reply({
      content: {
        name: 'Navy Crew-Neck T-Shirt',
        category: 'tops',
        subcategory: 't-shirt',
        color: 'navy',
        brand: null,
        size: 'M',
        style: ['casual'],
        confidence: 0.9,
      },
    });
    const response = await scan();
    expect(response.statusCode).toBe(200);
    const result = response.json<ScanResult>();
    expect(result).toMatchObject({
      detectedName: 'Navy Crew-Neck T-Shirt',
      category: 'tops',
      size: 'M',
      provider: 'openai',
    });
    expect(result.note).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.model).toBe('vision-model');
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain('data:image/webp;base64,');
  });

  it('falls back to the built-in scan and says so when the model answers nonsense', async () => {
    fake.reply({ content: 'I think it is a shirt.' });
    const response = await scan();
    expect(response.statusCode).toBe(200);
    const result = response.json<ScanResult>();
    expect(result.provider).toBe('local');
    expect(result.note).toMatch(/not valid JSON.*built-in scanner answered instead/);
    expect(result.color).toMatch(/navy/i);
  });

  it('falls back when the model times out', async () => {
    fake.reply({ content: {}, delayMs: 8000 });
    const response = await scan();
    expect(response.statusCode).toBe(200);
    expect(response.json<ScanResult>().note).toMatch(/timed out/);
  });

  it('answers 429 with "rate limit" and Retry-After when the provider is rate limited', async () => {
    fake.reply({ status: 429, message: 'Rate limit reached', headers: { 'retry-after': '9' } });
    const response = await scan();
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('9');
    expect(response.json<{ message: string }>().message).toMatch(/rate limit/);
  });
});

describe('POST /api/outfits/generate with AI_PROVIDER=openai', () => {
  let own: Record<string, WardrobeItem>;
  let bobsShoes: WardrobeItem;

  beforeAll(async () => {
    const items = await addItems(ctx.app, alice, [
      { name: 'White Cotton T-Shirt', category: 'tops', color: 'white', subcategory: 't-shirt' },
      { name: 'Dark Wash Jeans', category: 'bottoms', color: 'denim', subcategory: 'jeans' },
      {
        name: 'White Leather Sneakers',
        category: 'shoes',
        color: 'white',
        subcategory: 'sneakers',
      },
      { name: 'Grey Crew Tee', category: 'tops', color: 'grey', subcategory: 't-shirt' },
      { name: 'Beige Chinos', category: 'bottoms', color: 'beige', subcategory: 'chinos' },
      { name: 'Brown Leather Loafers', category: 'shoes', color: 'brown', subcategory: 'loafers' },
    ]);
    own = Object.fromEntries(items.map((item) => [item.name, item]));
    const bobs = await addItems(ctx.app, bob, [
      { name: 'Black Derby Shoes', category: 'shoes', color: 'black' },
    ]);
    bobsShoes = bobs[0]!;
  });

  const id = (name: string) => own[name]!.id;
  const generate = () =>
    alice.post('/api/outfits/generate', {
      occasion: 'casual',
      weather: 'sunny',
      temperature: 70,
      seed: 5,
    });

  it('keeps the model’s outfits made of the user’s own pieces; another user’s ids are dropped', async () => {
    fake.reply({
      content: {
        suggestions: [
          {
            description: 'Clean and easy.',
            itemIds: [
              id('White Cotton T-Shirt'),
              id('Dark Wash Jeans'),
              id('White Leather Sneakers'),
            ],
            styleRating: 4.4,
            tips: ['Tuck the tee in loosely.'],
          },
          {
            // Bob's shoes are the only shoes: once dropped the outfit is incomplete.
            description: 'Borrowed shoes.',
            itemIds: [id('Grey Crew Tee'), id('Beige Chinos'), bobsShoes.id],
            styleRating: 4,
            tips: [],
          },
          {
            description: 'Soft neutrals.',
            itemIds: [
              id('Grey Crew Tee'),
              id('Beige Chinos'),
              id('Brown Leather Loafers'),
              randomUUID(),
            ],
            styleRating: 3.9,
            tips: ['Loafers without socks in the sun.'],
          },
        ],
      },
    });
    const response = await generate();
    expect(response.statusCode).toBe(200);
    const answer = response.json<GenerateOutfitsResponse>();
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions.map((s) => s.items)).toEqual([
      [id('White Cotton T-Shirt'), id('Dark Wash Jeans'), id('White Leather Sneakers')],
      [id('Grey Crew Tee'), id('Beige Chinos'), id('Brown Leather Loafers')],
    ]);
    const request = fake.requests[0]!;
    expect(request.body.model).toBe('stylist-model');
    expect(request.body.response_format?.json_schema?.strict).toBe(true);
    expect(JSON.stringify(request.body.messages)).not.toContain(bobsShoes.id);
  });

  it('falls back to the built-in engine with a note when the answer has the wrong shape', async () => {
    fake.reply({ content: { outfits: [] } });
    const response = await generate();
    expect(response.statusCode).toBe(200);
    const answer = response.json<GenerateOutfitsResponse>();
    expect(answer.note).toMatch(/expected shape.*built-in stylist answered instead/);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    const ownIds = new Set(Object.values(own).map((item) => item.id));
    for (const suggestion of answer.suggestions)
      for (const itemId of suggestion.items) expect(ownIds.has(itemId)).toBe(true);
  });

  it('answers 429 with "rate limit" and Retry-After when the provider is rate limited', async () => {
    fake.reply({ status: 429, message: 'Rate limit reached', headers: { 'retry-after': '4' } });
    const response = await generate();
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('4');
    expect(response.json<{ message: string }>().message).toMatch(/rate limit/);
  });
});
