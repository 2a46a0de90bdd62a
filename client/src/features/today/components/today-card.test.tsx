import type { CalendarEntry } from '@contract/calendar.ts';
import { EMPTY_WARDROBE_LOOK_NOTE } from '@contract/weather-values.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aToday, todayRoute } from '@/test/fixtures/today.ts';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { browserToday } from '../api.ts';
import { TodayCard } from './today-card.tsx';

const UI_TEST_TIMEOUT_MS = 20_000;

const plannedEntry: CalendarEntry = {
  id: 'entry-1',
  userId: 'me',
  outfitId: 'outfit-1',
  date: browserToday(),
  eventName: 'Team lunch',
  eventType: 'work',
  notes: null,
  wornAt: null,
  createdAt: new Date().toISOString(),
  outfit: {
    id: 'outfit-1',
    name: 'Suede Friday',
    itemIds: ['i-loafers'],
    pieces: [{ id: 'i-loafers', name: 'Tan suede loafers', thumbnailUrl: null }],
  },
} as CalendarEntry;

const card = () => screen.findByRole('region', { name: /Today/ });

describe('the Today card', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the forecast, where it came from, and a look made for it', async () => {
    mockFetch(todayRoute(aToday()));
    renderApp({ ui: <TodayCard /> });
    const today = within(await card());
    expect(today.getByText('Light rain · 48–61 °F · rain from 3 pm')).toBeInTheDocument();
    expect(today.getByText('Lisbon, Portugal · forecast by Open-Meteo')).toBeInTheDocument();
    expect(today.getByText('Casual look for today')).toBeInTheDocument();
    expect(today.getAllByRole('listitem').map((piece) => piece.textContent)).toEqual([
      'Navy Oxford shirt',
      'Grey wool trousers',
      'Brown loafers',
    ]);
  });

  it('flags a planned outfit the forecast does not suit, and swaps it in one tap', async () => {
    const warned = aToday({
      entry: plannedEntry,
      warning: {
        entryId: 'entry-1',
        date: browserToday(),
        reason: 'rain from 3 pm: the tan suede loafers',
        itemIds: ['i-loafers'],
      },
      look: {
        name: 'Suede Friday',
        itemIds: ['i-loafers'],
        pieces: plannedEntry.outfit!.pieces,
        reasoning: 'Planned for today, but rain from 3 pm: the tan suede loafers.',
        outfitId: 'outfit-1',
      },
    });
    const { requests } = mockFetch({
      ...todayRoute(warned),
      'POST /api/weather/warnings/entry-1/swap': () =>
        json(200, { ...plannedEntry, outfit: { ...plannedEntry.outfit, name: 'Rainy Friday' } }),
    });
    const user = userEvent.setup();
    renderApp({ ui: <TodayCard /> });
    const today = within(await card());
    expect(today.getByText('For Team lunch')).toBeInTheDocument();
    expect(today.getByRole('note')).toHaveTextContent('Rain from 3 pm: the tan suede loafers');
    await user.click(today.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText('Rainy Friday suits the forecast.')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain(
      'POST /api/weather/warnings/entry-1/swap',
    );
  });

  it('asks for another look, and wears the one shown', async () => {
    const { requests } = mockFetch({
      ...todayRoute(aToday()),
      ...todayRoute(aToday({ look: { ...aToday().look!, name: 'Second look for today' } }), 1),
      'POST /api/today/wear': () =>
        json(200, { ...plannedEntry, wornAt: new Date().toISOString() }),
    });
    const user = userEvent.setup();
    renderApp({ ui: <TodayCard /> });
    await user.click(within(await card()).getByRole('button', { name: 'Another look' }));
    expect(await screen.findByText('Second look for today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wear it' }));
    expect(await screen.findByText('Wear logged')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      look: 1,
      date: browserToday(),
    });
  });

  it('says how to get a forecast when no place is set', async () => {
    mockFetch(todayRoute(aToday({ place: null, forecast: null, source: null })));
    renderApp({ ui: <TodayCard /> });
    const today = within(await card());
    expect(today.getByRole('link', { name: 'Set your place' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says the provider is down instead of failing, and still offers a look', async () => {
    const note = 'The forecast is not available right now. Set the weather by hand.';
    mockFetch(todayRoute(aToday({ forecast: null, note })));
    renderApp({ ui: <TodayCard /> });
    const today = within(await card());
    expect(today.getByText(note)).toBeInTheDocument();
    expect(today.getByRole('button', { name: 'Wear it' })).toBeEnabled();
  });

  it('stays hidden while the wardrobe is empty', async () => {
    mockFetch(todayRoute(aToday({ look: null, lookNote: EMPTY_WARDROBE_LOOK_NOTE })));
    const { container } = renderApp({ ui: <TodayCard /> });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('#today')).toBeNull();
  });
});
