import type { PackingList, PackingSuggestion } from '@contract/packing-lists.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aPackingList } from '@/test/fixtures/packing-lists.ts';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { renderApp } from '@/test/render-app.tsx';

const tee = anItem({ name: 'Grey tee' });
const jeans = anItem({ name: 'Jeans', category: 'bottoms' });
const dress = anItem({ name: 'Slip dress', category: 'dresses' });

const lisbon = aPackingList({
  tripName: 'Lisbon',
  destination: 'Portugal',
  startDate: '2025-01-05',
  endDate: '2025-01-09',
  notes: 'Passport',
});

function renderLists(lists: PackingList[], routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/packing-lists': () => json(200, lists),
    'GET /api/wardrobe': () => json(200, [tee, jeans, dress]),
    ...routes,
  });
  renderApp({ path: '/packing-list' });
  return { ...mock, user: userEvent.setup() };
}

describe('Travel Packing Lists', () => {
  it('creates a list with empty values as null and dates as ISO date-times', async () => {
    const { user, requests } = renderLists([], {
      'POST /api/packing-lists': () => json(201, lisbon),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Create Your First List' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Packing List' });
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(within(dialog).getByText('Trip name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Trip Name'), 'Lisbon');
    await user.type(within(dialog).getByLabelText('Start Date'), '2025-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      tripName: 'Lisbon',
      destination: null,
      startDate: '2025-01-05T00:00:00.000Z',
      endDate: null,
      notes: null,
      itemIds: [],
    });
  });

  it("shows the card and selects the stylist's picks with their reasons", async () => {
    const suggestion: PackingSuggestion = {
      picks: [
        { itemId: tee.id, reason: 'Grey tee pairs with 1 bottom in the bag.' },
        { itemId: jeans.id, reason: 'Jeans is the base of 1 look.' },
      ],
      summary: '2 pieces for 5 days make 1 outfit.',
      outfitCount: 1,
      missing: ['A pair of shoes suited to the weather'],
    };
    const { user, requests } = renderLists([lisbon], {
      'POST /api/packing-lists/suggest': () => json(200, suggestion),
    });
    expect(
      await screen.findByText('Jan 5 – Jan 9, 2025', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 / 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit items for Lisbon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Items for Lisbon' });
    const days = within(dialog).getByLabelText('Days');
    expect(days).toHaveValue(5);
    await user.clear(days);
    await user.type(days, '0');
    expect(await within(dialog).findByText('A trip lasts at least 1 day')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Suggest' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '5');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Suggest' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    expect(await within(dialog).findByText('Makes 1 outfit')).toBeInTheDocument();
    expect(within(dialog).getByText(/A pair of shoes/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Grey tee pairs with 1 bottom in the bag.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('2 items selected').length).toBeGreaterThan(0);
    expect(requests.find((r) => r.url.endsWith('/suggest'))!.body).toEqual({
      days: 5,
      weather: 'sunny',
      temperature: 70,
    });
  });
});
