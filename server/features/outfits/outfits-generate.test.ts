import { describe, expect, it } from 'vitest';
import type { GenerateOutfitsResponse } from '../../../contract/outfits.ts';
import { anonymous, asUser, expectJson } from '../../test/api-client.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { outfitsTestKit } from '../../test/kits/outfits.ts';
import { addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

// Generating outfits from the user’s own wardrobe.
const { ctx, alice, bob, wardrobe, bobsItem, byName, generate } = await outfitsTestKit();
const make = entityFactories(ctx.db);

describe('POST /api/outfits/generate', () => {
  it('answers complete outfits made only of the user’s items', async () => {
    const response = await generate(alice, {
      occasion: 'work',
      weather: 'sunny',
      temperature: 70,
      stylePreferences: ['Classic'],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateOutfitsResponse>();
    expect(body.suggestions.length).toBeGreaterThan(0);
    const ids = new Set(wardrobe.map((i) => i.id));
    for (const s of body.suggestions) {
      expect(s.items.every((id) => ids.has(id))).toBe(true);
      const categories = s.items.map((id) => wardrobe.find((i) => i.id === id)!.category);
      expect(categories).toContain('shoes');
      expect(
        categories.includes('dresses') ||
          (categories.includes('tops') && categories.includes('bottoms')),
      ).toBe(true);
      expect(s.styleRating).toBeGreaterThanOrEqual(0);
      expect(s.styleRating).toBeLessThanOrEqual(5);
      expect(s.description).not.toBe('');
      expect(s.tips.length).toBeGreaterThan(0);
    }
  });

  it('puts outerwear on every outfit in the cold', async () => {
    const body = (
      await generate(alice, { occasion: 'work', weather: 'cloudy', temperature: 35 })
    ).json<GenerateOutfitsResponse>();
    expect(body.suggestions.length).toBeGreaterThan(0);
    const outerwear = new Set(wardrobe.filter((i) => i.category === 'outerwear').map((i) => i.id));
    for (const s of body.suggestions) expect(s.items.some((id) => outerwear.has(id))).toBe(true);
  });

  it('keeps suede out of the rain and warm coats out of the heat', async () => {
    const frank = await asUser(ctx.app);
    const items = await addItems(ctx.app, frank, [
      ...EVERYDAY_WARDROBE,
      { name: 'Tan Suede Ankle Boots', category: 'shoes', color: 'tan' },
      { name: 'Black Puffer Jacket', category: 'outerwear', color: 'black' },
      { name: 'Beige Trench Coat', category: 'outerwear', color: 'beige' },
    ]);
    const id = (name: string) => items.find((i) => i.name === name)!.id;
    const warmCoats = [id('Black Puffer Jacket'), id('Camel Wool Coat')];
    for (const seed of [1, 2, 3]) {
      const rainy = (
        await generate(frank, { occasion: 'casual', weather: 'rainy', temperature: 60, seed })
      ).json<GenerateOutfitsResponse>();
      expect(rainy.suggestions.length).toBeGreaterThan(0);
      for (const s of rainy.suggestions) {
        expect(s.items).not.toContain(id('Tan Suede Ankle Boots'));
        // Rain calls for a layer on top.
        expect(s.items.some((i) => items.find((x) => x.id === i)!.category === 'outerwear')).toBe(
          true,
        );
      }
      const hot = (
        await generate(frank, { occasion: 'casual', weather: 'sunny', temperature: 90, seed })
      ).json<GenerateOutfitsResponse>();
      expect(hot.suggestions.length).toBeGreaterThan(0);
      for (const s of hot.suggestions) {
        expect(s.items.some((i) => warmCoats.includes(i))).toBe(false);
      }
    }
  });

  it('never suggests an item that is in the laundry', async () => {
    const carol = await asUser(ctx.app);
    const items = await addItems(ctx.app, carol, [
      ...EVERYDAY_WARDROBE,
      { name: 'Striped Breton Tee', category: 'tops', color: 'navy', inLaundry: true },
      { name: 'Beige Chinos', category: 'bottoms', color: 'beige', inLaundry: true },
    ]);
    const washing = new Set(items.filter((i) => i.inLaundry).map((i) => i.id));
    expect(washing.size).toBe(2);
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const occasion of ['casual', 'work']) {
        const body = (
          await generate(carol, { occasion, weather: 'sunny', temperature: 70, seed })
        ).json<GenerateOutfitsResponse>();
        expect(body.suggestions.length).toBeGreaterThan(0);
        for (const s of body.suggestions) expect(s.items.some((id) => washing.has(id))).toBe(false);
      }
    }
  });

  it('says what is missing for an empty wardrobe instead of a broken outfit', async () => {
    const dave = await asUser(ctx.app);
    const response = await generate(dave, {});
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateOutfitsResponse>();
    expect(body.suggestions).toEqual([]);
    expect(body.missing?.length).toBeGreaterThan(0);
    expect(body.missing?.join(' ')).toMatch(/add/i);
  });

  it('says a pair of shoes is missing when the wardrobe has none', async () => {
    const erin = await asUser(ctx.app);
    await addItems(ctx.app, erin, [
      { name: 'White Tee', category: 'tops', color: 'white' },
      { name: 'Blue Jeans', category: 'bottoms', color: 'denim' },
    ]);
    const body = (await generate(erin, { occasion: 'casual' })).json<GenerateOutfitsResponse>();
    expect(body.suggestions).toEqual([]);
    expect(body.missing?.join(' ')).toMatch(/shoes/i);
  });

  it('ignores a planted userId: the wardrobe is always the session user’s', async () => {
    const body = (
      await generate(bob, { userId: alice.user.id, occasion: 'casual' })
    ).json<GenerateOutfitsResponse>();
    const alicesIds = new Set(wardrobe.map((i) => i.id));
    for (const s of body.suggestions) expect(s.items.some((id) => alicesIds.has(id))).toBe(false);
    expect(body.missing?.length).toBeGreaterThan(0);
  });

  it('is deterministic for a seed', async () => {
    const payload = { occasion: 'casual', weather: 'sunny', temperature: 65, seed: 42 };
    const first = (await generate(alice, payload)).json<GenerateOutfitsResponse>();
    const second = (await generate(alice, payload)).json<GenerateOutfitsResponse>();
    expect(second).toEqual(first);
  });

  it('builds every outfit around the anchor item', async () => {
    const anchor = byName('Dark Wash Jeans');
    const body = (
      await generate(alice, { occasion: 'casual', anchorItemId: anchor.id })
    ).json<GenerateOutfitsResponse>();
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const s of body.suggestions) expect(s.items).toContain(anchor.id);
  });

  it('answers 404 for an anchor item that is not the user’s', async () => {
    const response = await generate(alice, { anchorItemId: bobsItem.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Item not found' });
  });

  it('steers by a stored alter ego, and answers 404 for another user’s', async () => {
    const ego = await make.alterEgo(alice, {
      name: 'Boardroom Alice',
      stylePreferences: ['Classic'],
      occasions: ['work'],
    });
    const own = await generate(alice, { alterEgoId: ego.id });
    expect(own.statusCode).toBe(200);
    expect(own.json<GenerateOutfitsResponse>().suggestions.length).toBeGreaterThan(0);

    const foreign = await generate(bob, { alterEgoId: ego.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Alter ego not found' });
  });

  it('takes a persona sent as text', async () => {
    const response = await generate(alice, {
      occasion: 'evening',
      alterEgoDescription: 'Sleek city nights in dark tailoring',
      alterEgoPersonality: 'Confident and minimal',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ temperature: 150 }, 'temperature'],
    [{ temperature: -5 }, 'temperature'],
    [{ temperature: 'warm' }, 'temperature'],
    [{ occasion: 'party' }, 'occasion'],
    [{ weather: 'snowy' }, 'weather'],
    [{ stylePreferences: ['Goth'] }, 'stylePreferences'],
    [{ stylePreferences: 'Classic' }, 'stylePreferences'],
    [{ seed: -1 }, 'seed'],
    [{ seed: 1.5 }, 'seed'],
    [{ alterEgoId: 'not-an-id' }, 'alterEgoId'],
    [{ alterEgoDescription: 'x'.repeat(1001) }, 'alterEgoDescription'],
  ])('answers 400 for a bad body %j', async (payload, field) => {
    const response = await generate(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('accepts any case for the enums', async () => {
    const response = await generate(alice, {
      occasion: 'Casual',
      weather: 'RAINY',
      stylePreferences: ['minimalist'],
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await anonymous(ctx.app).post('/api/outfits/generate', {});
    expect(response.statusCode).toBe(401);
  });
});

// The forecast's range (issue 28): the generator sends the day's low and high with its settings.
describe('POST /api/outfits/generate with the day’s temperature range', () => {
  const hasOuterwear = (items: string[]) =>
    items.some((id) => wardrobe.find((i) => i.id === id)?.category === 'outerwear');

  it('puts the looks that suit both ends of the day first, and drops none', async () => {
    const settings = { occasion: 'casual', weather: 'sunny', temperature: 60 };
    let layeredSeen = 0;
    let bareSeen = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const plain = expectJson<GenerateOutfitsResponse>(
        await generate(alice, { ...settings, seed }),
      );
      const ranged = expectJson<GenerateOutfitsResponse>(
        await generate(alice, { ...settings, seed, temperatureRange: { low: 45, high: 72 } }),
      );
      // The same looks, reordered: at 45 °F in the morning a jacket or coat comes first.
      expect([...ranged.suggestions].map((s) => s.items.join()).sort()).toEqual(
        [...plain.suggestions].map((s) => s.items.join()).sort(),
      );
      const layered = ranged.suggestions.map((s) => hasOuterwear(s.items));
      expect(layered).toEqual([...layered].sort((a, b) => Number(b) - Number(a)));
      layeredSeen += layered.filter(Boolean).length;
      bareSeen += layered.filter((l) => !l).length;
    }
    // Both kinds were there to order.
    expect(layeredSeen).toBeGreaterThan(0);
    expect(bareSeen).toBeGreaterThan(0);
  });

  it('answers 400 with a message for a range that is not one', async () => {
    for (const [temperatureRange, message] of [
      [{ low: 70, high: 50 }, 'The range’s low must not be above its high'],
      [{ low: -20, high: 50 }, 'Temperature must be at least 0 °F'],
      ['cold', 'Temperature range must be { low, high } in °F'],
    ] as const) {
      const response = await generate(alice, { temperatureRange });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });
});
