// Issue 26: what others see of an imported account (posts, comments, listings, the names of the
// pieces a post shows) passes the same rules as when it is made through the API.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAPTION_MAX, COMMENT_MAX, POSTS_PER_HOUR } from '../../../contract/community.ts';
import { ITEM_NAME_MAX } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { exportOf, importZip, rowCounts, rowsOfSize } from '../../test/kits/account.ts';

const ctx = await createTestApp({ importLimits: { perHour: 1000 } });
const make = entityFactories(ctx.db);
const mallory = await asUser(ctx.app);
const bob = await asUser(ctx.app);

const FUTURE = '2999-01-01T00:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

async function refused(user: UserApi, zip: Buffer, status: number, message: RegExp) {
  const before = await rowCounts(ctx);
  const response = await importZip(user, zip);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toMatch(message);
  expect(await rowCounts(ctx)).toEqual(before);
}

const post = (fields: Record<string, unknown> = {}) => ({ id: randomUUID(), ...fields });
const listing = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Red tee',
  price: 1500,
  condition: 'good',
  ...fields,
});

async function postRow(userId: string) {
  const { rows } = await ctx.pool.query(
    `SELECT likes, comments, shares, created_at <= now() AS dated_by_now, hashtags
     FROM social_posts WHERE user_id = $1`,
    [userId],
  );
  return rows;
}

describe('an imported post', () => {
  it('is dated now at the latest, and counts only the likes and comments that came with it', async () => {
    const id = randomUUID();
    const zip = await exportOf({
      posts: [
        {
          id,
          caption: 'Pinned forever',
          hashtags: ['#OOTD', 'ootd'],
          likes: 1_000_000,
          comments: 5000,
          shares: 777,
          createdAt: FUTURE,
        },
      ],
      postLikes: [{ id: randomUUID(), postId: id }],
      postComments: rowsOfSize(2, (i) => ({ postId: id, content: `Note ${i}` })),
    });
    expectJson(await importZip(mallory, zip));
    expect(await postRow(mallory.id)).toEqual([
      { likes: 1, comments: 2, shares: 0, dated_by_now: true, hashtags: ['ootd'] },
    ]);
    // A post made afterwards through the API is above it in everyone's feed.
    const later = await make.post(bob, { caption: 'Newer' });
    const { rows } = await ctx.pool.query(
      'SELECT id FROM social_posts ORDER BY created_at DESC, id DESC LIMIT 1',
    );
    expect(rows[0].id).toBe(later.id);
  });

  it('may have no outfit (an outfit deleted since it was shared)', async () => {
    const user = await asUser(ctx.app);
    const zip = await exportOf({ posts: [post({ outfitId: null, caption: 'Gone outfit' })] });
    expect(expectJson<{ added: { posts: number } }>(await importZip(user, zip)).added.posts).toBe(
      1,
    );
  });

  it('keeps to the API’s caption and hashtag limits', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ caption: 'x'.repeat(100_000) }, new RegExp(`line 1: caption: .*${CAPTION_MAX}`)],
      [{ hashtags: Array.from({ length: 2000 }, (_, i) => `tag${i}`) }, /hashtags: At most/],
      [{ hashtags: ['<script>'] }, /hashtags\.0: Hashtags hold/],
      [{ occasion: 'x'.repeat(5000) }, /occasion: Occasion must be one of/],
    ];
    for (const [fields, message] of cases)
      await refused(mallory, await exportOf({ posts: [post(fields)] }), 400, message);
  });

  it('counts against the posting limit, as the posts it holds would have through the API', async () => {
    const carol = await asUser(ctx.app);
    const start = Date.parse('2025-06-01T10:00:00Z');
    // Eleven within one hour: more than the API lets anyone post.
    const crowded = rowsOfSize(POSTS_PER_HOUR + 1, (i) => ({ createdAt: at(start + i * 60_000) }));
    await refused(
      carol,
      await exportOf({ posts: crowded }),
      422,
      new RegExp(`posts\\.ndjson: 11 posts .*at most ${POSTS_PER_HOUR} posts an hour`),
    );
    // Ten dated in the future (now, once clamped) after one posted through the API this hour.
    await make.post(carol);
    const future = rowsOfSize(POSTS_PER_HOUR, () => ({ createdAt: FUTURE }));
    await refused(carol, await exportOf({ posts: future }), 422, /at most 10 posts an hour/);
    // A history of one post an hour is what the API allows.
    const history = rowsOfSize(30, (i) => ({ createdAt: at(start + i * HOUR_MS) }));
    const taken = expectJson<{ added: { posts: number } }>(
      await importZip(carol, await exportOf({ posts: history })),
    );
    expect(taken.added.posts).toBe(30);
  });
});

describe('an imported comment', () => {
  it('keeps to the API’s length', async () => {
    const id = randomUUID();
    const zip = await exportOf({
      posts: [post({ id })],
      postComments: [{ id: randomUUID(), postId: id, content: 'x'.repeat(COMMENT_MAX + 1) }],
    });
    await refused(
      mallory,
      zip,
      400,
      new RegExp(`postComments.ndjson line 1: content: .*${COMMENT_MAX}`),
    );
  });

  it('counts against the comment limit', async () => {
    const id = randomUUID();
    const comments = rowsOfSize(61, (i) => ({
      postId: id,
      content: `Comment ${i}`,
      createdAt: at(Date.parse('2025-06-01T10:00:00Z') + i * 1000),
    }));
    const zip = await exportOf({ posts: [post({ id })], postComments: comments });
    await refused(
      mallory,
      zip,
      422,
      /postComments\.ndjson: 61 comments .*at most 60 comments an hour/,
    );
  });
});

describe('an imported listing', () => {
  it('keeps to the API’s rules for title, price and contact', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ contact: 'javascript:alert(document.cookie)' }, /contact: Contact must be an e-mail/],
      [{ price: 0 }, /price: Price must be more than/],
      [{ title: 'x'.repeat(10_000) }, /title: Title must be at most 120/],
      [{ condition: 'mint' }, /condition: Condition must be one of/],
    ];
    for (const [fields, message] of cases)
      await refused(mallory, await exportOf({ listings: [listing(fields)] }), 400, message);
  });

  it('starts with no views and is dated now at the latest', async () => {
    const user = await asUser(ctx.app);
    const zip = await exportOf({
      listings: [listing({ views: 1_000_000, createdAt: FUTURE, contact: 'me@example.com' })],
    });
    expectJson(await importZip(user, zip));
    const { rows } = await ctx.pool.query(
      'SELECT views, created_at <= now() AS dated_by_now FROM marketplace_listings WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ views: 0, dated_by_now: true }]);
  });
});

describe('an imported piece', () => {
  it('keeps to the API’s name limit (posts show the names to everyone)', async () => {
    const zip = await exportOf({
      items: [{ id: randomUUID(), name: 'x'.repeat(ITEM_NAME_MAX + 1), category: 'tops' }],
    });
    await refused(mallory, zip, 400, new RegExp(`items.ndjson line 1: name: .*${ITEM_NAME_MAX}`));
  });
});
