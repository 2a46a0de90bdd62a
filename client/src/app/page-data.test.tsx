import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { TODAY_SLOT } from '@contract/page-preloads.ts';
import { localDay } from '@/lib/format.ts';
import { pageTable } from './page-table.ts';

// The server preloads a page's `data` beside its scripts; a URL the page does not ask exactly
// that way would be fetched twice, and one it asks but the table misses would wait a round trip.
describe("the page table's first API answers", { timeout: 20_000 }, () => {
  it('are exactly what the dashboard asks for on its first render', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, [anItem({ name: 'Linen shirt' })]),
      'GET /api/outfits': () => json(200, []),
      'GET /api/fashion-insights': () => json(200, []),
      'GET /api/ai/style-tip': () =>
        json(200, { tip: 'Wear the linen shirt open.', occasion: 'work', weather: 'sunny' }),
      'GET /api/ai/style-profile': () =>
        json(200, {
          totalItems: 1,
          dominantColors: [],
          categoryMix: [],
          formalityMix: [],
          mostWorn: [],
          leastWorn: [],
        }),
    });
    renderApp({ path: '/' });
    await screen.findByText('Wear the linen shirt open.', {}, { timeout: 5000 });
    await screen.findByRole('region', { name: 'Recently Added' });

    // The Today card's URL names the browser's date, which the page's loader writes in.
    const asked = requests
      .filter((request) => request.method === 'GET' && request.url !== '/api/user')
      .map((request) => request.url);
    const named = pageTable.find((page) => page.path === '/')?.data ?? [];
    expect(new Set(asked)).toEqual(
      new Set(named.map((url) => url.replace(TODAY_SLOT, localDay()))),
    );
    expect(named).toHaveLength(new Set(named).size);
  });

  it('are exactly what My Wardrobe asks for on its first render', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, [anItem({ name: 'Linen shirt' })]),
    });
    renderApp({ path: '/wardrobe' });
    await screen.findByText('Linen shirt', {}, { timeout: 5000 });

    const asked = requests
      .filter((request) => request.method === 'GET' && request.url !== '/api/user')
      .map((request) => request.url);
    const named = pageTable.find((page) => page.page === 'wardrobe/wardrobe-page')?.data ?? [];
    expect(new Set(asked)).toEqual(new Set(named));
  });
});
