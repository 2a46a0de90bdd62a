import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';

const UI_TEST_TIMEOUT_MS = 20_000;

// 130 items, newest first; every tenth is a pair of jeans.
const wardrobe = Array.from({ length: 130 }, (_, index) =>
  anItem({
    name: `Piece ${String(index + 1).padStart(3, '0')}`,
    category: index % 10 === 0 ? 'bottoms' : 'tops',
    timesWorn: index,
  }),
);

function renderWardrobe() {
  mockFetch({ ...userRoute(ada), 'GET /api/wardrobe': () => json(200, wardrobe) });
  const user = userEvent.setup();
  renderApp({ path: '/wardrobe' });
  return { user };
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Wardrobe items' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('A large wardrobe', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('builds only the cards near the screen, each saying its place among all 130', async () => {
    renderWardrobe();
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    expect(screen.getByText('130 items')).toBeInTheDocument();
    const built = cardNames();
    expect(built.length).toBeGreaterThanOrEqual(6);
    expect(built.length).toBeLessThan(40);
    expect(built[0]).toBe('Piece 001');
    const first = screen
      .getByRole('heading', { level: 3, name: 'Piece 001' })
      .closest('[role="listitem"]');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '130');
  });

  it('loads the first row’s photos first and leaves the rest until they scroll near', async () => {
    const photographed = wardrobe.map((item) => ({
      ...item,
      thumbnailUrl: `/api/blobs/u/${item.id}-thumb.webp`,
    }));
    mockFetch({ ...userRoute(ada), 'GET /api/wardrobe': () => json(200, photographed) });
    renderApp({ path: '/wardrobe' });
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    const photo = (name: string) => screen.getByRole('img', { name });
    for (const name of ['Piece 001', 'Piece 004']) {
      expect(photo(name)).toHaveAttribute('loading', 'eager');
      expect(photo(name)).toHaveAttribute('fetchpriority', 'high');
    }
    expect(photo('Piece 005')).toHaveAttribute('loading', 'lazy');
    expect(photo('Piece 005')).not.toHaveAttribute('fetchpriority');
  });

  it('filters the whole wardrobe, not only the cards rendered', async () => {
    const { user } = renderWardrobe();
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search wardrobe' }), 'Piece 12');
    // All ten lie beyond the first batch.
    expect(cardNames()).toEqual(Array.from({ length: 10 }, (_, index) => `Piece ${120 + index}`));
  });

  it('sorts the whole wardrobe, not only the cards built', async () => {
    const { user } = renderWardrobe();
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Most worn' }));
    expect(cardNames().slice(0, 2)).toEqual(['Piece 130', 'Piece 129']);
  });
});

describe('The wardrobe sort', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('is Newest by default and remembers the choice in this browser', async () => {
    const { user } = renderWardrobe();
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveTextContent('Newest');

    await user.click(sort);
    await user.click(await screen.findByRole('option', { name: 'Least worn' }));
    expect(cardNames().slice(0, 2)).toEqual(['Piece 001', 'Piece 002']);
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Name A–Z' }));
    expect(window.localStorage.getItem('afc:wardrobe-sort')).toBe('name');
  });

  it('opens with the remembered sort', async () => {
    window.localStorage.setItem('afc:wardrobe-sort', 'most-worn');
    renderWardrobe();
    await screen.findByText('Piece 130', {}, { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Most worn');
    expect(cardNames()[0]).toBe('Piece 130');
  });

  it('ignores a stored value it does not know', async () => {
    window.localStorage.setItem('afc:wardrobe-sort', 'by-mood');
    renderWardrobe();
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Newest');
  });
});
