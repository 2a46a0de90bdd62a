import type { CalendarEntry } from '@contract/calendar.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { localDay } from '@/lib/format.ts';
import { longDay, monthGrid } from './month-grid.ts';

const now = new Date();
const today = localDay(now);
const weeks = monthGrid(now.getFullYear(), now.getMonth());
const rangeUrl = `/api/calendar?startDate=${weeks[0]![0]!.date}&endDate=${weeks.at(-1)!.at(-1)!.date}`;

const planned: CalendarEntry = {
  id: '60000000-0000-4000-8000-000000000001',
  userId: ada.id,
  outfitId: '70000000-0000-4000-8000-000000000001',
  date: today,
  eventName: 'Team dinner',
  eventType: 'evening',
  notes: null,
  wornAt: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  outfit: {
    id: '70000000-0000-4000-8000-000000000001',
    name: 'Office look',
    occasion: 'work',
    itemIds: [],
    pieces: [{ id: 'p1', name: 'Oxford shirt', thumbnailUrl: null }],
  },
};

describe('Outfit Calendar', () => {
  it('starts weeks on Sunday, shows the day\'s entry and logs "Wore it"', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      [`GET ${rangeUrl}`]: () => json(200, [planned]),
      [`GET /api/calendar/upcoming?from=${today}&limit=5`]: () => json(200, [planned]),
      [`POST /api/calendar/${planned.id}/wear`]: () =>
        json(200, { ...planned, wornAt: `${today}T12:00:00.000Z` }),
      'GET /api/wardrobe': () => json(200, []),
      'GET /api/outfits': () => json(200, []),
    });
    const user = userEvent.setup();
    renderApp({ path: '/calendar' });
    const grid = await screen.findByRole('grid', { name: 'Month' }, { timeout: 5000 });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    expect(
      within(grid).getByRole('button', { name: `${longDay(today)}, 1 planned` }),
    ).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(upcoming).findByText('Team dinner')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Wore it' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/wear'))).toBe(true),
    );
  });

  it('adds an event only with a name, and sends blanks as null', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      [`GET ${rangeUrl}`]: () => json(200, []),
      [`GET /api/calendar/upcoming?from=${today}&limit=5`]: () => json(200, []),
      'POST /api/calendar': () =>
        json(201, { ...planned, outfitId: null, outfit: null, eventType: null }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/calendar' });
    await screen.findByRole('grid', { name: 'Month' }, { timeout: 5000 });
    await user.click(screen.getAllByRole('button', { name: 'Add Event' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today);

    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(
      await within(dialog).findByText('Choose an outfit or name the event'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Event Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Event Name'), ' Team dinner ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      date: today,
      eventName: 'Team dinner',
      eventType: null,
      notes: null,
    });
    expect(await screen.findByText('Event added to your calendar')).toBeInTheDocument();
  });
});
