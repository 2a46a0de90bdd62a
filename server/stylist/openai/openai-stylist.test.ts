import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateOutfitsResponseSchema } from '../../../contract/outfits.ts';
import { createStylist } from '../create-stylist.ts';
import { outfitViolations } from '../local/outfits/outfit-rules.ts';
import {
  casual,
  chinos,
  coat,
  foreign,
  greyTee,
  jeans,
  loafers,
  local,
  outfit,
  ownIds,
  rejection,
  retired,
  sentTask,
  sneakers,
  tee,
  useFakeProvider,
  wardrobe,
  washing,
} from '../../test/kits/openai-stylist.ts';

const provider = useFakeProvider();

describe('OpenAI-compatible outfits', () => {
  it('fixture outfits are valid for the engine’s hard rules', () => {
    expect(outfitViolations([tee.id, jeans.id, sneakers.id], wardrobe, casual())).toEqual([]);
    expect(outfitViolations([greyTee.id, chinos.id, loafers.id], wardrobe, casual())).toEqual([]);
  });

  it('sends the usable wardrobe as compact data with a strict JSON schema, and keeps valid outfits', async () => {
    provider.fake.reply({
      content: {
        suggestions: [
          outfit([tee.id, jeans.id, sneakers.id], 4.26),
          outfit([greyTee.id, chinos.id, loafers.id], 9),
        ],
      },
    });
    const answer = await provider.stylist.suggestOutfits(wardrobe, casual());

    expect(generateOutfitsResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions.map((s) => s.items)).toEqual([
      [tee.id, jeans.id, sneakers.id],
      [greyTee.id, chinos.id, loafers.id],
    ]);
    expect(answer.suggestions.map((s) => s.styleRating)).toEqual([4.3, 5]);
    expect(answer.suggestions[0]?.tips).toEqual(['Roll the jeans once above the sneakers.']);

    const request = provider.fake.requests[0]!;
    expect(request.body.model).toBe('text-model');
    expect(request.body.seed).toBe(42);
    expect(request.body.response_format?.type).toBe('json_schema');
    expect(request.body.response_format?.json_schema).toMatchObject({
      name: 'outfit_suggestions',
      strict: true,
    });
    const task = sentTask(provider.fake);
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
    provider.fake.reply({
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
    const answer = await provider.stylist.suggestOutfits(wardrobe, casual());
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions.map((s) => s.items)).toEqual([
      [tee.id, jeans.id, sneakers.id],
      [greyTee.id, chinos.id, loafers.id],
    ]);
    for (const suggestion of answer.suggestions)
      for (const id of suggestion.items) expect(ownIds.has(id)).toBe(true);
  });

  it('drops an outfit without outerwear in the cold, and falls back when nothing is left', async () => {
    provider.fake.reply({ content: { suggestions: [outfit([tee.id, jeans.id, sneakers.id])] } });
    const answer = await provider.stylist.suggestOutfits(wardrobe, casual({ temperature: 40 }));
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
    provider.fake.reply({
      content: { suggestions: [outfit([foreign, randomUUID(), randomUUID()])] },
    });
    const answer = await provider.stylist.suggestOutfits(wardrobe, casual());
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
    provider.fake.reply(reply);
    const answer = await provider.stylist.suggestOutfits(wardrobe, casual());
    expect(answer.note).toMatch(note);
    expect(answer.suggestions).toEqual(
      (await local.suggestOutfits(wardrobe, casual())).suggestions,
    );
    expect(provider.warnings).toHaveLength(1);
  });

  it('falls back when the model is slower than the timeout', async () => {
    const impatient = createStylist(
      {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: provider.fake.baseUrl,
        AI_MODEL: 'text-model',
        AI_TIMEOUT_MS: 300,
        AI_MAX_RETRIES: 0,
      },
      { local },
    );
    provider.fake.reply({ content: { suggestions: [] }, delayMs: 8000 });
    const started = performance.now();
    const answer = await impatient.suggestOutfits(wardrobe, casual());
    expect(performance.now() - started).toBeLessThan(5000);
    expect(answer.note).toMatch(/timed out/);
    expect(answer.suggestions.length).toBeGreaterThan(0);
  });

  it('answers our 429 with "rate limit" and Retry-After when the provider is rate limited', async () => {
    provider.fake.reply({
      status: 429,
      message: 'Too many requests',
      headers: { 'retry-after': '12' },
    });
    const error = await rejection(provider.stylist.suggestOutfits(wardrobe, casual()));
    expect(error.kind).toBe('rate-limited');
    expect(error.message).toMatch(/rate limit/);
    expect(error.retryAfterSeconds).toBe(12);
  });

  it('keeps only outfits built around the anchor piece', async () => {
    provider.fake.reply({
      content: {
        suggestions: [
          outfit([greyTee.id, chinos.id, loafers.id]),
          outfit([tee.id, jeans.id, sneakers.id]),
        ],
      },
    });
    const answer = await provider.stylist.suggestOutfits(
      wardrobe,
      casual({ anchorItemId: jeans.id }),
    );
    expect(answer.suggestions.map((s) => s.items)).toEqual([[tee.id, jeans.id, sneakers.id]]);
    expect(sentTask(provider.fake)).toMatchObject({ buildAroundItemId: jeans.id });
  });

  it('sends the occasion in the user’s own words as typed, with the reading, and keeps only outfits that obey it', async () => {
    const words = 'Safari with the KIDS – Zoë’s 6th birthday!';
    provider.fake.reply({
      content: {
        suggestions: [
          // White is what a safari asks to avoid: dropped.
          outfit([tee.id, jeans.id, sneakers.id]),
          outfit([greyTee.id, chinos.id, loafers.id]),
        ],
      },
    });
    const answer = await provider.stylist.suggestOutfits(
      wardrobe,
      casual({ occasion: 'work', occasionText: words }),
    );
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions.map((s) => s.items)).toEqual([[greyTee.id, chinos.id, loafers.id]]);
    expect(answer.occasionReading).toMatchObject({
      text: words,
      understood: true,
      occasion: 'casual',
      avoidColors: ['white', 'bright'],
    });

    const request = provider.fake.requests[0]!;
    // The words reach the model exactly as typed, inside the task it is given.
    const prompt = (request.body.messages ?? []).map((m) => String(m.content)).join('\n');
    expect(prompt).toContain(JSON.stringify(words));
    const task = sentTask(provider.fake);
    expect(task).toMatchObject({
      occasion: 'casual',
      occasionInTheirWords: words,
      occasionReading: {
        understood: true,
        nearestOccasion: 'casual',
        avoidColors: ['white', 'bright'],
        explanation: answer.occasionReading?.explanation,
      },
    });
    expect(task.rules).toContainEqual(expect.stringContaining('occasionInTheirWords'));
  });

  it('sends the words it cannot read too, and the button stays the occasion', async () => {
    provider.fake.reply({ content: { suggestions: [outfit([tee.id, jeans.id, sneakers.id])] } });
    const answer = await provider.stylist.suggestOutfits(
      wardrobe,
      casual({ occasionText: 'xyzzy' }),
    );
    expect(answer.occasionReading).toMatchObject({ understood: false, occasion: 'casual' });
    expect(sentTask(provider.fake)).toMatchObject({
      occasion: 'casual',
      occasionInTheirWords: 'xyzzy',
      occasionReading: { understood: false },
    });
  });

  it('keeps the reading when the built-in stylist answers instead', async () => {
    provider.fake.reply({ status: 500, message: 'boom' });
    const request = casual({ occasionText: 'beach party', temperature: 85 });
    const answer = await provider.stylist.suggestOutfits(wardrobe, request);
    expect(answer.note).toMatch(/built-in stylist answered instead/);
    expect(answer.occasionReading).toEqual(
      (await local.suggestOutfits(wardrobe, request)).occasionReading,
    );
    expect(answer.occasionReading?.explanation).toMatch(/^Read as a beach party: /);
  });

  it('sends no occasion words when none were typed', async () => {
    provider.fake.reply({ content: { suggestions: [outfit([tee.id, jeans.id, sneakers.id])] } });
    const answer = await provider.stylist.suggestOutfits(wardrobe, casual());
    expect(answer.occasionReading).toBeUndefined();
    const task = sentTask(provider.fake);
    expect(task).not.toHaveProperty('occasionInTheirWords');
    expect(task).not.toHaveProperty('occasionReading');
  });

  it('does not ask the model when nothing can be worn: the engine says what is missing', async () => {
    const answer = await provider.stylist.suggestOutfits([washing, retired], casual());
    expect(provider.fake.requests).toHaveLength(0);
    expect(answer.note).toBeUndefined();
    expect(answer.suggestions).toEqual([]);
    expect(answer.missing?.length).toBeGreaterThan(0);
  });
});
