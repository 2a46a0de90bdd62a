// The factories write valid rows for every table, owned by whom they are told, and an account's
// deletion takes all of them: the kit itself is trusted by every feature's tests.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { asUser, expectJson } from './api-client.ts';
import { createTestApp } from './create-test-app.ts';
import { entityFactories } from './entity-factories.ts';

const { app, db } = await createTestApp();
const make = entityFactories(db);

describe('entity factories', () => {
  it('write one row of every entity, owned by the given user', async () => {
    const owner = await make.user();
    const voter = await make.user();
    const item = await make.item(owner, { name: 'Camel Coat', category: 'outerwear' });
    const outfit = await make.outfit(owner, { itemIds: [item.id] });
    const session = await make.ratingSession(owner);
    const ratingOutfit = await make.ratingOutfit(session, { outfitId: outfit.id });
    const post = await make.post(owner, { outfitId: outfit.id });
    const ego = await make.alterEgo(owner);
    const rows = {
      preferences: await make.preferences(owner, { autoCutout: false }),
      wear: await make.wear(item),
      calendarEntry: await make.calendarEntry(owner, { outfitId: outfit.id }),
      capsule: await make.capsule(owner, { itemIds: [item.id] }),
      packingList: await make.packingList(owner, { itemIds: [item.id] }),
      listing: await make.listing(owner, { wardrobeItemId: item.id }),
      diaryEntry: await make.diaryEntry(owner),
      goal: await make.goal(owner),
      insight: await make.insight(owner),
      shoppingSuggestion: await make.shoppingSuggestion(owner),
    };
    for (const [name, row] of Object.entries({ item, outfit, session, post, ego, ...rows })) {
      expect(row.userId, name).toBe(owner.id);
    }
    expect(item.name).toBe('Camel Coat');
    expect(outfit.itemIds).toEqual([item.id]);
    expect(ratingOutfit.sessionId).toBe(session.id);
    expect((await make.ratingVote(ratingOutfit, { rating: 5 })).rating).toBe(5);
    expect((await make.postLike(post, voter)).userId).toBe(voter.id);
    expect((await make.postComment(post, voter)).postId).toBe(post.id);
    expect((await make.alterEgoOutfit(ego, outfit)).outfitId).toBe(outfit.id);

    // Deleting the account deletes what it owns (ON DELETE CASCADE), the kit's rows included.
    await db.delete(schema.users).where(eq(schema.users.id, owner.id));
    for (const table of [schema.wardrobeItems, schema.outfits, schema.ratingSessions]) {
      expect(await db.select().from(table).where(eq(table.userId, owner.id))).toEqual([]);
    }
  });

  it('give each row unique defaults, so two of a kind can live side by side', async () => {
    const owner = await make.user();
    const [a, b] = [await make.item(owner), await make.item(owner)];
    expect(a.name).not.toBe(b.name);
  });

  it('arrange rows an asUser() visitor then sees through the API', async () => {
    const alice = await asUser(app);
    const shirt = await make.item(alice, { name: 'Navy Shirt' });
    const items = expectJson<{ id: string; name: string }[]>(await alice.get('/api/wardrobe'));
    expect(items.map((i) => [i.id, i.name])).toEqual([[shirt.id, 'Navy Shirt']]);
  });
});
