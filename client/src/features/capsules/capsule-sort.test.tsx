import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aCapsule } from '@/test/fixtures/capsules.ts';
import { renderApp } from '@/test/render-app.tsx';
import { CAPSULE_SORTS, type CapsuleSort } from './capsule-sort.ts';

/** `n` ids of pieces, made up: only their number counts here. */
const pieces = (n: number, first: number) =>
  Array.from(
    { length: n },
    (_, i) => `50000000-0000-4000-8000-${String(first + i).padStart(12, '0')}`,
  );

// As the server sends them: newest first.
const capsules = [
  aCapsule({
    name: 'Workweek',
    itemIds: pieces(3, 100),
    maxItems: 20,
    outfitCount: 8,
    createdAt: '2025-03-03T10:00:00.000Z',
  }),
  aCapsule({
    name: 'Beach',
    itemIds: pieces(6, 200),
    maxItems: 20,
    outfitCount: 2,
    createdAt: '2025-03-02T10:00:00.000Z',
  }),
  aCapsule({
    name: 'autumn',
    itemIds: pieces(4, 300),
    maxItems: 20,
    outfitCount: 5,
    createdAt: '2025-03-01T10:00:00.000Z',
  }),
];

describe('Capsule sorts', () => {
  it.each<[CapsuleSort, string[]]>([
    ['newest', ['Workweek', 'Beach', 'autumn']],
    ['oldest', ['autumn', 'Beach', 'Workweek']],
    ['name', ['autumn', 'Beach', 'Workweek']],
    ['most-pieces', ['Beach', 'autumn', 'Workweek']],
    ['most-outfits', ['Workweek', 'autumn', 'Beach']],
  ])('%s', (sort, expected) => {
    expect(sortList(capsules, CAPSULE_SORTS, sort).map((c) => c.name)).toEqual(expected);
  });

  it('sorts the capsules on the page and remembers the choice', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/capsules': () => json(200, capsules),
      'GET /api/wardrobe': () => json(200, []),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/capsule' });
    await screen.findByText('Workweek', undefined, { timeout: 5000 });
    expect(shownNames()).toEqual(['Workweek', 'Beach', 'autumn']);
    await chooseSort(user, 'Sort capsules', 'Most outfits');
    await waitFor(() => expect(shownNames()).toEqual(['Workweek', 'autumn', 'Beach']));
    await chooseSort(user, 'Sort capsules', 'Name A–Z');
    await waitFor(() => expect(shownNames()).toEqual(['autumn', 'Beach', 'Workweek']));
    expect(window.localStorage.getItem('afc:capsule-sort')).toBe('name');
    unmount();

    renderApp({ path: '/capsule' });
    await screen.findByText('Workweek', undefined, { timeout: 5000 });
    expect(shownNames()).toEqual(['autumn', 'Beach', 'Workweek']);
  }, 15_000);
});
