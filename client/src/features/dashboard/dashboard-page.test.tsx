import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aToday, todayRoute } from '@/test/fixtures/today.ts';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

/** The dashboard's other cards, answering nothing in particular. */
const quietAiRoutes = {
  'GET /api/outfits': () => json(200, []),
  'GET /api/fashion-insights': () => json(200, []),
  'GET /api/ai/style-tip': () =>
    json(200, {
      tip: 'Start with one great pair of trousers.',
      occasion: 'work',
      weather: 'sunny',
    }),
  'GET /api/ai/style-profile': () =>
    json(200, {
      totalItems: 0,
      dominantColors: [],
      categoryMix: [],
      formalityMix: [],
      mostWorn: [],
      leastWorn: [],
    }),
};

function renderDashboard(items: unknown) {
  mockFetch({
    ...userRoute(ada),
    ...quietAiRoutes,
    ...todayRoute(aToday()),
    'GET /api/wardrobe': () => json(200, items),
  });
  const user = userEvent.setup();
  renderApp({ path: '/' });
  return { user };
}

/** The value shown under a stat card's label. */
function stat(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.firstElementChild?.textContent ?? '';
}

describe('dashboard', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the wardrobe numbers from real items', async () => {
    renderDashboard([
      anItem({ price: 6000, timesWorn: 3 }),
      anItem({ price: 1000, timesWorn: 10 }),
      anItem({ price: 2500, timesWorn: 0 }),
    ]);
    await screen.findByText('3', { selector: 'span' }, { timeout: 5000 });

    expect(stat('Total Items')).toBe('3');
    expect(stat('Outfit Combos')).toBe('9');
    // ($20.00 + $1.00) / 2 items that have both a price and wears.
    expect(stat('Avg Cost/Wear')).toBe('$10.50');
    expect(stat('Sustainability')).toBe('67%');
  });

  it('shows the six newest items under Recently Added, linking to their detail', async () => {
    const items = Array.from({ length: 8 }, (_, index) => anItem({ name: `Piece ${index + 1}` }));
    renderDashboard(items);
    const section = await screen.findByRole(
      'region',
      { name: 'Recently Added' },
      { timeout: 5000 },
    );
    await within(section).findByText('Piece 1');
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/wardrobe/'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Piece 1',
      'Piece 2',
      'Piece 3',
      'Piece 4',
      'Piece 5',
      'Piece 6',
    ]);
    expect(links[0]).toHaveAttribute('href', `/wardrobe/${items[0]!.id}`);
    expect(within(section).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/wardrobe',
    );
  });

  it('shows skeletons while the wardrobe loads', async () => {
    mockFetch({
      ...userRoute(ada),
      ...quietAiRoutes,
      'GET /api/wardrobe': () => deferred<Response>().promise,
    });
    renderApp({ path: '/' });
    await screen.findByRole('heading', { name: /Welcome back/ }, { timeout: 5000 });
    expect(screen.getAllByTestId('recent-skeleton')).toHaveLength(6);
  });

  it('offers "Add Your First Item" in an empty wardrobe, with no made-up numbers', async () => {
    const { user } = renderDashboard([]);
    const add = await screen.findByRole(
      'button',
      { name: 'Add Your First Item' },
      { timeout: 5000 },
    );
    expect(stat('Total Items')).toBe('0');
    expect(stat('Avg Cost/Wear')).toBe('—');
    expect(stat('Sustainability')).toBe('—');
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();

    await user.click(add);
    expect(
      await screen.findByRole('dialog', { name: 'Add New Wardrobe Item' }),
    ).toBeInTheDocument();
  });

  it('opens the add dialog from "Add Items" and from the floating button', async () => {
    const { user } = renderDashboard([anItem()]);
    await screen.findByRole('heading', { name: 'Next steps' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Generate Outfit' })).toHaveAttribute(
      'href',
      '/outfit-generator',
    );

    await user.click(screen.getByRole('button', { name: 'Add Items' }));
    expect(
      await screen.findByRole('dialog', { name: 'Add New Wardrobe Item' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(
      await screen.findByRole('dialog', { name: 'Add New Wardrobe Item' }),
    ).toBeInTheDocument();
  });
});

describe('dashboard search', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('finds pieces by name, brand or colour and opens the one chosen', async () => {
    const { user } = renderDashboard([
      anItem({ id: 'i1', name: 'Navy Blazer', brand: 'Acme', color: 'Navy' }),
      anItem({ id: 'i2', name: 'White Tee', brand: 'Basics Co', color: 'White' }),
      anItem({ id: 'i3', name: 'Grey Trousers', brand: 'Acme', color: 'Grey' }),
    ]);
    const box = await screen.findByRole('searchbox', { name: 'Search your wardrobe' });
    await user.type(box, 'acme');
    const results = () => within(screen.getByRole('list', { name: 'Search results' }));
    await screen.findByRole('list', { name: 'Search results' });
    expect(
      results()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Navy Blazer'), expect.stringContaining('Grey Trousers')]);
    expect(screen.getByRole('status')).toHaveTextContent('2 pieces found');

    await user.clear(box);
    await user.type(box, 'NAVY');
    expect(results().getByRole('link', { name: /Navy Blazer/ })).toHaveAttribute(
      'href',
      '/wardrobe/i1',
    );
    expect(results().getAllByRole('link')).toHaveLength(1);

    await user.clear(box);
    await user.type(box, 'sequin');
    expect(await screen.findByText('No pieces match “sequin”.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});
