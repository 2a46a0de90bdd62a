import { describe, expect, it } from 'vitest';
import {
  foreign,
  jeans,
  local,
  NOW,
  rejection,
  sentTask,
  tee,
  useFakeProvider,
  wardrobe,
} from '../../test/kits/openai-stylist.ts';

const provider = useFakeProvider();

describe('OpenAI-compatible style tip', () => {
  it('keeps a tip that names the user’s pieces; the asked occasion wins', async () => {
    provider.fake.reply({
      content: {
        tip: 'Your white cotton t-shirt and dark wash jeans make an easy base today.',
        occasion: 'date',
        itemIds: [tee.id, jeans.id, foreign],
      },
    });
    const tip = await provider.stylist.styleTip(wardrobe, {
      weather: 'rainy',
      occasion: 'casual',
      now: NOW,
    });
    expect(tip).toEqual({
      tip: 'Your white cotton t-shirt and dark wash jeans make an easy base today.',
      occasion: 'casual',
      weather: 'rainy',
    });
    expect(provider.fake.requests[0]?.body.response_format?.json_schema?.name).toBe('style_tip');
    expect(sentTask(provider.fake)).toMatchObject({
      weather: 'rainy',
      occasion: 'casual',
      today: '2026-03-15',
    });
  });

  it('falls back when the tip names none of the user’s pieces', async () => {
    provider.fake.reply({
      content: { tip: 'Wear a red scarf.', occasion: 'casual', itemIds: [foreign] },
    });
    const tip = await provider.stylist.styleTip(wardrobe, { now: NOW });
    expect(tip.note).toMatch(/did not use any of your pieces/);
    const { note: _note, ...rest } = tip;
    expect(rest).toEqual(await local.styleTip(wardrobe, { now: NOW }));
  });

  it('turns a provider 429 into ours', async () => {
    provider.fake.reply({ status: 429, message: 'slow down' });
    const error = await rejection(provider.stylist.styleTip(wardrobe, { now: NOW }));
    expect(error.kind).toBe('rate-limited');
    expect(error.message).toMatch(/rate limit/);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
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
    provider.fake.reply({ content: answer });
    const insight = await provider.stylist.insight(wardrobe, ['Denim was born as workwear'], 7);
    expect(insight).toEqual({ ...answer, relatedTags: ['minimalist', 'denim'] });
    expect(sentTask(provider.fake)).toMatchObject({ alreadyGiven: ['Denim was born as workwear'] });
    expect(provider.fake.requests[0]?.body.seed).toBe(7);
  });

  it('falls back when the model repeats a title the user has', async () => {
    provider.fake.reply({ content: answer });
    const history = ['your style twin:  JANE BIRKIN'];
    const insight = await provider.stylist.insight(wardrobe, history, 7);
    expect(insight.note).toMatch(/repeated an insight/);
    const { note: _note, ...rest } = insight;
    expect(rest).toEqual(await local.insight(wardrobe, history, 7));
  });

  it('falls back on malformed JSON', async () => {
    provider.fake.reply({ content: 'Jane Birkin!' });
    const insight = await provider.stylist.insight(wardrobe, [], 7);
    expect(insight.note).toMatch(/not valid JSON/);
  });
});

describe('OpenAI-compatible shopping suggestions', () => {
  const suggestion = (
    itemName: string,
    pairsWithItemIds: string[],
    category = 'outerwear',
    color = 'navy',
  ) => ({
    itemName,
    category,
    color,
    description: 'A light layer for spring.',
    reason: 'Goes over your White Cotton T-Shirt and Dark Wash Jeans.',
    pairsWithItemIds,
    tags: ['versatile', 'spring'],
  });

  it('keeps suggestions built on the user’s pieces, through the same rules as the built-in ones', async () => {
    provider.fake.reply({
      content: {
        suggestions: [
          suggestion('Navy Denim Jacket', [tee.id, jeans.id]),
          suggestion('Striped Breton Top', [jeans.id], 'tops', 'navy stripes'),
          // Already suggested before (case and spaces aside).
          suggestion('white  leather belt', [jeans.id], 'accessories', 'white'),
          // A kind already suggested: the user has a suggestion of trainers.
          suggestion('Black Leather Sneakers', [jeans.id], 'shoes', 'black'),
          // The wardrobe has it: Dark Wash Jeans.
          suggestion('Blue Denim Jeans', [tee.id], 'bottoms', 'denim'),
          // Built on nothing the user owns.
          suggestion('Silk Scarf', [foreign], 'accessories'),
          // The same kind twice in one answer.
          suggestion('Navy denim jacket', [tee.id]),
        ],
      },
    });
    const suggestions = await provider.stylist.shoppingSuggestions(
      wardrobe,
      [{ itemName: 'White Leather Belt' }, { itemName: 'Grey Trainers' }],
      3,
    );
    expect(suggestions.map((s) => s.itemName)).toEqual(['Navy Denim Jacket', 'Striped Breton Top']);
    // No outerwear has a price: a default for a jacket. Tops: (2000 + 3000) / 2, as a shop prices.
    expect(suggestions.map((s) => s.estimatedPrice)).toEqual([11900, 2499]);
    expect(suggestions[0]).toMatchObject({ color: 'navy', tags: ['navy', 'versatile', 'spring'] });
    expect(suggestions[1]).toMatchObject({
      category: 'tops',
      brand: null,
      color: null,
      tags: ['versatile', 'spring'],
    });
    expect(sentTask(provider.fake)).toMatchObject({
      alreadySuggested: ['White Leather Belt', 'Grey Trainers'],
    });
  });

  it('falls back to the built-in suggestions when none holds up', async () => {
    provider.fake.reply({
      content: { suggestions: [suggestion('Silk Scarf', [foreign], 'accessories')] },
    });
    const suggestions = await provider.stylist.shoppingSuggestions(wardrobe, [], 3);
    expect(suggestions).toEqual(await local.shoppingSuggestions(wardrobe, [], 3));
    expect(provider.warnings).toEqual(['none of the AI model’s suggestions built on your pieces']);
  });

  it('turns a provider 429 into ours', async () => {
    provider.fake.reply({
      status: 429,
      message: 'slow down',
      headers: { 'retry-after-ms': '2500' },
    });
    const error = await rejection(provider.stylist.shoppingSuggestions(wardrobe, [], 3));
    expect(error.kind).toBe('rate-limited');
    expect(error.message).toMatch(/rate limit/);
    expect(error.retryAfterSeconds).toBe(3);
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
    provider.fake.reply({
      content: {
        personality: '  You dress for sunshine and ease.  ',
        celebrityMatch: 'Sienna Miller',
      },
    });
    const writing = await provider.stylist.personaFor(persona, wardrobe);
    expect(writing).toEqual({
      personality: 'You dress for sunshine and ease.',
      celebrityMatch: 'Sienna Miller',
    });
    expect(sentTask(provider.fake)).toMatchObject({
      persona: { name: 'Weekend Me', colorPalette: ['cream', 'rust'] },
    });
  });

  it('falls back with a note on a schema-invalid answer', async () => {
    provider.fake.reply({ content: { personality: 42 } });
    const writing = await provider.stylist.personaFor(persona, wardrobe);
    expect(writing.note).toMatch(/expected shape/);
    const { note: _note, ...rest } = writing;
    expect(rest).toEqual(await local.personaFor(persona, wardrobe));
  });
});
