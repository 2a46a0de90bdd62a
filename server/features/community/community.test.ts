import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTION_MAX,
  COMMENT_MAX,
  COMMENTS_PER_HOUR,
  FEED_NEXT_CURSOR_HEADER,
  POSTS_PER_HOUR,
  type Post,
  type PostComment,
} from '../../../contract/community.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { postComments, postLikes, socialPosts } from '../../db/schema.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { garmentJpeg } from '../../test/test-images.ts';

const { app, db } = await createTestApp();
const make = entityFactories(db);

async function photoItem(user: UserApi, name: string, color: string): Promise<WardrobeItem> {
  const form = await multipartForm({ name, category: 'tops' }, [
    {
      field: 'image',
      filename: 'p.jpg',
      contentType: 'image/jpeg',
      bytes: await garmentJpeg({ color }),
    },
  ]);
  const response = await user.request({
    method: 'POST',
    url: '/api/wardrobe',
    headers: form.headers,
    payload: form.payload,
  });
  return expectJson<WardrobeItem>(response, 201);
}

let alice: UserApi;
let bob: UserApi;
let outfit: Outfit;
let secretItem: { name: string };

beforeAll(async () => {
  alice = await asUser(app);
  bob = await asUser(app);
  await make.preferences(alice, { autoCutout: false });
  const tee = await photoItem(alice, 'Navy Tee', '#1f2850');
  const trousers = await make.item(alice, { name: 'Linen Trousers', category: 'bottoms' });
  secretItem = await make.item(alice, { name: 'Cashmere Secret', category: 'tops', price: 99900 });
  outfit = expectJson<Outfit>(
    await alice.post('/api/outfits', {
      name: 'Date look',
      itemIds: [tee.id, trousers.id],
      occasion: 'date',
    }),
    201,
  );
});

const share = async (user: UserApi, body: object = {}) =>
  expectJson<Post>(
    await user.post('/api/community/posts', {
      outfitId: outfit.id,
      caption: 'Ready for Friday',
      hashtags: ['#DateNight', 'linen'],
      ...body,
    }),
    201,
  );

const feed = async (user: UserApi, query = '') =>
  expectJson<Post[]>(await user.get(`/api/community/posts${query}`), 200);

/** The next page's address from a `Link: <…>; rel="next"` header, or null on the last page. */
const nextLink = (header: unknown) =>
  typeof header === 'string' ? (/<([^>]+)>;\s*rel="next"/.exec(header)?.[1] ?? null) : null;

