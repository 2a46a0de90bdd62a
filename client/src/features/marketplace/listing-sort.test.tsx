import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aListing } from '@/test/fixtures/listings.ts';
import { renderApp } from '@/test/render-app.tsx';
import { LISTING_SORTS, type ListingSort } from './listing-sort.ts';

// As the server sends them: newest first.
const listings = [
  aListing({ title: 'Coat', price: 9000, views: 2, createdAt: '2025-03-03T10:00:00.000Z' }),
  aListing({ title: 'Tee', price: 1500, views: 9, createdAt: '2025-03-02T10:00:00.000Z' }),
  aListing({ title: 'Boots', price: 6000, views: 4, createdAt: '2025-03-01T10:00:00.000Z' }),
];

describe('Marketplace sorts', () => {
  it.each<[ListingSort, string[]]>([
    ['newest', ['Coat', 'Tee', 'Boots']],
    ['oldest', ['Boots', 'Tee', 'Coat']],
    ['price-low', ['Tee', 'Boots', 'Coat']],
    ['price-high', ['Coat', 'Boots', 'Tee']],
    ['most-viewed', ['Tee', 'Boots', 'Coat']],
  ])('%s', (sort, expected) => {
    expect(sortList(listings, LISTING_SORTS, sort).map((l) => l.title)).toEqual(expected);
  });

  it('sorts the listings on the page and remembers the choice', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/marketplace?status=active': () => json(200, listings),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/marketplace' });
    await screen.findByRole('article', { name: 'Coat' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Coat', 'Tee', 'Boots']);
    await chooseSort(user, 'Sort listings', 'Price low–high');
    await waitFor(() => expect(shownNames()).toEqual(['Tee', 'Boots', 'Coat']));
    expect(window.localStorage.getItem('afc:listing-sort')).toBe('price-low');
    unmount();

    renderApp({ path: '/marketplace' });
    await screen.findByRole('article', { name: 'Coat' }, { timeout: 5000 });
    expect(shownNames()).toEqual(['Tee', 'Boots', 'Coat']);
    expect(screen.getByRole('combobox', { name: 'Sort listings' })).toHaveTextContent(
      'Price low–high',
    );
  }, 15_000);
});
