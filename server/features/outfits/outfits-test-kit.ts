import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { addItem, addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

/**
 * What the outfit route tests share: an app on its own database, Alice with an everyday wardrobe,
 * Bob with one piece of his own, and request helpers. Call it once at the top of a test file.
 */
export async function outfitsTestKit() {
  const ctx = await createTestApp();
  const alice = await signUp(ctx.app);
  const bob = await signUp(ctx.app);
  const wardrobe = await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
  const bobsItem = await addItem(ctx.app, bob, {
    name: 'Red Sneakers',
    category: 'shoes',
    color: 'red',
  });

  const byName = (name: string) => {
    const found = wardrobe.find((i) => i.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };

  const generate = (user: SignedInUser, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/outfits/generate',
      headers: { cookie: user.cookie },
      payload,
    });

  const saveOutfit = (user: SignedInUser, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/outfits',
      headers: { cookie: user.cookie },
      payload,
    });

  const listOutfits = async (user: SignedInUser) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/outfits', headers: { cookie: user.cookie } })
    ).json<Outfit[]>();

  const listItems = async (user: SignedInUser) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/wardrobe',
        headers: { cookie: user.cookie },
      })
    ).json<WardrobeItem[]>();

  return {
    ctx,
    alice,
    bob,
    wardrobe,
    bobsItem,
    byName,
    generate,
    saveOutfit,
    listOutfits,
    listItems,
  };
}
