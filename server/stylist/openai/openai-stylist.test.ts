import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateOutfitsResponseSchema } from '../../../contract/outfits.ts';
import { HttpError } from '../../http/errors.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.ts';
import { createStylist } from '../create-stylist.ts';
import { createLocalStylist } from '../local/local-stylist.ts';
import { outfitViolations } from '../local/outfits/outfit-rules.ts';
import type { OutfitRequest, Stylist, StylistItem } from '../stylist.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
/** Long enough that a loaded test machine never times out by accident. */
const TIMEOUT_MS = 10_000;

function item(
  name: string,
  category: StylistItem['category'],
  color: string,
  extra: Partial<StylistItem> = {},
): StylistItem {
  return {
    id: randomUUID(),
    name,
    category,
    subcategory: null,
    color,
    tags: [],
    timesWorn: 2,
    lastWorn: new Date('2026-02-01T09:00:00Z'),
    inLaundry: false,
    isActive: true,
    price: null,
    brand: null,
    ...extra,
  };
}

const tee = item('White Cotton T-Shirt', 'tops', 'white', { subcategory: 't-shirt', price: 2000 });
const greyTee = item('Grey Crew Tee', 'tops', 'grey', { subcategory: 't-shirt', price: 3000 });
const jeans = item('Dark Wash Jeans', 'bottoms', 'denim', { subcategory: 'jeans', price: 8000 });
const chinos = item('Beige Chinos', 'bottoms', 'beige', { subcategory: 'chinos' });
const sneakers = item('White Leather Sneakers', 'shoes', 'white', { subcategory: 'sneakers' });
const loafers = item('Brown Leather Loafers', 'shoes', 'brown', { subcategory: 'loafers' });
const coat = item('Camel Wool Coat', 'outerwear', 'camel', { subcategory: 'coat' });
const washing = item('Navy Polo Shirt', 'tops', 'navy', { subcategory: 'polo', inLaundry: true });
const retired = item('Old Black Jeans', 'bottoms', 'black', { isActive: false });
const wardrobe = [tee, greyTee, jeans, chinos, sneakers, loafers, coat, washing, retired];
/** An id the user does not own (another user's item, or one the model made up). */
const foreign = randomUUID();

const casual = (extra: Partial<OutfitRequest> = {}): OutfitRequest => ({
  occasion: 'casual',
  weather: 'sunny',
  temperature: 70,
  stylePreferences: ['Minimalist'],
  seed: 42,
  now: NOW,
  ...extra,
});

const outfit = (itemIds: string[], styleRating = 4.2) => ({
  description: 'An easy, clean-lined look.',
  itemIds,
  styleRating,
  tips: ['Roll the jeans once above the sneakers.'],
});

let fake: FakeOpenAiServer;
let stylist: Stylist;
const local = createLocalStylist();
const warnings: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  stylist = createStylist(
    {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'test-key',
      AI_MODEL: 'text-model',
      AI_VISION_MODEL: 'vision-model',
      AI_TIMEOUT_MS: TIMEOUT_MS,
      AI_MAX_RETRIES: 0,
    },
    { local, log: { warn: (details) => warnings.push(String(details.reason)) } },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  warnings.length = 0;
});

