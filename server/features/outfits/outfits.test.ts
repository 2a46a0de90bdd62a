import { beforeAll, describe, expect, it } from 'vitest';
import type { AlterEgo } from '../../../contract/alter-egos.ts';
import type { GenerateOutfitsResponse, Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { addItem, addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let wardrobe: WardrobeItem[];
let bobsItem: WardrobeItem;

const byName = (name: string) => {
  const found = wardrobe.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signUp(ctx.app);
  bob = await signUp(ctx.app);
  wardrobe = await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
  bobsItem = await addItem(ctx.app, bob, { name: 'Red Sneakers', category: 'shoes', color: 'red' });
});

function generate(user: SignedInUser, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/outfits/generate',
    headers: { cookie: user.cookie },
    payload,
  });
}

function saveOutfit(user: SignedInUser, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/outfits',
    headers: { cookie: user.cookie },
    payload,
  });
}

const listOutfits = async (user: SignedInUser) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/outfits', headers: { cookie: user.cookie } })
  ).json<Outfit[]>();

const listItems = async (user: SignedInUser) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/wardrobe', headers: { cookie: user.cookie } })
  ).json<WardrobeItem[]>();

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
    const frank = await signUp(ctx.app);
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
    const carol = await signUp(ctx.app);
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
    const dave = await signUp(ctx.app);
    const response = await generate(dave, {});
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateOutfitsResponse>();
    expect(body.suggestions).toEqual([]);
    expect(body.missing?.length).toBeGreaterThan(0);
    expect(body.missing?.join(' ')).toMatch(/add/i);
  });

  it('says a pair of shoes is missing when the wardrobe has none', async () => {
    const erin = await signUp(ctx.app);
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
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/alter-egos',
      headers: { cookie: alice.cookie },
      payload: { name: 'Boardroom Alice', stylePreferences: ['Classic'], occasions: ['work'] },
    });
    expect(created.statusCode).toBe(201);
    const ego = created.json<AlterEgo>();
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
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/outfits/generate',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('saved outfits', () => {
  it('saves an outfit for the session user, ignoring a planted userId', async () => {
    const response = await saveOutfit(alice, {
      userId: bob.user.id,
      name: 'work outfit - 3/15/2025',
      description: 'Navy and white for the office',
      itemIds: [byName('White Oxford Shirt').id, byName('Navy Tailored Trousers').id],
      occasion: 'work',
      weather: 'sunny',
      temperature: 70,
      aiGenerated: true,
    });
    expect(response.statusCode).toBe(201);
    const outfit = response.json<Outfit>();
    expect(outfit).toMatchObject({
      userId: alice.user.id,
      name: 'work outfit - 3/15/2025',
      description: 'Navy and white for the office',
      occasion: 'work',
      weather: 'sunny',
      temperature: 70,
      aiGenerated: true,
      timesWorn: 0,
      lastWorn: null,
      rating: null,
      isPublic: false,
    });
    expect(outfit.itemIds).toEqual([
      byName('White Oxford Shirt').id,
      byName('Navy Tailored Trousers').id,
    ]);
    expect((await listOutfits(bob)).some((o) => o.id === outfit.id)).toBe(false);
  });

  it('lists the user’s outfits newest first', async () => {
    const first = (
      await saveOutfit(alice, { name: 'First', itemIds: [byName('Grey Crew Tee').id] })
    ).json<Outfit>();
    const second = (
      await saveOutfit(alice, { name: 'Second', itemIds: [byName('Dark Wash Jeans').id] })
    ).json<Outfit>();
    const list = await listOutfits(alice);
    expect(list.findIndex((o) => o.id === second.id)).toBeLessThan(
      list.findIndex((o) => o.id === first.id),
    );
    expect(list.every((o) => o.userId === alice.user.id)).toBe(true);
  });

  it('answers 400 for item ids that are not the user’s', async () => {
    const response = await saveOutfit(alice, {
      name: 'Borrowed',
      itemIds: [byName('Grey Crew Tee').id, bobsItem.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('itemIds');
    expect((await listOutfits(alice)).some((o) => o.name === 'Borrowed')).toBe(false);
  });

  it('answers 400 for an alter ego that is not the user’s', async () => {
    const ego = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/alter-egos',
        headers: { cookie: bob.cookie },
        payload: { name: 'Bob Weekend' },
      })
    ).json<AlterEgo>();
    const response = await saveOutfit(alice, {
      name: 'Persona look',
      itemIds: [byName('Grey Crew Tee').id],
      alterEgoId: ego.id,
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [{ itemIds: [] }, 'name'],
    [{ name: '   ', itemIds: ['00000000-0000-4000-8000-000000000000'] }, 'name'],
    [{ name: 'x'.repeat(121), itemIds: ['00000000-0000-4000-8000-000000000000'] }, 'name'],
    [{ name: 'No items', itemIds: [] }, 'itemIds'],
    [{ name: 'Bad ids', itemIds: ['abc'] }, 'itemIds'],
    [{ name: 'Not a list', itemIds: 'abc' }, 'itemIds'],
    [
      {
        name: 'Too many',
        itemIds: Array.from(
          { length: 21 },
          (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ),
      },
      'itemIds',
    ],
    [
      { name: 'Hot', itemIds: ['00000000-0000-4000-8000-000000000000'], temperature: 101 },
      'temperature',
    ],
    [
      { name: 'Flag', itemIds: ['00000000-0000-4000-8000-000000000000'], aiGenerated: 'yes' },
      'aiGenerated',
    ],
  ])('answers 400 for a bad body %j', async (payload, field) => {
    const response = await saveOutfit(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('links an outfit saved with the user’s own alter ego', async () => {
    const ego = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/alter-egos',
        headers: { cookie: alice.cookie },
        payload: { name: 'Weekend Alice', occasions: ['weekend'] },
      })
    ).json<AlterEgo>();
    const response = await saveOutfit(alice, {
      name: 'Weekend look',
      itemIds: [byName('Grey Crew Tee').id, byName('Dark Wash Jeans').id],
      alterEgoId: ego.id,
    });
    expect(response.statusCode).toBe(201);
    const links = await ctx.pool.query(
      'SELECT alter_ego_id FROM alter_ego_outfits WHERE outfit_id = $1',
      [response.json<Outfit>().id],
    );
    expect(links.rows).toEqual([{ alter_ego_id: ego.id }]);
  });

  it('deletes the user’s outfit; another user’s answers 404', async () => {
    const outfit = (
      await saveOutfit(alice, { name: 'To delete', itemIds: [byName('Grey Crew Tee').id] })
    ).json<Outfit>();
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/outfits/${outfit.id}`,
      headers: { cookie: bob.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/outfits/${outfit.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(204);
    expect((await listOutfits(alice)).some((o) => o.id === outfit.id)).toBe(false);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/outfits/${outfit.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(again.statusCode).toBe(404);
    const garbage = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/outfits/not-an-id',
      headers: { cookie: alice.cookie },
    });
    expect(garbage.statusCode).toBe(404);
  });
});

describe('POST /api/outfits/:id/wear', () => {
  it('increments the outfit and each of its items, logged so each item’s wear can be undone', async () => {
    const shirt = byName('Light Blue Button-Down');
    const trousers = byName('Charcoal Wool Trousers');
    const outfit = (
      await saveOutfit(alice, { name: 'Wear me', itemIds: [shirt.id, trousers.id] })
    ).json<Outfit>();
    const before = await listItems(alice);
    const timesBefore = (id: string) => before.find((i) => i.id === id)!.timesWorn;

    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/outfits/${outfit.id}/wear`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(200);
    const worn = response.json<Outfit>();
    expect(worn.timesWorn).toBe(1);
    expect(worn.lastWorn).not.toBeNull();

    const after = await listItems(alice);
    for (const id of [shirt.id, trousers.id]) {
      const item = after.find((i) => i.id === id)!;
      expect(item.timesWorn).toBe(timesBefore(id) + 1);
      expect(item.lastWorn).toBe(worn.lastWorn);
    }
    const untouched = after.find((i) => i.id === byName('Gold Watch').id)!;
    expect(untouched.timesWorn).toBe(timesBefore(untouched.id));

    const twice = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/outfits/${outfit.id}/wear`,
        headers: { cookie: alice.cookie },
      })
    ).json<Outfit>();
    expect(twice.timesWorn).toBe(2);
    const logged = await ctx.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM item_wears WHERE item_id = $1',
      [shirt.id],
    );
    expect(Number(logged.rows[0]!.n)).toBe(2);

    const undo = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wardrobe/${shirt.id}/wear`,
      headers: { cookie: alice.cookie },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json<WardrobeItem>().timesWorn).toBe(timesBefore(shirt.id) + 1);
    expect(undo.json<WardrobeItem>().lastWorn).toBe(worn.lastWorn);
  });

  it('skips items deleted since the outfit was saved', async () => {
    const scarf = await addItem(ctx.app, alice, { name: 'Temp Scarf', category: 'accessories' });
    const tee = byName('Grey Crew Tee');
    const outfit = (
      await saveOutfit(alice, { name: 'Scarf look', itemIds: [tee.id, scarf.id] })
    ).json<Outfit>();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wardrobe/${scarf.id}`,
      headers: { cookie: alice.cookie },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/outfits/${outfit.id}/wear`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Outfit>().timesWorn).toBe(1);
  });

  it('answers 404 for another user’s outfit and changes nothing', async () => {
    const shirt = byName('White Oxford Shirt');
    const outfit = (await saveOutfit(alice, { name: 'Mine', itemIds: [shirt.id] })).json<Outfit>();
    const before = (await listItems(alice)).find((i) => i.id === shirt.id)!.timesWorn;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/outfits/${outfit.id}/wear`,
      headers: { cookie: bob.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect((await listItems(alice)).find((i) => i.id === shirt.id)!.timesWorn).toBe(before);
    expect((await listOutfits(alice)).find((o) => o.id === outfit.id)!.timesWorn).toBe(0);
  });
});

describe('an outfit whose piece was deleted', () => {
  it('lists only the pieces that still exist, in their order', async () => {
    const scarf = await addItem(ctx.app, alice, {
      name: 'Short-lived Scarf',
      category: 'accessories',
    });
    const shirt = byName('White Oxford Shirt');
    const trousers = byName('Navy Tailored Trousers');
    const outfit = (
      await saveOutfit(alice, { name: 'With a scarf', itemIds: [shirt.id, scarf.id, trousers.id] })
    ).json<Outfit>();
    expect(outfit.itemIds).toEqual([shirt.id, scarf.id, trousers.id]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wardrobe/${scarf.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(deleted.statusCode).toBe(204);

    const listed = (await listOutfits(alice)).find((o) => o.id === outfit.id)!;
    expect(listed.itemIds).toEqual([shirt.id, trousers.id]);
  });
});
