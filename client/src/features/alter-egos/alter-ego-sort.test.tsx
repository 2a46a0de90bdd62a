import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { anAlterEgo } from '@/test/fixtures/alter-egos.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ALTER_EGO_SORTS, type AlterEgoSort } from './alter-ego-sort.ts';

// As the server sends them: newest first.
const alterEgos = [
  anAlterEgo({ name: 'Gallery Ghost', isActive: false, createdAt: '2025-03-03T10:00:00.000Z' }),
  anAlterEgo({ name: 'boardroom', isActive: true, createdAt: '2025-03-02T10:00:00.000Z' }),
  anAlterEgo({ name: 'Weekend', isActive: false, createdAt: '2025-03-01T10:00:00.000Z' }),
];

describe('Alter ego sorts', () => {
  it.each<[AlterEgoSort, string[]]>([
    ['newest', ['Gallery Ghost', 'boardroom', 'Weekend']],
    ['oldest', ['Weekend', 'boardroom', 'Gallery Ghost']],
    ['name', ['boardroom', 'Gallery Ghost', 'Weekend']],
    ['active', ['boardroom', 'Gallery Ghost', 'Weekend']],
  ])('%s', (sort, expected) => {
    expect(sortList(alterEgos, ALTER_EGO_SORTS, sort).map((a) => a.name)).toEqual(expected);
  });

  it('sorts the personas on the page and remembers the choice', async () => {
    mockFetch({ ...userRoute(ada), 'GET /api/alter-egos': () => json(200, alterEgos) });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/alter-egos' });
    await screen.findByRole('article', { name: 'Weekend' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Gallery Ghost', 'boardroom', 'Weekend']);
    await chooseSort(user, 'Sort alter egos', 'Oldest');
    await waitFor(() => expect(shownNames()).toEqual(['Weekend', 'boardroom', 'Gallery Ghost']));
    expect(window.localStorage.getItem('afc:alter-ego-sort')).toBe('oldest');
    unmount();

    renderApp({ path: '/alter-egos' });
    await screen.findByRole('article', { name: 'Weekend' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Weekend', 'boardroom', 'Gallery Ghost']);
  }, 15_000);
});
