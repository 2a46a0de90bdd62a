import type { Post } from '@contract/community.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aPost } from '@/test/fixtures/posts.ts';
import { renderApp } from '@/test/render-app.tsx';
import { FEED_SORTS, type FeedSort } from './feed-sort.ts';

// As the feed sends them (Trending would send the most liked first, hence 'Feed order').
const posts = [
  aPost({ userName: 'Ada', likes: 1, comments: 5, createdAt: '2025-03-02T10:00:00.000Z' }),
  aPost({ userName: 'Grace', likes: 9, comments: 0, createdAt: '2025-03-03T10:00:00.000Z' }),
  aPost({ userName: 'Linus', likes: 4, comments: 2, createdAt: '2025-03-01T10:00:00.000Z' }),
];

describe('Community feed sorts', () => {
  it.each<[FeedSort, string[]]>([
    ['feed', ['Ada', 'Grace', 'Linus']],
    ['newest', ['Grace', 'Ada', 'Linus']],
    ['most-liked', ['Grace', 'Linus', 'Ada']],
    ['most-commented', ['Ada', 'Linus', 'Grace']],
  ])('%s', (sort, expected) => {
    expect(sortList(posts, FEED_SORTS, sort).map((p) => p.userName)).toEqual(expected);
  });

  it('sorts the loaded posts and remembers the choice', async () => {
    const page: Post[] = posts;
    mockFetch({
      ...userRoute(ada),
      'GET /api/community/posts?filter=for-you&limit=20': () => json(200, page),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/community' });
    await screen.findByRole('article', { name: 'Post by Ada' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Post by Ada', 'Post by Grace', 'Post by Linus']);
    await chooseSort(user, 'Sort posts', 'Most liked');
    await waitFor(() =>
      expect(shownNames()).toEqual(['Post by Grace', 'Post by Linus', 'Post by Ada']),
    );
    expect(window.localStorage.getItem('afc:feed-sort')).toBe('most-liked');
    unmount();

    renderApp({ path: '/community' });
    await screen.findByRole('article', { name: 'Post by Ada' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Post by Grace', 'Post by Linus', 'Post by Ada']);
  }, 15_000);
});
