import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aPackingList } from '@/test/fixtures/packing-lists.ts';
import { renderApp } from '@/test/render-app.tsx';
import { PACKING_LIST_SORTS, type PackingListSort } from './packing-list-sort.ts';

// As the server sends them: soonest trip first, undated after.
const lists = [
  aPackingList({
    tripName: 'Lisbon',
    startDate: '2025-05-01',
    endDate: '2025-05-01',
    createdAt: '2025-01-01T10:00:00.000Z',
  }),
  aPackingList({
    tripName: 'Oslo',
    startDate: '2025-08-10',
    endDate: '2025-08-10',
    createdAt: '2025-01-03T10:00:00.000Z',
  }),
  aPackingList({
    tripName: 'Someday',
    startDate: null,
    endDate: null,
    createdAt: '2025-01-02T10:00:00.000Z',
  }),
];

describe('Packing list sorts', () => {
  it.each<[PackingListSort, string[]]>([
    ['trip-soonest', ['Lisbon', 'Oslo', 'Someday']],
    ['trip-latest', ['Oslo', 'Lisbon', 'Someday']],
    ['newest', ['Oslo', 'Someday', 'Lisbon']],
    ['name', ['Lisbon', 'Oslo', 'Someday']],
  ])('%s', (sort, expected) => {
    expect(sortList(lists, PACKING_LIST_SORTS, sort).map((l) => l.tripName)).toEqual(expected);
  });

  it('sorts the lists on the page and remembers the choice', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/packing-lists': () => json(200, lists),
      'GET /api/wardrobe': () => json(200, []),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/packing-list' });
    await screen.findByText('Lisbon', undefined, { timeout: 5000 });
    expect(shownNames()).toEqual(['Lisbon', 'Oslo', 'Someday']);
    await chooseSort(user, 'Sort packing lists', 'Latest trip');
    await waitFor(() => expect(shownNames()).toEqual(['Oslo', 'Lisbon', 'Someday']));
    expect(window.localStorage.getItem('afc:packing-list-sort')).toBe('trip-latest');
    unmount();

    renderApp({ path: '/packing-list' });
    await screen.findByText('Lisbon', undefined, { timeout: 5000 });
    expect(shownNames()).toEqual(['Oslo', 'Lisbon', 'Someday']);
  }, 15_000);
});
