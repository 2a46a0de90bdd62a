import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aDiaryEntry } from '@/test/fixtures/diary-entries.ts';
import { renderApp } from '@/test/render-app.tsx';
import { DIARY_SORTS, type DiarySort } from './diary-sort.ts';

// As the server sends them: newest first.
const entries = [
  aDiaryEntry({ title: 'Street style', isFavorite: false, createdAt: '2025-03-03T10:00:00.000Z' }),
  aDiaryEntry({ title: 'Linen suit', isFavorite: true, createdAt: '2025-03-02T10:00:00.000Z' }),
  aDiaryEntry({ title: 'autumn layers', isFavorite: false, createdAt: '2025-03-01T10:00:00.000Z' }),
];

describe('Style diary sorts', () => {
  it.each<[DiarySort, string[]]>([
    ['newest', ['Street style', 'Linen suit', 'autumn layers']],
    ['oldest', ['autumn layers', 'Linen suit', 'Street style']],
    ['title', ['autumn layers', 'Linen suit', 'Street style']],
    ['favourites', ['Linen suit', 'Street style', 'autumn layers']],
  ])('%s', (sort, expected) => {
    expect(sortList(entries, DIARY_SORTS, sort).map((e) => e.title)).toEqual(expected);
  });

  it('sorts the entries on the page and remembers the choice', async () => {
    mockFetch({ ...userRoute(ada), 'GET /api/style-diary': () => json(200, entries) });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/style-diary' });
    await screen.findByRole('heading', { name: 'Street style' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Street style', 'Linen suit', 'autumn layers']);
    await chooseSort(user, 'Sort entries', 'Favourites first');
    await waitFor(() =>
      expect(shownNames()).toEqual(['Linen suit', 'Street style', 'autumn layers']),
    );
    expect(window.localStorage.getItem('afc:diary-sort')).toBe('favourites');
    unmount();

    renderApp({ path: '/style-diary' });
    await screen.findByRole('heading', { name: 'Street style' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Linen suit', 'Street style', 'autumn layers']);
  }, 15_000);
});