/** The JSON task the provider sent as the user message of the last request. */
function sentTask(): { wardrobe: Record<string, unknown>[]; [key: string]: unknown } {
  const messages = fake.requests.at(-1)?.body.messages ?? [];
  const user = messages.find((message) => message.role === 'user');
  return JSON.parse(typeof user?.content === 'string' ? user.content : 'null') as {
    wardrobe: Record<string, unknown>[];
  };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

const ownIds = new Set(wardrobe.map((piece) => piece.id));

describe('OpenAI-compatible outfits', () => {
  it('fixture outfits are valid for the engine’s hard rules', () => {
    expect(outfitViolations([tee.id, jeans.id, sneakers.id], wardrobe, casual())).toEqual([]);
    expect(outfitViolations([greyTee.id, chinos.id, loafers.id], wardrobe, casual())).toEqual([]);
  });

  it('sends the usable wardrobe as compact data with a strict JSON schema, and keeps valid outfits', async () => {
    fake.reply({
      content: {
        suggestions: [
          outfit([tee.id, jeans.id, sneakers.id], 4.26),
          outfit([greyTee.id, chinos.id, loafers.id], 9),
        ],
      },
    });
    const answer = await stylist.suggestOutfits(wardrobe, casual());

    expect(generateOutfitsResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions.map((s) => s.items)).toEqual([
      [tee.id, jeans.id, sneakers.id],
      [greyTee.id, chinos.id, loafers.id],
    ]);
    expect(answer.suggestions.map((s) => s.styleRating)).toEqual([4.3, 5]);
    expect(answer.suggestions[0]?.tips).toEqual(['Roll the jeans once above the sneakers.']);

    const request = fake.requests[0]!;
    expect(request.body.model).toBe('text-model');
    expect(request.body.seed).toBe(42);
    expect(request.body.response_format?.type).toBe('json_schema');
    expect(request.body.response_format?.json_schema).toMatchObject({
      name: 'outfit_suggestions',
      strict: true,
    });
    const task = sentTask();
    expect(task).toMatchObject({ occasion: 'casual', weather: 'sunny', temperatureF: 70 });
    // Laundry and retired pieces are not offered; each item is compact (no price, brand, owner).
    expect(task.wardrobe.map((piece) => piece.id).sort()).toEqual(
      [tee, greyTee, jeans, chinos, sneakers, loafers, coat].map((piece) => piece.id).sort(),
    );
    expect(Object.keys(task.wardrobe[0]!).sort()).toEqual(
      ['category', 'color', 'id', 'lastWorn', 'name', 'subcategory', 'tags', 'timesWorn'].sort(),
    );
    expect(task.wardrobe.find((piece) => piece.id === tee.id)).toMatchObject({
      name: 'White Cotton T-Shirt',
      lastWorn: '2026-02-01',
      timesWorn: 2,
    });
  });

  it('drops ids that are not the user’s, and outfits left incomplete or breaking a rule', async () => {
    fake.reply({
      content: {
        suggestions: [
          // A foreign id inside an otherwise complete outfit: the id goes, the outfit stays.
          outfit([tee.id, jeans.id, sneakers.id, foreign]),
          // Its only bottom is foreign: incomplete once dropped.
          outfit([greyTee.id, foreign, loafers.id]),
          // The laundry piece is not offered: dropping it leaves no top.
          outfit([washing.id, chinos.id, loafers.id]),
          // Repeats two of three pieces of the first: too similar.
          outfit([tee.id, jeans.id, loafers.id]),
          // Valid, with the id in another case.
          outfit([greyTee.id.toUpperCase(), chinos.id, loafers.id]),
        ],
      },
    });
    const answer = await stylist.suggestOutfits(wardrobe, casual());
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions.map((s) => s.items)).toEqual([
      [tee.id, jeans.id, sneakers.id],
      [greyTee.id, chinos.id, loafers.id],
    ]);
    for (const suggestion of answer.suggestions)
      for (const id of suggestion.items) expect(ownIds.has(id)).toBe(true);
  });

  it('drops an outfit without outerwear in the cold, and falls back when nothing is left', async () => {
    fake.reply({ content: { suggestions: [outfit([tee.id, jeans.id, sneakers.id])] } });
    const answer = await stylist.suggestOutfits(wardrobe, casual({ temperature: 40 }));
    expect(answer.note).toMatch(/none of the AI model’s outfits were complete/i);
    expect(answer.note).toMatch(/built-in stylist answered instead/);
    // The built-in engine's answer: complete, and with the coat the cold needs.
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.suggestions) {
      expect(suggestion.items).toContain(coat.id);
      expect(outfitViolations(suggestion.items, wardrobe, casual({ temperature: 40 }))).toEqual([]);
    }
  });

  it('falls back with a note when every id is foreign', async () => {
    fake.reply({ content: { suggestions: [outfit([foreign, randomUUID(), randomUUID()])] } });
    const answer = await stylist.suggestOutfits(wardrobe, casual());
    expect(answer.note).toMatch(/built-in stylist answered instead/);
    expect(answer.suggestions).toEqual(
      (await local.suggestOutfits(wardrobe, casual())).suggestions,
    );
  });

  it.each([
    ['malformed JSON', { content: '{"suggestions": [' }, /not valid JSON/],
    [
      'schema-invalid content',
      { content: { suggestions: [{ items: [tee.id] }] } },
      /expected shape/,
    ],
    ['a server error', { status: 500, message: 'boom' }, /HTTP 500/],
  ])('falls back to the built-in engine with a note on %s', async (_case, reply, note) => {
    fake.reply(reply);
    const answer = await stylist.suggestOutfits(wardrobe, casual());
    expect(answer.note).toMatch(note);
    expect(answer.suggestions).toEqual(
      (await local.suggestOutfits(wardrobe, casual())).suggestions,
    );
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the model is slower than the timeout', async () => {
    const impatient = createStylist(
      {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'text-model',
        AI_TIMEOUT_MS: 300,
        AI_MAX_RETRIES: 0,
      },
      { local },
    );
    fake.reply({ content: { suggestions: [] }, delayMs: 8000 });
    const started = performance.now();
    const answer = await impatient.suggestOutfits(wardrobe, casual());
    expect(performance.now() - started).toBeLessThan(5000);
    expect(answer.note).toMatch(/timed out/);
    expect(answer.suggestions.length).toBeGreaterThan(0);
  });

  it('answers our 429 with "rate limit" and Retry-After when the provider is rate limited', async () => {
    fake.reply({ status: 429, message: 'Too many requests', headers: { 'retry-after': '12' } });
    const error = await rejection(stylist.suggestOutfits(wardrobe, casual()));
    expect(error.statusCode).toBe(429);
    expect(error.message).toMatch(/rate limit/);
    expect(error.headers).toEqual({ 'retry-after': '12' });
  });

  it('keeps only outfits built around the anchor piece', async () => {
    fake.reply({
      content: {
        suggestions: [
          outfit([greyTee.id, chinos.id, loafers.id]),
          outfit([tee.id, jeans.id, sneakers.id]),
        ],
      },
    });
    const answer = await stylist.suggestOutfits(wardrobe, casual({ anchorItemId: jeans.id }));
    expect(answer.suggestions.map((s) => s.items)).toEqual([[tee.id, jeans.id, sneakers.id]]);
    expect(sentTask()).toMatchObject({ buildAroundItemId: jeans.id });
  });

  it('does not ask the model when nothing can be worn: the engine says what is missing', async () => {
    const answer = await stylist.suggestOutfits([washing, retired], casual());
    expect(fake.requests).toHaveLength(0);
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing?.length).toBeGreaterThan(0);
  });
});

