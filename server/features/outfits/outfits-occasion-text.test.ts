import { describe, expect, it } from 'vitest';
import {
  OCCASION_TEXT_MAX,
  type GenerateOutfitsResponse,
  type Outfit,
} from '../../../contract/outfits.ts';
import { expectJson } from '../../test/api-client.ts';
import { outfitsTestKit } from '../../test/kits/outfits.ts';

// The occasion in the user's own words (issue 28): read by the stylist, answered with its reading.
const { alice, byName, generate, saveOutfit, listOutfits } = await outfitsTestKit();

const generated = async (payload: Record<string, unknown>) =>
  expectJson<GenerateOutfitsResponse>(await generate(alice, payload));

describe('POST /api/outfits/generate with occasionText', () => {
  it('answers the stylist’s reading of the words, and dresses by it', async () => {
    const body = await generated({
      occasion: 'work',
      occasionText: '  Funeral  ',
      weather: 'cloudy',
      temperature: 60,
    });
    expect(body.occasionReading).toEqual({
      text: 'Funeral',
      understood: true,
      readAs: ['a funeral'],
      occasion: 'formal',
      formality: 'dressy',
      activities: ['seated', 'standing'],
      dressCodes: ['sober'],
      avoidColors: ['bright', 'loud-prints'],
      layers: false,
      explanation:
        'Read as a funeral: dressy, dark and sober, avoid bright colours and loud prints.',
    });
    expect(body.suggestions.length).toBeGreaterThan(0);
    const pale = byName('Light Blue Button-Down').id;
    for (const s of body.suggestions) {
      // Sober: no pale colour, and no jeans (too casual for a funeral).
      expect(s.items).not.toContain(pale);
      expect(s.items).not.toContain(byName('Dark Wash Jeans').id);
      expect(s.description).toMatch(/^Dressed for a funeral on /);
    }
  });

  it('keeps white and black off the clothes for an Indian wedding', async () => {
    const body = await generated({ occasionText: 'indian wedding', temperature: 60 });
    expect(body.occasionReading?.explanation).toBe(
      'Read as an Indian wedding: dressy, festive colour welcome, dress modestly, avoid white and black.',
    );
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const s of body.suggestions)
      expect(s.items).not.toContain(byName('White Oxford Shirt').id);
  });

  it('falls back to the button for words it cannot read, and says so', async () => {
    const payload = { occasion: 'casual', weather: 'sunny', temperature: 70, seed: 7 };
    const plain = await generated(payload);
    const unread = await generated({ ...payload, occasionText: 'xyzzy' });
    expect(plain.occasionReading).toBeUndefined();
    expect(unread.occasionReading).toMatchObject({
      text: 'xyzzy',
      understood: false,
      occasion: 'casual',
      explanation: "Could not read 'xyzzy'; styled for a casual day.",
    });
    expect(unread.suggestions).toEqual(plain.suggestions);
  });

  it.each([[''], ['   '], [null]])('treats %j as no words at all', async (occasionText) => {
    const payload = { occasion: 'work', seed: 3 };
    const body = await generated({ ...payload, occasionText });
    expect(body.occasionReading).toBeUndefined();
    expect(body).toEqual(await generated(payload));
  });

  it(`takes up to ${OCCASION_TEXT_MAX} characters`, async () => {
    const words = `beach party ${'x'.repeat(OCCASION_TEXT_MAX - 12)}`;
    expect(words).toHaveLength(OCCASION_TEXT_MAX);
    const body = await generated({ occasionText: words, temperature: 85 });
    expect(body.occasionReading).toMatchObject({ text: words, understood: true });
  });

  it.each([
    [
      'x'.repeat(OCCASION_TEXT_MAX + 1),
      'occasionText: Occasion description must be at most 120 characters',
    ],
    [42, 'occasionText: Occasion description must be text'],
    [['wedding'], 'occasionText: Occasion description must be text'],
    [{ text: 'wedding' }, 'occasionText: Occasion description must be text'],
  ])('answers 400 for occasionText %j', async (occasionText, message) => {
    const response = await generate(alice, { occasionText });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('keeps the six occasions as they are: the words do not widen the enum', async () => {
    const response = await generate(alice, { occasion: 'Indian wedding' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('occasion');
  });

  it('files a saved look under the nearest of the six occasions, the words in its description', async () => {
    const body = await generated({ occasionText: 'hiking then dinner', temperature: 60 });
    const reading = body.occasionReading!;
    expect(reading.occasion).toBe('casual');
    const look = body.suggestions[0]!;
    const saved = expectJson<Outfit>(
      await saveOutfit(alice, {
        name: 'casual outfit - 1/1/2027',
        description: `For “${reading.text}”: ${look.description}`,
        itemIds: look.items,
        occasion: reading.occasion,
        weather: 'sunny',
        temperature: 60,
        aiGenerated: true,
      }),
      201,
    );
    expect(saved.occasion).toBe('casual');
    expect((await listOutfits(alice)).find((o) => o.id === saved.id)?.description).toMatch(
      /^For “hiking then dinner”: Dressed for a hike, then dinner/,
    );
  });
});
