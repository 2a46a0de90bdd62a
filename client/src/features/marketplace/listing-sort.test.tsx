import type { Listing } from '@contract/marketplace.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sortList } from '@/components/list-sort.ts';
import { chooseSort, shownNames } from '@/components/list-sort-testing.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { LISTING_SORTS, type ListingSort } from './listing-sort.ts';

let sequence = 0;
function aListing(title: string, price: number, views: number, createdAt: string): Listing {
  sequence += 1;
  return {
    id: `60000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: 'someone-else',
    sellerName: 'omar',
    isMine: false,
    wardrobeItemId: null,
    title,
    description: null,
    price,
    condition: 'good',
    size: 'M',
    brand: null,
    category: 'tops',
    imageUrl: null,
    thumbnailUrl: null,
    contact: null,
    status: 'active',
    views,
    createdAt,
  };
}

// As the server sends them: newest first.
const listings = [
  aListing('Coat', 9000, 2, '2025-03-03T10:00:00.000Z'),
  aListing('Tee', 1500, 9, '2025-03-02T10:00:00.000Z'),
  aListing('Boots', 6000, 4, '2025-03-01T10:00:00.000Z'),
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
