import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, scanResultSchema } from '../../../contract/wardrobe.ts';
import { DomainError } from '../../lib/domain-errors.ts';
import { processScanImage } from '../../images/image-pipeline.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.ts';
import { garmentJpeg } from '../../test/test-images.ts';
import { createStylist } from '../create-stylist.ts';
import { createLocalStylist } from '../local/local-stylist.ts';
import type { ScanImage, Stylist } from '../stylist.ts';
import { DISAGREEMENT_NOTE } from './reconcile-scan.ts';

/** Long enough that a loaded test machine never times out by accident. */
const TIMEOUT_MS = 10_000;
/** For the timeout case only. */
const SHORT_TIMEOUT_MS = 300;

const goodAnswer = {
  name: 'Navy Crew-Neck T-Shirt',
  category: 'tops',
  subcategory: 't-shirt',
  color: 'navy',
  brand: null,
  size: null,
  style: ['casual', 'minimalist'],
  confidence: 0.92,
};

let fake: FakeOpenAiServer;
let image: ScanImage;
let stylist: Stylist;
const warnings: { details: Record<string, unknown>; message: string }[] = [];

const env = (overrides: Partial<Parameters<typeof createStylist>[0]> = {}) => ({
  AI_PROVIDER: 'openai' as const,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_API_KEY: 'test-key',
  AI_MODEL: 'text-model',
  AI_VISION_MODEL: 'vision-model',
  AI_TIMEOUT_MS: TIMEOUT_MS,
  AI_MAX_RETRIES: 1,
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  image = await processScanImage(await garmentJpeg({ color: '#1f2850' }));
  stylist = createStylist(env(), {
    local: createLocalStylist(),
    log: { warn: (details, message) => warnings.push({ details, message }) },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  warnings.length = 0;
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('OpenAI-compatible scan', () => {
  it('sends the photo as a data URL to the vision model with a strict JSON schema, and maps the answer', async () => {
    fake.reply({ content: goodAnswer });
    const result = await stylist.scanItem(image);

    expect(scanResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      detectedName: 'Navy Crew-Neck T-Shirt',
      itemName: 'Navy Crew-Neck T-Shirt',
      category: 'tops',
      subcategory: 't-shirt',
      color: 'navy',
      brand: null,
      size: null,
      style: ['casual', 'minimalist'],
      confidence: { category: 0.92, color: 0.92 },
      provider: 'openai',
    });
    expect(result.note).toBeUndefined();
    // The swatches are measured from the pixels by the built-in analysis, not named by the model.
    expect(result.colors[0]?.name).toMatch(/navy/i);

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('vision-model');
    const format = request.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema?.strict).toBe(true);
    const schema = format.json_schema!.schema as {
      properties: Record<string, { enum?: string[] }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required.sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.required).toEqual(
      expect.arrayContaining([
        'name',
        'category',
        'subcategory',
        'color',
        'brand',
        'size',
        'style',
      ]),
    );
    expect(schema.properties.category?.enum).toEqual([...CATEGORIES]);

    const parts = request.body.messages!.flatMap((message) =>
      Array.isArray(message.content) ? message.content : [],
    );
    const picture = parts.find((part) => part.type === 'image_url');
    expect(picture?.type).toBe('image_url');
    const url = picture?.type === 'image_url' ? picture.image_url.url : '';
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect(
      Buffer.from(url.slice('data:image/webp;base64,'.length), 'base64').equals(image.bytes),
    ).toBe(true);
  });

  it('trims, bounds and de-duplicates what the model wrote', async () => {
    fake.reply({
      content: {
        ...goodAnswer,
        name: `  ${'Very Long Name '.repeat(20)}`,
        category: ' Outerwear',
        brand: '   ',
        size: ' M ',
        style: ['Casual', 'casual', ' ', 'classic'],
        confidence: 7,
      },
    });
    const result = await stylist.scanItem(image);
    expect(result.provider).toBe('openai');
    expect(result.itemName.length).toBeLessThanOrEqual(100);
    expect(result.itemName.startsWith('Very Long Name')).toBe(true);
    expect(result.category).toBe('outerwear');
    expect(result.brand).toBeNull();
    expect(result.size).toBe('M');
    expect(result.style).toEqual(['Casual', 'classic']);
    expect(result.confidence.category).toBe(1);
  });

  it.each([
    ['malformed JSON', { content: '{"name": "Navy T-Shirt", "category": ' }, /not valid JSON/],
    [
      'a category outside the six',
      { content: { ...goodAnswer, category: 'hats' } },
      /expected shape/,
    ],
    ['a missing field', { content: { name: 'Shirt', category: 'tops' } }, /expected shape/],
    ['an empty answer', { content: '' }, /empty answer/],
    ['a cut-off answer', { content: '{"name": "Na', finishReason: 'length' as const }, /cut off/],
    [
      'no usable name',
      { content: { ...goodAnswer, name: ' ', color: null, subcategory: null } },
      /no item name/,
    ],
  ])('falls back to the built-in scan with a note on %s', async (_case, reply, note) => {
    fake.reply(reply);
    const result = await stylist.scanItem(image);
    expect(scanResultSchema.parse(result)).toEqual(result);
    expect(result.provider).toBe('local');
    expect(result.note).toMatch(note);
    expect(result.note).toMatch(/built-in scanner answered instead/);
    expect(result.colors[0]?.name).toMatch(/navy/i);
    // A 200 with a bad body is not retried.
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the model takes longer than AI_TIMEOUT_MS, after AI_MAX_RETRIES retries', async () => {
    const impatient = createStylist(env({ AI_TIMEOUT_MS: SHORT_TIMEOUT_MS }), {
      local: createLocalStylist(),
    });
    fake.reply({ content: goodAnswer, delayMs: 8000 }, { content: goodAnswer, delayMs: 8000 });
    const started = performance.now();
    const result = await impatient.scanItem(image);
    const elapsed = performance.now() - started;

    expect(result.provider).toBe('local');
    expect(result.note).toMatch(/timed out/);
    expect(fake.requests).toHaveLength(2);
    // Two attempts of 300 ms and one back-off (at most 500 ms); never the server's 8 s.
    expect(elapsed).toBeGreaterThanOrEqual(2 * SHORT_TIMEOUT_MS);
    expect(elapsed).toBeLessThan(5000);
  });

  it('falls back on a 5xx after one retry', async () => {
    fake.reply({ status: 503, message: 'overloaded' }, { status: 502, message: 'bad gateway' });
    const result = await stylist.scanItem(image);
    expect(result.provider).toBe('local');
    expect(result.note).toMatch(/HTTP 502/);
    expect(fake.requests).toHaveLength(2);
  });

  it('succeeds when the retry succeeds', async () => {
    fake.reply({ status: 500, message: 'oops' }, { content: goodAnswer });
    const result = await stylist.scanItem(image);
    expect(result.provider).toBe('openai');
    expect(result.note).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back when the provider cannot be reached', async () => {
    const other = await startFakeOpenAiServer();
    const baseUrl = other.baseUrl;
    await other.close();
    const unreachable = createStylist(env({ OPENAI_BASE_URL: baseUrl, AI_MAX_RETRIES: 0 }), {
      local: createLocalStylist(),
    });
    const result = await unreachable.scanItem(image);
    expect(result.provider).toBe('local');
    expect(result.note).toMatch(/could not be reached/);
  });

  it('turns the provider’s 429 into our 429 with "rate limit" and Retry-After, without retrying', async () => {
    fake.reply(
      { status: 429, message: 'Rate limit reached for requests', headers: { 'retry-after': '7' } },
      { content: goodAnswer },
    );
    const error = await rejection(stylist.scanItem(image));
    expect(error).toBeInstanceOf(DomainError);
    const refusal = error as DomainError;
    expect(refusal.kind).toBe('rate-limited');
    expect(refusal.message).toMatch(/rate limit/);
    expect(refusal.retryAfterSeconds).toBe(7);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps the model’s answer when the built-in colour measurement fails', async () => {
    const failingLocal: Stylist = {
      ...createLocalStylist(),
      scanItem: () => Promise.reject(new Error('local scanner broke')),
    };
    const withFailingLocal = createStylist(env(), { local: failingLocal });
    fake.reply({ content: goodAnswer });
    const result = await withFailingLocal.scanItem(image);
    expect(result).toMatchObject({ provider: 'openai', category: 'tops', colors: [] });
  });

  it('uses AI_MODEL for photos when no vision model is set', async () => {
    const single = createStylist(env({ AI_VISION_MODEL: undefined }), {
      local: createLocalStylist(),
    });
    fake.reply({ content: goodAnswer });
    await single.scanItem(image);
    expect(fake.requests[0]?.body.model).toBe('text-model');
  });

  it('checks the model’s category against a sure built-in reading', async () => {
    const sureShorts = createStylist(env(), {
      local: createLocalStylist({
        recognizeGarment: async () => ({
          category: 'bottoms',
          subcategory: 'shorts',
          label: 'Shorts',
          kind: 'Shorts',
          confidence: 0.97,
          labelConfidence: 0.9,
          lowConfidence: false,
          cutout: null,
          cutoutSize: null,
          models: [],
        }),
      }),
    });
    fake.reply({ content: goodAnswer });
    const disagreed = await sureShorts.scanItem(image);
    expect(disagreed).toMatchObject({
      category: 'bottoms',
      subcategory: 'Shorts',
      lowConfidence: true,
      provider: 'openai',
      note: DISAGREEMENT_NOTE,
    });

    fake.reply({ content: { ...goodAnswer, category: 'bottoms', name: 'Navy Chino Shorts' } });
    const agreed = await sureShorts.scanItem(image);
    expect(agreed).toMatchObject({ detectedName: 'Navy Chino Shorts', lowConfidence: false });
    expect(agreed.note).toBeUndefined();
  });
});
