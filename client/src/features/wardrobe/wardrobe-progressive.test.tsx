import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';

const UI_TEST_TIMEOUT_MS = 20_000;

// jsdom has no IntersectionObserver: this one lets a test say "the sentinel scrolled into view".
let observed: { callback: IntersectionObserverCallback; target: Element | null }[] = [];

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observed = observed.filter((entry) => entry !== this.entry);
  }
}

function scrollToSentinel() {
  const sentinel = screen.getByTestId('more-items');
  act(() => {
    for (const { callback, target } of observed.filter((entry) => entry.target === sentinel)) {
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

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
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('renders the first screen’s 16 cards, then 24 more each time the end scrolls near', async () => {
    renderWardrobe();
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    expect(screen.getByText('130 items')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(16);
    expect(cardNames().at(-1)).toBe('Piece 016');

    for (const count of [40, 64, 88, 112, 130]) {
      scrollToSentinel();
      expect(cardNames()).toHaveLength(count);
    }
    expect(cardNames().at(-1)).toBe('Piece 130');
    expect(screen.queryByTestId('more-items')).not.toBeInTheDocument();
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

  it('sorts the whole wardrobe and starts again from the first batch', async () => {
    const { user } = renderWardrobe();
    await screen.findByText('Piece 001', {}, { timeout: 5000 });
    scrollToSentinel();
    expect(cardNames()).toHaveLength(40);

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Most worn' }));
    expect(cardNames()).toHaveLength(16);
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