describe('sharing an outfit', () => {
  it('creates a post with the collage behind a signed link, the pieces as names, nothing else', async () => {
    const post = await share(alice);
    expect(post).toMatchObject({
      caption: 'Ready for Friday',
      hashtags: ['datenight', 'linen'],
      occasion: 'date',
      items: ['Navy Tee', 'Linen Trousers'],
      likes: 0,
      isMine: true,
    });
    expect(post.imageUrl).toMatch(/^\/api\/blobs\/.+[?&]/);
    const seen = (await feed(bob)).find((p) => p.id === post.id)!;
    expect(seen.isMine).toBe(false);
    expect(JSON.stringify(seen)).not.toContain(secretItem.name);
    expect(JSON.stringify(seen)).not.toContain('99900');
    // The signed link works for another user.
    const image = await bob.get(seen.imageUrl!);
    expect(image.statusCode).toBe(200);
  });

  it("refuses another user's outfit, bad bodies and long captions with a message", async () => {
    for (const body of [
      { outfitId: outfit.id },
      { outfitId: 'nope' },
      {},
      { outfitId: outfit.id, caption: 'x'.repeat(CAPTION_MAX + 1) },
      { outfitId: outfit.id, hashtags: ['not ok!'] },
    ]) {
      const response = await bob.post('/api/community/posts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
    const [own] = await db.select().from(socialPosts).where(eq(socialPosts.userId, bob.id));
    expect(own).toBeUndefined();
  });

  it(`throttles posting past ${POSTS_PER_HOUR} an hour`, async () => {
    const carol = await asUser(app);
    const carolOutfit = await make.outfit(carol, { itemIds: [] });
    for (let i = 0; i < POSTS_PER_HOUR; i++) await make.post(carol);
    const response = await carol.post('/api/community/posts', { outfitId: carolOutfit.id });
    expect(response.statusCode).toBe(429);
    expect(response.json<{ message: string }>().message).toMatch(/rate limit/i);
  });
});

describe("the spec's calls as written (spec §3, §7)", () => {
  it('GET /api/community/posts answers the list of posts; the next page is in Link and X-Next-Cursor', async () => {
    const hana = await asUser(app);
    const base = Date.now() + 3_600_000;
    for (let i = 0; i < 3; i++)
      await make.post(hana, { caption: `Page post ${i}`, createdAt: new Date(base + 60_000 * i) });

    const plain = await alice.get('/api/community/posts');
    expect(plain.statusCode).toBe(200);
    expect(Array.isArray(plain.json())).toBe(true);

    const first = await alice.get('/api/community/posts?limit=2');
    const firstPosts = expectJson<Post[]>(first, 200);
    expect(Array.isArray(firstPosts)).toBe(true);
    expect(firstPosts.map((p) => p.caption)).toEqual(['Page post 2', 'Page post 1']);
    const next = nextLink(first.headers.link);
    expect(next).toBe(`/api/community/posts?limit=2&cursor=${firstPosts[1]!.id}`);
    expect(first.headers[FEED_NEXT_CURSOR_HEADER.toLowerCase()]).toBe(firstPosts[1]!.id);
    const second = expectJson<Post[]>(await alice.get(next!), 200);
    expect(second[0]!.caption).toBe('Page post 0');

    // Following the links reaches the last page, which names no next one.
    let url: string | null = '/api/community/posts?limit=20';
    const seen = new Set<string>();
    for (let pages = 0; url && pages < 20; pages++) {
      const answer = await alice.get(url);
      for (const post of expectJson<Post[]>(answer, 200)) seen.add(post.id);
      url = nextLink(answer.headers.link);
      if (!url) expect(answer.headers[FEED_NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    }
    expect(url).toBeNull();
    const [all] = await db.select({ n: count() }).from(socialPosts);
    expect(seen.size).toBe(all!.n);
    // Out of the way of the paging test below, which expects its own posts newest.
    await db.delete(socialPosts).where(eq(socialPosts.userId, hana.id));
  });

  it('POST /api/community/posts takes a post without an outfit: a caption is a post', async () => {
    const answer = await alice.post('/api/community/posts', {
      userId: alice.id,
      caption: 'Thinking about linen for spring',
      hashtags: ['#Spring'],
    });
    const post = expectJson<Post>(answer, 201);
    expect(post).toMatchObject({
      outfitId: null,
      caption: 'Thinking about linen for spring',
      imageUrl: null,
      hashtags: ['spring'],
      items: [],
      occasion: null,
      likes: 0,
      comments: 0,
      shares: 0,
      isMine: true,
    });
    const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, post.id));
    expect(row).toMatchObject({ outfitId: null, imageUrl: null, itemIds: [] });
    expect((await feed(bob)).find((p) => p.id === post.id)).toMatchObject({
      outfitId: null,
      caption: 'Thinking about linen for spring',
      isMine: false,
    });
    // An explicit null is the same as no outfit.
    const withNull = await alice.post('/api/community/posts', { outfitId: null, caption: 'Hi' });
    expect(expectJson<Post>(withNull, 201).outfitId).toBeNull();
    // An outfit post names its outfit.
    expect((await share(alice)).outfitId).toBe(outfit.id);
  });

  it('refuses a post with neither an outfit nor a caption, and keeps a caption-only post from losing its caption', async () => {
    for (const body of [{}, { caption: '   ' }, { hashtags: ['lonely'] }, { outfitId: null }]) {
      const response = await bob.post('/api/community/posts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/outfit or a caption/);
    }
    const post = expectJson<Post>(
      await bob.post('/api/community/posts', { caption: 'Words' }),
      201,
    );
    const emptied = await bob.patch(`/api/community/posts/${post.id}`, { caption: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json<{ message: string }>().message).toMatch(/caption/i);
    const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, post.id));
    expect(row?.caption).toBe('Words');
    expect((await bob.delete(`/api/community/posts/${post.id}`)).statusCode).toBe(204);
  });
});

describe('editing a post', () => {
  it('lets only the author rewrite caption and hashtags, with the create limits', async () => {
    const post = await share(alice);
    const edited = expectJson<Post>(
      await alice.patch(`/api/community/posts/${post.id}`, {
        caption: '  Sunday brunch  ',
        hashtags: ['#Brunch', 'brunch'],
      }),
      200,
    );
    expect(edited).toMatchObject({ id: post.id, caption: 'Sunday brunch', hashtags: ['brunch'] });
    expect((await feed(bob)).find((p) => p.id === post.id)?.caption).toBe('Sunday brunch');

    const foreign = await bob.patch(`/api/community/posts/${post.id}`, { caption: 'Hijacked' });
    expect(foreign.statusCode).toBe(404);
    expect(typeof foreign.json<{ message: string }>().message).toBe('string');
    for (const body of [
      { caption: 'x'.repeat(CAPTION_MAX + 1) },
      { hashtags: ['not ok!'] },
      { hashtags: 'brunch' },
      { caption: 42 },
    ]) {
      const response = await alice.patch(`/api/community/posts/${post.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
    const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, post.id));
    expect(row?.caption).toBe('Sunday brunch');
  });
});

describe('the feed', () => {
  it('pages newest first by cursor and checks limit 1..50', async () => {
    const dave = await asUser(app);
    const base = Date.now();
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await make.post(dave, { createdAt: new Date(base + 60_000 * (i + 10)) })).id);
    const firstAnswer = await alice.get('/api/community/posts?limit=2');
    const first = expectJson<Post[]>(firstAnswer, 200);
    expect(first.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    const cursor = firstAnswer.headers[FEED_NEXT_CURSOR_HEADER.toLowerCase()];
    expect(cursor).toBe(ids[1]);
    const second = await feed(alice, `?limit=2&cursor=${String(cursor)}`);
    expect(second[0]!.id).toBe(ids[0]);
    for (const bad of ['0', '51', 'abc', '2.5']) {
      expect((await alice.get(`/api/community/posts?limit=${bad}`)).statusCode).toBe(400);
    }
    expect((await alice.get('/api/community/posts?filter=nope')).statusCode).toBe(400);
  });

  it('filters Following, Trending, occasions and Saved for real', async () => {
    const erin = await asUser(app);
    const frank = await asUser(app);
    const office = await make.post(erin, { occasion: 'work' });
    const dateByTag = await make.post(frank, { hashtags: ['datenight'] });
    await make.post(frank, { createdAt: new Date(Date.now() - 8 * 86_400_000), likes: 0 });
    const idsOf = (page: Post[]) => page.map((p) => p.id);

    expect((await erin.put(`/api/community/authors/${frank.id}/follow`)).statusCode).toBe(200);
    const following = idsOf(await feed(erin, '?filter=following&limit=50'));
    expect(following).toContain(dateByTag.id);
    expect(following).not.toContain(office.id);

    expect(idsOf(await feed(erin, '?filter=office-wear&limit=50'))).toContain(office.id);
    expect(idsOf(await feed(erin, '?filter=office-wear&limit=50'))).not.toContain(dateByTag.id);
    expect(idsOf(await feed(erin, '?filter=date-night&limit=50'))).toContain(dateByTag.id);

    await erin.put(`/api/community/posts/${dateByTag.id}/like`);
    const trending = await feed(erin, '?filter=trending&limit=50');
    expect(trending[0]!.likes).toBeGreaterThanOrEqual(1);
    expect(trending.every((p) => Date.parse(p.createdAt) > Date.now() - 7 * 86_400_000)).toBe(true);

    await erin.put(`/api/community/posts/${office.id}/save`);
    expect(idsOf(await feed(erin, '?filter=saved'))).toEqual([office.id]);
    await erin.delete(`/api/community/posts/${office.id}/save`);
    expect(idsOf(await feed(erin, '?filter=saved'))).toEqual([]);
    expect((await erin.put(`/api/community/authors/${erin.id}/follow`)).statusCode).toBe(400);
  });
});

describe('likes and comments', () => {
  it('likes once per user with a true count', async () => {
    const post = await make.post(alice);
    for (let i = 0; i < 2; i++) {
      const answer = expectJson<{ likes: number }>(
        await bob.put(`/api/community/posts/${post.id}/like`),
        200,
      );
      expect(answer.likes).toBe(1);
    }
    const rows = await db.select().from(postLikes).where(eq(postLikes.postId, post.id));
    expect(rows).toHaveLength(1);
    expect(
      expectJson<{ likes: number }>(await bob.delete(`/api/community/posts/${post.id}/like`), 200)
        .likes,
    ).toBe(0);
  });

  it('adds and lists comments as text, length-limited; the post author may delete any', async () => {
    const post = await make.post(alice);
    const url = `/api/community/posts/${post.id}/comments`;
    const comment = expectJson<PostComment>(
      await bob.post(url, { content: '  <b>Love</b> it  ' }),
      201,
    );
    expect(comment.content).toBe('<b>Love</b> it');
    expect((await bob.post(url, { content: '   ' })).statusCode).toBe(400);
    expect((await bob.post(url, { content: 'x'.repeat(COMMENT_MAX + 1) })).statusCode).toBe(400);
    const list = expectJson<PostComment[]>(await alice.get(url), 200);
    expect(list).toHaveLength(1);
    expect(list[0]!.canDelete).toBe(true);
    const carol = await asUser(app);
    expect((await carol.delete(`/api/community/comments/${comment.id}`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/community/comments/${comment.id}`)).statusCode).toBe(204);
    const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, post.id));
    expect(row!.comments).toBe(0);
  });

  it(`throttles commenting past ${COMMENTS_PER_HOUR} an hour`, async () => {
    const post = await make.post(alice);
    const gabe = await asUser(app);
    for (let i = 0; i < COMMENTS_PER_HOUR; i++) await make.postComment(post, gabe);
    const response = await gabe.post(`/api/community/posts/${post.id}/comments`, {
      content: 'One more',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json<{ message: string }>().message).toMatch(/rate limit/i);
  });

  it("deletes only the author's post, with its likes and comments", async () => {
    const post = await make.post(alice);
    await make.postLike(post, bob);
    await make.postComment(post, bob);
    expect((await bob.delete(`/api/community/posts/${post.id}`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/community/posts/${post.id}`)).statusCode).toBe(204);
    expect(await db.select().from(postComments).where(eq(postComments.postId, post.id))).toEqual(
      [],
    );
    expect((await bob.put(`/api/community/posts/${post.id}/like`)).statusCode).toBe(404);
  });
});
