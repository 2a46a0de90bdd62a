import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { sampleWardrobe as wardrobe } from '@/test/fixtures/sample-wardrobe.ts';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

function renderWardrobe(items: unknown = wardrobe) {
  const { requests } = mockFetch({
    ...userRoute(ada),
    'GET /api/wardrobe': () => json(200, items),
  });
  const user = userEvent.setup();
  const app = renderApp({ path: '/wardrobe' });
  return { user, requests, ...app };
}

const grid = () => screen.getByRole('region', { name: 'Wardrobe items' });
const shownNames = () =>
  within(grid())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function loaded() {
  await screen.findByText('Oxford shirt', {}, { timeout: 5000 });
}

describe('My Wardrobe page', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows 12 skeletons while the list loads', async () => {
    mockFetch({ ...userRoute(ada), 'GET /api/wardrobe': () => deferred<Response>().promise });
    renderApp({ path: '/wardrobe' });
    // The page's code loads on first visit; the first test pays for it.
    await screen.findByRole('heading', { name: 'My Wardrobe' }, { timeout: 5000 });
    expect(screen.getAllByTestId('item-skeleton')).toHaveLength(12);
  });

  it('shows the count, "Organized by AI" and the cards as the spec describes', async () => {
    renderWardrobe();
    await loaded();

    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByText('Organized by AI')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan Item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const shirtCard = screen.getByRole('link', { name: /Oxford shirt/ });
    expect(within(shirtCard).getByText('$60.00')).toBeInTheDocument();
    expect(within(shirtCard).getByText('Worn 3 times')).toBeInTheDocument();
    expect(within(shirtCard).getByText('AI Tagged')).toBeInTheDocument();
    expect(within(shirtCard).getByTitle('Cost per wear')).toHaveTextContent('$20.00/wear');
    expect(within(shirtCard).getByRole('img', { name: 'Oxford shirt' })).toHaveAttribute(
      'src',
      '/api/blobs/u/shirt-thumb.webp',
    );
    // The first row's photos are the first screen's: loaded at once, before other images.
    const photo = within(shirtCard).getByRole('img', { name: 'Oxford shirt' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');

    const jeansCard = screen.getByRole('link', { name: /Wide jeans/ });
    expect(within(jeansCard).getByText('Never worn')).toBeInTheDocument();
    expect(within(jeansCard).queryByText('AI Tagged')).not.toBeInTheDocument();
    expect(within(jeansCard).getByRole('img', { name: 'Wide jeans (no photo)' })).toBeVisible();
    expect(within(jeansCard).getByRole('img', { name: 'Colours: Indigo, White' })).toBeVisible();

    const scarfCard = screen.getByRole('link', { name: /Silk scarf/ });
    expect(within(scarfCard).getByText('In laundry')).toBeInTheDocument();
  });

  it('shows cost per wear only when both the price and the wears are non-zero', async () => {
    renderWardrobe([
      anItem({ name: 'Priced and worn', price: 4999, timesWorn: 2 }),
      anItem({ name: 'Priced, never worn', price: 4999, timesWorn: 0 }),
      anItem({ name: 'Worn, no price', price: null, timesWorn: 5 }),
      anItem({ name: 'Free and worn', price: 0, timesWorn: 5 }),
    ]);
    await screen.findByText('Priced and worn');

    const card = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
    expect(within(card('Priced and worn')).getByTitle('Cost per wear')).toHaveTextContent(
      '$25.00/wear',
    );
    for (const name of ['Priced, never worn', 'Worn, no price', 'Free and worn']) {
      expect(within(card(name)).queryByTitle('Cost per wear')).not.toBeInTheDocument();
    }
  });

  it('searches name, brand and colour without regard to case', async () => {
    const { user } = renderWardrobe();
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Search wardrobe' });

    await user.type(search, 'OXFORD');
    expect(shownNames()).toEqual(['Oxford shirt']);

    await user.clear(search);
    await user.type(search, 'denim');
    expect(shownNames()).toEqual(['Wide jeans']);

    await user.clear(search);
    await user.type(search, 'navy');
    expect(shownNames()).toEqual(['Oxford shirt']);

    // A colour read from the photo counts too.
    await user.clear(search);
    await user.type(search, 'indigo');
    expect(shownNames()).toEqual(['Wide jeans']);
    expect(screen.getByText('Showing 1 of 3')).toBeInTheDocument();
  });

  it('narrows by category with the chips and the dropdown', async () => {
    const { user } = renderWardrobe();
    await loaded();
    const chips = screen.getByRole('group', { name: 'Categories' });

    await user.click(within(chips).getByRole('button', { name: /Bottoms/ }));
    expect(shownNames()).toEqual(['Wide jeans']);
    expect(within(chips).getByRole('button', { name: /Bottoms/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Bottoms');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Accessories' }));
    expect(shownNames()).toEqual(['Silk scarf']);

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'All Categories' }));
    expect(shownNames()).toHaveLength(3);
  });

  it('filters by colour, wear and laundry in the Filter panel, and counts what is active', async () => {
    const { user } = renderWardrobe();
    await loaded();
    const filterButton = screen.getByRole('button', { name: /^Filter/ });
    expect(filterButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(filterButton);
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(filterButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(panel).getByRole('button', { name: /^Red/ }));
    expect(shownNames()).toEqual(['Silk scarf']);
    await user.click(within(panel).getByRole('button', { name: /^Navy/ }));
    expect(shownNames()).toEqual(['Oxford shirt', 'Silk scarf']);
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveAccessibleName('Filter 2 active');

    await user.click(within(panel).getByRole('radio', { name: 'In laundry' }));
    expect(shownNames()).toEqual(['Silk scarf']);
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveAccessibleName('Filter 3 active');

    await user.click(within(panel).getByRole('button', { name: 'Reset these filters' }));
    await user.click(within(panel).getByRole('radio', { name: 'Never worn' }));
    expect(shownNames()).toEqual(['Wide jeans']);
    await user.click(within(panel).getByRole('radio', { name: 'Worn' }));
    expect(shownNames()).toEqual(['Oxford shirt', 'Silk scarf']);

    await user.click(
      within(within(panel).getByRole('radiogroup', { name: 'Wear' })).getByRole('radio', {
        name: 'Any',
      }),
    );
    await user.click(within(panel).getByRole('button', { name: /^Denimco/ }));
    expect(shownNames()).toEqual(['Wide jeans']);
  });

  it('says no items match, and Clear Filters brings everything back', async () => {
    const { user } = renderWardrobe();
    await loaded();

    await user.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', {
        name: /Tops/,
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search wardrobe' }), 'scarf');

    expect(screen.getByText('No items match your search criteria')).toBeInTheDocument();
    expect(shownNames()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(shownNames()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search wardrobe' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All Categories');
  });

  it('shows the empty state with ways to add when there are no items', async () => {
    const { user } = renderWardrobe([]);
    expect(await screen.findByText('Your wardrobe is empty')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(screen.queryByText('No items match your search criteria')).not.toBeInTheDocument();

    await user.click(within(grid()).getByRole('button', { name: 'Add Items' }));
    expect(
      await screen.findByRole('dialog', { name: 'Add New Wardrobe Item' }),
    ).toBeInTheDocument();
  });

  it('toasts "Failed to fetch wardrobe items" when the list cannot be loaded', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(503, { message: 'Database unavailable' }),
    });
    renderApp({ path: '/wardrobe' });
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Failed to fetch wardrobe items')).toBeInTheDocument();
    expect(within(toasts).getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Your wardrobe is empty')).not.toBeInTheDocument();
    // No count is better than a wrong one.
    expect(screen.queryByText('0 items')).not.toBeInTheDocument();
    expect(screen.getByText('Your wardrobe could not be loaded.')).toBeInTheDocument();
  });

  it('switches to the list view', async () => {
    const { user } = renderWardrobe();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownNames()).toEqual(['Oxford shirt', 'Wide jeans', 'Silk scarf']);
    expect(within(grid()).getByLabelText('In laundry')).toBeInTheDocument();
  });
});
