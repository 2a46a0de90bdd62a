import { beforeAll, describe, expect, it } from 'vitest';
import { CAPSULE_LIMIT_MESSAGE, MAX_CAPSULES, type Capsule } from '../../../contract/capsules.ts';
import { apiFor, asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { addItems, type ItemFields } from '../../test/wardrobe-fixtures.ts';
import type { Stylist, StylistItem } from '../../stylist/stylist.ts';

// Fifty pieces that go together in thousands of ways: the heaviest card a capsule can have.
const CATEGORIES = ['tops', 'bottoms', 'shoes', 'outerwear'] as const;
const NOUNS = ['T-Shirt', 'Jeans', 'Sneakers', 'Jacket'] as const;
const COLORS = ['Black', 'White', 'Navy', 'Grey', 'Beige'] as const;
const FIFTY: ItemFields[] = Array.from({ length: 50 }, (_, i) => ({
  name: `${COLORS[i % 5]!} ${NOUNS[i % 4]!} ${i}`,
  category: CATEGORIES[i % 4]!,
  color: COLORS[i % 5]!,
}));

let ctx: TestContext;
let alice: UserApi;
let itemIds: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await asUser(ctx.app);
  itemIds = (await addItems(ctx.app, alice, FIFTY)).map((item) => item.id);
});

// Capsule n leaves out its own one or two pieces (n < 150), so no two count the same pieces.
const createCapsule = (n: number) =>
  alice.post('/api/capsules', {
    name: `Capsule ${n}`,
    maxItems: 50,
    itemIds: itemIds.filter(
      (_, i) => i !== n % 50 && (n < 50 || i !== (n + 1 + Math.floor(n / 50)) % 50),
    ),
  });

describe('capsules one account keeps', () => {
  it(`keeps at most ${MAX_CAPSULES}: creates at the edge race one by one and the next is 409`, async () => {
    for (let n = 0; n < MAX_CAPSULES - 5; n += 1) expectJson(await createCapsule(n), 201);
    // Twenty at once with room for five: exactly five are made.
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, n) => createCapsule(MAX_CAPSULES - 5 + n)),
    );
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const refused = await createCapsule(200);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(CAPSULE_LIMIT_MESSAGE);
    expect(expectJson<Capsule[]>(await alice.get('/api/capsules'))).toHaveLength(MAX_CAPSULES);
  });

  it('counts the cards one at a time, giving other requests a turn between counts', async () => {
    // Another instance on the same database knows no counts yet: it counts all hundred cards.
    // Its stylist (only counts are asked of it here) notes the event loop's turns at each count.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    const turnsAtCount: number[] = [];
    const stylist = {
      outfitCount: async (pieces: readonly StylistItem[]) => {
        turnsAtCount.push(turns);
        return pieces.length * 1000;
      },
    } as Partial<Stylist> as Stylist;
    const fresh = await createTestApp({ db: ctx.db, pool: ctx.pool, stylist });
    setImmediate(tick);
    const cards = expectJson<Capsule[]>(
      await apiFor(fresh.app, {
        user: alice.user,
        cookie: alice.cookie,
        password: alice.password,
      }).get('/api/capsules'),
    );
    ticking = false;
    expect(cards).toHaveLength(MAX_CAPSULES);
    expect(cards.every((card) => card.outfitCount === card.itemIds.length * 1000)).toBe(true);
    expect(turnsAtCount).toHaveLength(MAX_CAPSULES);
    for (let i = 1; i < turnsAtCount.length; i += 1) {
      expect(turnsAtCount[i], `a turn before count ${i}`).toBeGreaterThan(turnsAtCount[i - 1]!);
    }
  });
});
