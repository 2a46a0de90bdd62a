import { randomBytes, randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  capsuleWardrobes,
  outfits,
  packingLists,
  ratingSessionOutfits,
  ratingSessions,
  users,
  wardrobeItems,
} from '../db/schema.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { DomainError } from './domain-errors.ts';
import { assertOwnItemIds, foreignItemIds, liveItemIds } from './item-id-lists.ts';

const { db } = await createTestApp();

async function newUser(): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ username: `lists_${randomBytes(4).toString('hex')}`, password: 'x' })
    .returning({ id: users.id });
  return row!.id;
}

async function newItems(userId: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(wardrobeItems)
    .values(
      Array.from({ length: count }, (_, n) => ({ userId, name: `Piece ${n}`, category: 'tops' })),
    )
    .returning({ id: wardrobeItems.id });
  return rows.map((row) => row.id);
}

const alice = await newUser();
const bob = await newUser();
const [a1, a2, a3] = (await newItems(alice, 3)) as [string, string, string];
const [b1] = (await newItems(bob, 1)) as [string];

describe('foreignItemIds', () => {
  it('answers nothing for the user’s own items', async () => {
    expect(await foreignItemIds(db, alice, [a1, a2, a3])).toEqual([]);
    expect(await foreignItemIds(db, alice, [])).toEqual([]);
  });

  it('names another user’s item, an unknown id and a malformed one, each once, in order', async () => {
    const unknown = randomUUID();
    expect(
      await foreignItemIds(db, alice, [a1, b1, 'abc', unknown, b1, a1.toUpperCase(), '']),
    ).toEqual([b1, 'abc', unknown, a1.toUpperCase(), '']);
  });
});

describe('assertOwnItemIds', () => {
  it('passes the user’s own items', async () => {
    await expect(assertOwnItemIds(db, alice, [a1, a2])).resolves.toBeUndefined();
  });

  it('refuses a foreign id with a 400 naming the field and the id', async () => {
    const error = await assertOwnItemIds(db, alice, [a1, b1], 'pieces').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'invalid',
      message: `pieces: not in your wardrobe: ${b1}`,
      issues: [{ path: 'pieces', message: 'Every item must be one of your wardrobe items' }],
    });
  });

  it('writes nothing when it refuses inside the write’s transaction', async () => {
    const attempt = db.transaction(async (tx) => {
      await assertOwnItemIds(tx, alice, [a1, b1]);
      await tx.insert(outfits).values({ userId: alice, name: 'Never', itemIds: [a1, b1] });
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'invalid' });
    expect(await db.select().from(outfits).where(eq(outfits.name, 'Never'))).toEqual([]);
  });
});

describe('liveItemIds', () => {
  it('drops a deleted item from every list that held it, keeping the order of the rest', async () => {
    const [gone] = (await newItems(alice, 1)) as [string];
    const list = [a1, gone, a2, a3];
    const [outfit] = await db
      .insert(outfits)
      .values({ userId: alice, name: 'Look', itemIds: list })
      .returning({ id: outfits.id });
    const [capsule] = await db
      .insert(capsuleWardrobes)
      .values({ userId: alice, name: 'Capsule', itemIds: list })
      .returning({ id: capsuleWardrobes.id });
    const [packing] = await db
      .insert(packingLists)
      .values({ userId: alice, tripName: 'Trip', itemIds: list })
      .returning({ id: packingLists.id });

    await db.delete(wardrobeItems).where(eq(wardrobeItems.id, gone));

    const [o] = await db
      .select({
        ...getTableColumns(outfits),
        itemIds: liveItemIds(outfits.itemIds, outfits.userId),
      })
      .from(outfits)
      .where(eq(outfits.id, outfit!.id));
    const [c] = await db
      .select({ itemIds: liveItemIds(capsuleWardrobes.itemIds, capsuleWardrobes.userId) })
      .from(capsuleWardrobes)
      .where(eq(capsuleWardrobes.id, capsule!.id));
    const [p] = await db
      .select({ itemIds: liveItemIds(packingLists.itemIds, packingLists.userId) })
      .from(packingLists)
      .where(eq(packingLists.id, packing!.id));
    for (const row of [o, c, p]) expect(row!.itemIds).toEqual([a1, a2, a3]);
    expect(o!.name).toBe('Look');
  });

  it('never shows another user’s item, even if one was stored', async () => {
    const [row] = await db
      .insert(outfits)
      .values({ userId: alice, name: 'Planted', itemIds: [b1, a1, 'not-an-id'] })
      .returning({ id: outfits.id });
    const [read] = await db
      .select({ itemIds: liveItemIds(outfits.itemIds, outfits.userId) })
      .from(outfits)
      .where(eq(outfits.id, row!.id));
    expect(read!.itemIds).toEqual([a1]);
  });

  it('takes the owner from an expression for a list whose table has no user_id', async () => {
    const [session] = await db
      .insert(ratingSessions)
      .values({ userId: alice, title: 'Vote', accessToken: randomBytes(16).toString('hex') })
      .returning({ id: ratingSessions.id });
    const [entry] = await db
      .insert(ratingSessionOutfits)
      .values({ sessionId: session!.id, itemIds: [a2, b1, a1] })
      .returning({ id: ratingSessionOutfits.id });
    const owner = sql`(SELECT s.user_id FROM ${ratingSessions} s WHERE s.id = ${ratingSessionOutfits.sessionId})`;
    const [read] = await db
      .select({ itemIds: liveItemIds(ratingSessionOutfits.itemIds, owner) })
      .from(ratingSessionOutfits)
      .where(eq(ratingSessionOutfits.id, entry!.id));
    expect(read!.itemIds).toEqual([a2, a1]);
  });
});