describe('OpenAI-compatible style tip', () => {
  it('keeps a tip that names the user’s pieces; the asked occasion wins', async () => {
    fake.reply({
      content: {
        tip: 'Your white cotton t-shirt and dark wash jeans make an easy base today.',
        occasion: 'date',
        itemIds: [tee.id, jeans.id, foreign],
      },
    });
    const tip = await stylist.styleTip(wardrobe, {
      weather: 'rainy',
      occasion: 'casual',
      now: NOW,
    });
    expect(tip).toEqual({
      tip: 'Your white cotton t-shirt and dark wash jeans make an easy base today.',
      occasion: 'casual',
      weather: 'rainy',
    });
    expect(fake.requests[0]?.body.response_format?.json_schema?.name).toBe('style_tip');
    expect(sentTask()).toMatchObject({ weather: 'rainy', occasion: 'casual', today: '2026-03-15' });
  });

  it('falls back when the tip names none of the user’s pieces', async () => {
    fake.reply({ content: { tip: 'Wear a red scarf.', occasion: 'casual', itemIds: [foreign] } });
    const tip = await stylist.styleTip(wardrobe, { now: NOW });
    expect(tip.note).toMatch(/did not use any of your pieces/);
    const { note: _note, ...rest } = tip;
    expect(rest).toEqual(await local.styleTip(wardrobe, { now: NOW }));
  });

  it('turns a provider 429 into ours', async () => {
    fake.reply({ status: 429, message: 'slow down' });
    const error = await rejection(stylist.styleTip(wardrobe, { now: NOW }));
    expect(error.statusCode).toBe(429);
    expect(error.message).toMatch(/rate limit/);
    expect(error.headers?.['retry-after']).toMatch(/^\d+$/);
  });
});

describe('OpenAI-compatible insight', () => {
  const answer = {
    insightType: 'celebrity-match',
    title: 'Your style twin: Jane Birkin',
    content: 'White tees, denim and easy flats: your pieces echo her off-duty ease.',
    relatedTags: ['minimalist', 'denim', 'Minimalist'],
  };

  it('keeps a fresh insight and tells the model what was already given', async () => {
    fake.reply({ content: answer });
    const insight = await stylist.insight(wardrobe, ['Denim was born as workwear'], 7);
    expect(insight).toEqual({ ...answer, relatedTags: ['minimalist', 'denim'] });
    expect(sentTask()).toMatchObject({ alreadyGiven: ['Denim was born as workwear'] });
    expect(fake.requests[0]?.body.seed).toBe(7);
  });

  it('falls back when the model repeats a title the user has', async () => {
    fake.reply({ content: answer });
    const history = ['your style twin:  JANE BIRKIN'];
    const insight = await stylist.insight(wardrobe, history, 7);
    expect(insight.note).toMatch(/repeated an insight/);
    const { note: _note, ...rest } = insight;
    expect(rest).toEqual(await local.insight(wardrobe, history, 7));
  });

  it('falls back on malformed JSON', async () => {
    fake.reply({ content: 'Jane Birkin!' });
    const insight = await stylist.insight(wardrobe, [], 7);
    expect(insight.note).toMatch(/not valid JSON/);
  });
});

