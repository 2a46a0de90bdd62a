import type { Capsule } from '@contract/capsules.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { CAPSULE_SORTS, type CapsuleSort } from './capsule-sort.ts';

let sequence = 0;
function aCapsule(name: string, pieces: number, outfitCount: number, createdAt: string): Capsule {
  sequence += 1;
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: ada.id,
    name,
    description: null,
    theme: null,
    season: null,
    itemIds: Array.from(
      { length: pieces },
      (_, i) => `50000000-0000-4000-8000-${String(sequence * 100 + i).padStart(12, '0')}`,
    ),
    maxItems: 20,
    isActive: true,
    createdAt,
    outfitCount,
    previewItems: [],
  };
}

// As the server sends them: newest first.
const capsules = [
  aCapsule('Workweek', 3, 8, '2025-03-03T10:00:00.000Z'),
  aCapsule('Beach', 6, 2, '2025-03-02T10:00:00.000Z'),
  aCapsule('autumn', 4, 5, '2025-03-01T10:00:00.000Z'),
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
