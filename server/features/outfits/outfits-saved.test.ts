import { describe, expect, it } from 'vitest';
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { expectJson } from '../../test/api-client.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { outfitsTestKit } from '../../test/kits/outfits.ts';
import { addItem } from '../../test/wardrobe-fixtures.ts';

// Saved outfits: saving (own items only), listing, deleting, wearing, and pieces deleted later.
const { ctx, alice, bob, bobsItem, byName, saveOutfit, listOutfits, listItems } =
  await outfitsTestKit();
const make = entityFactories(ctx.db);

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
    const ego = await make.alterEgo(bob, { name: 'Bob Weekend' });
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
    const ego = await make.alterEgo(alice, { name: 'Weekend Alice', occasions: ['weekend'] });
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
    expect((await bob.delete(`/api/outfits/${outfit.id}`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/outfits/${outfit.id}`)).statusCode).toBe(204);
    expect((await listOutfits(alice)).some((o) => o.id === outfit.id)).toBe(false);
    expect((await alice.delete(`/api/outfits/${outfit.id}`)).statusCode).toBe(404);
    expect((await alice.delete('/api/outfits/not-an-id')).statusCode).toBe(404);
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

    const worn = expectJson<Outfit>(await alice.post(`/api/outfits/${outfit.id}/wear`));
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

    const twice = expectJson<Outfit>(await alice.post(`/api/outfits/${outfit.id}/wear`));
    expect(twice.timesWorn).toBe(2);
    const logged = await ctx.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM item_wears WHERE item_id = $1',
      [shirt.id],
    );
    expect(Number(logged.rows[0]!.n)).toBe(2);

    const undo = expectJson<WardrobeItem>(await alice.delete(`/api/wardrobe/${shirt.id}/wear`));
    expect(undo.timesWorn).toBe(timesBefore(shirt.id) + 1);
    expect(undo.lastWorn).toBe(worn.lastWorn);
  });

  it('skips items deleted since the outfit was saved', async () => {
    const scarf = await addItem(ctx.app, alice, { name: 'Temp Scarf', category: 'accessories' });
    const tee = byName('Grey Crew Tee');
    const outfit = (
      await saveOutfit(alice, { name: 'Scarf look', itemIds: [tee.id, scarf.id] })
    ).json<Outfit>();
    await alice.delete(`/api/wardrobe/${scarf.id}`);
    const response = await alice.post(`/api/outfits/${outfit.id}/wear`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Outfit>().timesWorn).toBe(1);
  });

  it('answers 404 for another user’s outfit and changes nothing', async () => {
    const shirt = byName('White Oxford Shirt');
    const outfit = (await saveOutfit(alice, { name: 'Mine', itemIds: [shirt.id] })).json<Outfit>();
    const before = (await listItems(alice)).find((i) => i.id === shirt.id)!.timesWorn;
    const response = await bob.post(`/api/outfits/${outfit.id}/wear`);
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

    const deleted = await alice.delete(`/api/wardrobe/${scarf.id}`);
    expect(deleted.statusCode).toBe(204);

    const listed = (await listOutfits(alice)).find((o) => o.id === outfit.id)!;
    expect(listed.itemIds).toEqual([shirt.id, trousers.id]);
  });
});
