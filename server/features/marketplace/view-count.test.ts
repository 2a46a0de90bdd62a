import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { marketplaceListings } from '../../db/schema.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';

// One account must not inflate what everyone sees: a listing's views count each person once
// (never the seller), however many times they open it.
const { app, db } = await createTestApp();
const make = entityFactories(db);

it("counts a listing's views once per person, never the seller's", async () => {
  const [seller, buyer, other] = [await asUser(app), await asUser(app), await asUser(app)];
  const listing = await make.listing(seller);
  const view = async (user: UserApi) =>
    expectJson<{ views: number }>(await user.get(`/api/marketplace/${listing.id}`), 200).views;

  // Eight at once: one counts (an answer read while it was counting may still say 0).
  const answers = await Promise.all(Array.from({ length: 8 }, () => view(buyer)));
  expect(answers).toContain(1);
  expect(answers.every((views) => views <= 1)).toBe(true);
  expect(await view(buyer)).toBe(1);
  expect(await view(seller)).toBe(1);
  expect(await view(other)).toBe(2);
  const [row] = await db
    .select()
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, listing.id));
  expect(row!.views).toBe(2);
});
