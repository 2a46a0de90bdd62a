import type { Post } from '@contract/community.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aPost } from '@/test/fixtures/posts.ts';
import { renderApp } from '@/test/render-app.tsx';

const feedUrl = (filter: string) => `/api/community/posts?filter=${filter}&limit=20`;
/** The feed answers the list of posts (spec §7); one page, no next one. */
const page = (posts: Post[]) => posts;

const POST = aPost({
  userName: 'Grace Hopper',
  userInitials: 'GH',
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  caption: '<b>Friday</b> linen',
  hashtags: ['datenight', 'linen'],
  occasion: 'date',
  items: ['Navy Tee', 'Linen Trousers', 'Loafers', 'Belt'],
  likes: 2,
});

describe('the community feed', () => {
  it("says 'No posts yet' when nobody has shared a look", async () => {
    mockFetch({ ...userRoute(ada), [`GET ${feedUrl('for-you')}`]: () => json(200, page([])) });
    renderApp({ path: '/community' });
    expect(await screen.findByText('No posts yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a post as text, three item chips, and persists a like; chips ask the server', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      [`GET ${feedUrl('for-you')}`]: () => json(200, page([POST])),
      [`GET ${feedUrl('following')}`]: () => json(200, page([])),
      [`PUT /api/community/posts/${POST.id}/like`]: () => json(200, { isLiked: true, likes: 3 }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/community' });

    const card = await screen.findByRole(
      'article',
      { name: 'Post by Grace Hopper' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('3h ago')).toBeInTheDocument();
    expect(within(card).getByText('#datenight')).toBeInTheDocument();
    // Captions are plain text: markup shows as typed, never as HTML.
    expect(within(card).getByText('<b>Friday</b> linen')).toBeInTheDocument();
    expect(within(card).getByText('Loafers')).toBeInTheDocument();
    expect(within(card).queryByText('Belt')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'View all 4 items' }));
    expect(within(card).getByText('Belt')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Like' }));
    expect(requests.some((r) => r.method === 'PUT' && r.url.endsWith('/like'))).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Following' }));
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(requests.some((r) => r.url === feedUrl('following'))).toBe(true);
  });

  it('reads the feed as a list and loads the next page from the X-Next-Cursor header', async () => {
    const second: Post = {
      ...POST,
      id: '20000000-0000-4000-8000-000000000009',
      userName: 'Ada Lovelace',
      caption: 'Older look',
    };
    const { requests } = mockFetch({
      ...userRoute(ada),
      [`GET ${feedUrl('for-you')}`]: () =>
        json(200, [POST], {
          Link: `</api/community/posts?filter=for-you&limit=20&cursor=${POST.id}>; rel="next"`,
          'X-Next-Cursor': POST.id,
        }),
      [`GET ${feedUrl('for-you')}&cursor=${POST.id}`]: () => json(200, [second]),
    });
    const user = userEvent.setup();
    renderApp({ path: '/community' });

    await screen.findByRole('article', { name: 'Post by Grace Hopper' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('article', { name: 'Post by Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith(`&cursor=${POST.id}`))).toBe(true);
    // The second page names no next one: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a post without an outfit as its words, and a photo post as its photo', async () => {
    const words: Post = {
      ...POST,
      id: '20000000-0000-4000-8000-000000000011',
      outfitId: null,
      caption: 'Linen season is here',
      hashtags: ['spring'],
      occasion: null,
      items: [],
    };
    const photo: Post = {
      ...words,
      id: '20000000-0000-4000-8000-000000000012',
      userName: 'Ada Lovelace',
      caption: 'Window shopping',
      imageUrl: '/api/blobs/photo.webp?expires=1&signature=x',
    };
    mockFetch({
      ...userRoute(ada),
      [`GET ${feedUrl('for-you')}`]: () => json(200, page([words, photo])),
    });
    renderApp({ path: '/community' });

    const card = await screen.findByRole(
      'article',
      { name: 'Post by Grace Hopper' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Linen season is here')).toBeInTheDocument();
    expect(within(card).getByText('#spring')).toBeInTheDocument();
    // No picture and no empty placeholder for one.
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByText(/items$/)).toBeNull();

    const withPhoto = screen.getByRole('article', { name: 'Post by Ada Lovelace' });
    expect(within(withPhoto).getByRole('img', { name: 'Photo: Window shopping' })).toHaveAttribute(
      'src',
      photo.imageUrl,
    );
  });

  it('builds only the posts near the screen once the feed holds a hundred or more', async () => {
    const posts = Array.from({ length: 120 }, (_, i) => aPost({ caption: `Look ${i + 1}` }));
    mockFetch({ ...userRoute(ada), [`GET ${feedUrl('for-you')}`]: () => json(200, page(posts)) });
    renderApp({ path: '/community' });
    const feed = await screen.findByRole('list', { name: 'Posts' }, { timeout: 5000 });
    const built = within(feed).getAllByRole('listitem');
    expect(built.length).toBeLessThan(30);
    expect(built[0]).toHaveAttribute('aria-setsize', '120');
  });
});