describe('OpenAI-compatible shopping suggestions', () => {
  const suggestion = (itemName: string, pairsWithItemIds: string[], category = 'outerwear') => ({
    itemName,
    category,
    description: 'A light layer for spring.',
    reason: 'Goes over your White Cotton T-Shirt and Dark Wash Jeans.',
    pairsWithItemIds,
    brand: null,
    tags: ['versatile', 'spring'],
  });

  it('keeps suggestions built on the user’s pieces, priced from the user’s own spend', async () => {
    fake.reply({
      content: {
        suggestions: [
          suggestion('Navy Denim Jacket', [tee.id, jeans.id]),
          suggestion('Striped Breton Top', [jeans.id], 'tops'),
          // Already suggested before (case and spaces aside).
          suggestion('white  leather belt', [jeans.id], 'accessories'),
          // Built on nothing the user owns.
          suggestion('Silk Scarf', [foreign], 'accessories'),
          // The same name twice in one answer.
          suggestion('Navy denim jacket', [tee.id]),
        ],
      },
    });
    const suggestions = await stylist.shoppingSuggestions(
      wardrobe,
      [{ itemName: 'White Leather Belt' }],
      3,
    );
    expect(suggestions.map((s) => s.itemName)).toEqual(['Navy Denim Jacket', 'Striped Breton Top']);
    // No outerwear has a price: 'Price varies'. Tops: (2000 + 3000) / 2.
    expect(suggestions.map((s) => s.estimatedPrice)).toEqual([null, 2500]);
    expect(suggestions[1]).toMatchObject({
      category: 'tops',
      brand: null,
      tags: ['versatile', 'spring'],
    });
    expect(sentTask()).toMatchObject({ alreadySuggested: ['White Leather Belt'] });
  });

  it('falls back to the built-in suggestions when none holds up', async () => {
    fake.reply({ content: { suggestions: [suggestion('Silk Scarf', [foreign], 'accessories')] } });
    const suggestions = await stylist.shoppingSuggestions(wardrobe, [], 3);
    expect(suggestions).toEqual(await local.shoppingSuggestions(wardrobe, [], 3));
    expect(warnings).toEqual(['none of the AI model’s suggestions built on your pieces']);
  });

  it('turns a provider 429 into ours', async () => {
    fake.reply({ status: 429, message: 'slow down', headers: { 'retry-after-ms': '2500' } });
    const error = await rejection(stylist.shoppingSuggestions(wardrobe, [], 3));
    expect(error.statusCode).toBe(429);
    expect(error.message).toMatch(/rate limit/);
    expect(error.headers).toEqual({ 'retry-after': '3' });
  });
});

describe('OpenAI-compatible persona', () => {
  const persona = {
    name: 'Weekend Me',
    description: 'Relaxed and sunny',
    stylePreferences: ['Bohemian'],
    colorPalette: ['cream', 'rust'],
    occasions: ['weekend'],
  };

  it('writes the personality and celebrity match from the model', async () => {
    fake.reply({
      content: {
        personality: '  You dress for sunshine and ease.  ',
        celebrityMatch: 'Sienna Miller',
      },
    });
    const writing = await stylist.personaFor(persona, wardrobe);
    expect(writing).toEqual({
      personality: 'You dress for sunshine and ease.',
      celebrityMatch: 'Sienna Miller',
    });
    expect(sentTask()).toMatchObject({
      persona: { name: 'Weekend Me', colorPalette: ['cream', 'rust'] },
    });
  });

  it('falls back with a note on a schema-invalid answer', async () => {
    fake.reply({ content: { personality: 42 } });
    const writing = await stylist.personaFor(persona, wardrobe);
    expect(writing.note).toMatch(/expected shape/);
    const { note: _note, ...rest } = writing;
    expect(rest).toEqual(await local.personaFor(persona, wardrobe));
  });
});
