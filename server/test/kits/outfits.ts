import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../api-client.ts';
import { createTestApp } from '../create-test-app.ts';
import { addItem, addItems, EVERYDAY_WARDROBE } from '../wardrobe-fixtures.ts';

/**
 * What the outfit route tests share: an app on its own database, Alice with an everyday wardrobe,
 * Bob with one piece of his own, and request helpers. Call it once at the top of a test file.
 */
export async function outfitsTestKit() {
  const ctx = await createTestApp();
  const alice = await asUser(ctx.app);
  const bob = await asUser(ctx.app);
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

  const generate = (user: UserApi, payload: Record<string, unknown>) =>
    user.post('/api/outfits/generate', payload);

  const saveOutfit = (user: UserApi, payload: Record<string, unknown>) =>
    user.post('/api/outfits', payload);

  const listOutfits = async (user: UserApi) => expectJson<Outfit[]>(await user.get('/api/outfits'));

  const listItems = async (user: UserApi) =>
    expectJson<WardrobeItem[]>(await user.get('/api/wardrobe'));

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
