import { describe, expect, it } from 'vitest';
import { CATEGORIES, type WardrobeItem } from '../../contract/wardrobe.ts';
import type { Outfit } from '../../contract/outfits.ts';
import { createLocalDiskBlobStore } from '../storage/local-disk-blob-store.ts';
import { anonymous, withCookie, type Api } from '../test/api-client.ts';
import { createTestApp, type TestContext } from '../test/create-test-app.ts';
import { sessionCookieFrom } from '../test/factories.ts';
import { DEMO_ACCOUNT, seedDemoAccount, type DemoSeedDeps } from './seed-demo-account.ts';
import { DEMO_OUTFITS, DEMO_PIECES } from './wardrobe/demo-wardrobe.ts';
import { EMPTY_STORY } from './story/seed-story.ts';
import { expectLivedInScreens, expectNothingSharedWith } from '../test/kits/demo-story.ts';

// The story ends on a fixed day, so seasons and dates are the same on every run.
const NOW = new Date('2026-06-15T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The seeder on the test database and the test app's photo folder, with small photos and without
 * the cut-out models (the wardrobe's own tests cover those), so it runs in seconds.
 */
function seedDeps(ctx: TestContext): DemoSeedDeps {
  return {
    db: ctx.db,
    pool: ctx.pool,
    blobStore: createLocalDiskBlobStore(ctx.uploadsDir),
    vision: undefined,
    now: () => NOW,
    photoWidth: 480,
  };
}

/** The demo account signed in, as someone trying the demo would. */
async function signInAsDemo(ctx: TestContext): Promise<Api> {
  const response = await anonymous(ctx.app).post('/api/login', {
    username: DEMO_ACCOUNT.username,
    password: DEMO_ACCOUNT.password,
  });
  expect(response.statusCode).toBe(200);
  return withCookie(ctx.app, sessionCookieFrom(response.headers));
}

describe('seedDemoAccount (npm run demo)', () => {
  it('creates one demo account with a lived-in wardrobe, and a second run adds nothing', async () => {
    const ctx = await createTestApp();
    const first = await seedDemoAccount(seedDeps(ctx));
    expect(first).toMatchObject({
      signedIn: true,
      piecesAdded: DEMO_PIECES.length,
      outfitsAdded: DEMO_OUTFITS.length,
    });
    expect(first.wearsLogged).toBeGreaterThan(300);
    expect(first.story).toEqual({
      alterEgos: 2,
      capsules: 2,
      packingLists: 1,
      calendarDays: 8,
      diaryEntries: 4,
      listings: 2,
      posts: 3,
      ratingSessions: 1,
    });

    const second = await seedDemoAccount(seedDeps(ctx));
    expect(second).toMatchObject({
      signedIn: true,
      piecesAdded: 0,
      outfitsAdded: 0,
      wearsLogged: 0,
      story: EMPTY_STORY,
    });
    const users = await ctx.pool.query(`SELECT count(*)::int AS n FROM users`);
    expect(users.rows[0].n).toBe(1);

    const demo = await signInAsDemo(ctx);
    const get = demo.get;
    const items = (await get('/api/wardrobe')).json<WardrobeItem[]>();
    expect(items).toHaveLength(DEMO_PIECES.length);
    expect(items.length).toBeGreaterThanOrEqual(38);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(CATEGORIES));

    // Every piece has a real photo and thumbnail, served by the app as images.
    for (const item of items) {
      for (const url of [item.imageUrl, item.thumbnailUrl]) {
        expect(url, item.name).toBeTruthy();
        const photo = await get(url!);
        expect(photo.statusCode, `${item.name}: ${url}`).toBe(200);
        expect(photo.headers['content-type']).toMatch(/^image\//);
        expect(photo.rawPayload.length).toBeGreaterThan(2000);
      }
    }

    // A history: added over months, worn up to the end of the story, some never, some in the wash.
    const created = items.map((i) => new Date(i.createdAt).getTime());
    expect(Math.min(...created)).toBeLessThan(NOW.getTime() - 200 * DAY_MS);
    expect(Math.max(...created)).toBeLessThan(NOW.getTime());
    expect(items.filter((i) => i.timesWorn === 0).length).toBeGreaterThanOrEqual(2);
    expect(items.filter((i) => i.timesWorn >= 10).length).toBeGreaterThanOrEqual(10);
    expect(items.filter((i) => i.inLaundry).length).toBeGreaterThanOrEqual(2);
    for (const item of items.filter((i) => i.lastWorn)) {
      const lastWorn = new Date(item.lastWorn!).getTime();
      expect(lastWorn, item.name).toBeLessThanOrEqual(NOW.getTime());
      expect(lastWorn, item.name).toBeGreaterThan(new Date(item.createdAt).getTime());
    }
    const sneakers = items.find((i) => i.name === 'White Leather Sneakers')!;
    expect(sneakers).toMatchObject({ brand: 'Veja', size: '39', price: 15000 });

    const outfits = (await get('/api/outfits')).json<Outfit[]>();
    expect(outfits.map((o) => o.name).sort()).toEqual(DEMO_OUTFITS.map((o) => o.name).sort());
    expect(outfits.every((o) => o.timesWorn > 0 && o.itemIds.length >= 3)).toBe(true);
    expect((await get('/api/fashion-insights')).json<unknown[]>()).toHaveLength(2);

    await expectLivedInScreens(demo, NOW);
    await expectNothingSharedWith(ctx.app, NOW);
  }, 180_000);

  it('leaves a "demo" account alone whose password was changed', async () => {
    const ctx = await createTestApp();
    const register = await anonymous(ctx.app).post('/api/register', {
      username: DEMO_ACCOUNT.username,
      password: 'someone else chose this',
    });
    expect(register.statusCode).toBe(201);
    const report = await seedDemoAccount(seedDeps(ctx));
    expect(report).toMatchObject({ signedIn: false, piecesAdded: 0 });
    const items = await ctx.pool.query(`SELECT count(*)::int AS n FROM wardrobe_items`);
    expect(items.rows[0].n).toBe(0);
  });
});
