// The shared start of the planning features' tests (capsules, packing lists, calendar).
import type { WardrobeItem } from '../../contract/wardrobe.ts';
import { createTestApp, type TestContext } from './create-test-app.ts';
import { signUp, type SignedInUser } from './factories.ts';
import { addItems, EVERYDAY_WARDROBE } from './wardrobe-fixtures.ts';

export interface PlanningSetup {
  ctx: TestContext;
  /** The owner under test, with the everyday wardrobe. */
  alice: SignedInUser;
  /** Another account: its objects must stay out of Alice's reach (404) and the other way round. */
  bob: SignedInUser;
  aliceItems: WardrobeItem[];
}

/** A fresh app (every answer checked against its contract), Alice with her wardrobe, and Bob. */
export async function setUpPlanning(): Promise<PlanningSetup> {
  const ctx = await createTestApp({ checkResponses: true });
  const alice = await signUp(ctx.app);
  const bob = await signUp(ctx.app);
  const aliceItems = await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
  return { ctx, alice, bob, aliceItems };
}
