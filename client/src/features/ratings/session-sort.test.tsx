import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aRatingSession } from '@/test/fixtures/rating-sessions.ts';
import { renderApp } from '@/test/render-app.tsx';
import { SESSION_SORTS, type SessionSort } from './session-sort.ts';

// As the server sends them: newest first.
const sessions = [
  aRatingSession({
    title: 'Wedding guest',
    voteCount: 2,
    status: 'closed',
    createdAt: '2025-03-03T10:00:00.000Z',
  }),
  aRatingSession({
    title: 'interview',
    voteCount: 7,
    status: 'active',
    createdAt: '2025-03-02T10:00:00.000Z',
  }),
  aRatingSession({
    title: 'Date night',
    voteCount: 0,
    status: 'active',
    createdAt: '2025-03-01T10:00:00.000Z',
  }),
];

describe('Rating session sorts', () => {
  it.each<[SessionSort, string[]]>([
    ['newest', ['Wedding guest', 'interview', 'Date night']],
    ['oldest', ['Date night', 'interview', 'Wedding guest']],
    ['most-votes', ['interview', 'Wedding guest', 'Date night']],
    ['open', ['interview', 'Date night', 'Wedding guest']],
    ['title', ['Date night', 'interview', 'Wedding guest']],
  ])('%s', (sort, expected) => {
    expect(sortList(sessions, SESSION_SORTS, sort).map((s) => s.title)).toEqual(expected);
  });

  it('sorts the sessions on the page and remembers the choice', async () => {
    mockFetch({ ...userRoute(ada), 'GET /api/rating-sessions': () => json(200, sessions) });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/friends-rating' });
    await screen.findByText('Wedding guest', undefined, { timeout: 5000 });
    expect(shownNames()).toEqual(['Wedding guest', 'interview', 'Date night']);
    await chooseSort(user, 'Sort rating sessions', 'Most votes');
    await waitFor(() => expect(shownNames()).toEqual(['interview', 'Wedding guest', 'Date night']));
    expect(window.localStorage.getItem('afc:rating-session-sort')).toBe('most-votes');
    unmount();

    renderApp({ path: '/friends-rating' });
    await screen.findByText('Wedding guest', undefined, { timeout: 5000 });
    expect(shownNames()).toEqual(['interview', 'Wedding guest', 'Date night']);
  }, 15_000);
});
