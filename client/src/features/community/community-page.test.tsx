import type { FeedPage, Post } from '@contract/community.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

const feedUrl = (filter: string) => `/api/community/posts?filter=${filter}&limit=20`;
const page = (posts: Post[]): FeedPage => ({ posts, nextCursor: null });

const POST: Post = {
  id: '20000000-0000-4000-8000-000000000001',
  authorId: '30000000-0000-4000-8000-000000000001',
  userName: 'Grace Hopper',
  userInitials: 'GH',
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  caption: '<b>Friday</b> linen',
  imageUrl: null,
  hashtags: ['datenight', 'linen'],
  occasion: 'date',
  items: ['Navy Tee', 'Linen Trousers', 'Loafers', 'Belt'],
  likes: 2,
  comments: 0,
  shares: 0,
  isLiked: false,
  isSaved: false,
  isMine: false,
  followsAuthor: false,
};

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
});
