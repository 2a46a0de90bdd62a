import type { Place } from '@contract/weather.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { PlaceSection } from '../public.ts';

const lisbon = {
  name: 'Lisbon',
  label: 'Lisbon, Portugal',
  latitude: 38.72,
  longitude: -9.14,
  timeZone: 'Europe/Lisbon',
};

/** The place API as the server keeps it: one place, set and removed. */
function placeServer({ available = true, search = true } = {}) {
  let place: Place | null = null;
  return mockFetch({
    'GET /api/weather/place': () => json(200, { available, search, place }),
    'GET /api/weather/places?q=Lis': () => json(200, { places: [lisbon], note: null }),
    'GET /api/weather/places?q=Zz': () => json(200, { places: [], note: null }),
    'PUT /api/weather/place': (request) => {
      place = request.body as Place;
      return json(200, { available, search, place });
    },
    'DELETE /api/weather/place': () => {
      place = null;
      return new Response(null, { status: 204 });
    },
  });
}

const section = () => screen.findByRole('region', { name: 'Your place' }, { timeout: 5000 });

describe('Settings: your place', { timeout: 20_000 }, () => {
  it('finds a city by name, saves it under its label, and removes it', async () => {
    const { requests } = placeServer();
    const user = userEvent.setup();
    renderApp({ ui: <PlaceSection /> });
    await user.type(within(await section()).getByLabelText('Search for your city'), 'Zz');
    expect(await screen.findByText('No place found by that name.')).toBeInTheDocument();
    const box = within(await section()).getByLabelText('Search for your city');
    await user.clear(box);
    await user.type(box, 'Lis');
    await user.click(await screen.findByRole('button', { name: 'Lisbon, Portugal' }));
    expect(await screen.findByText('Place saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Lisbon, Portugal',
      latitude: 38.72,
      longitude: -9.14,
      timeZone: 'Europe/Lisbon',
    });
    expect(within(await section()).getByText('Lisbon, Portugal')).toBeInTheDocument();

    await user.click(within(await section()).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Place removed')).toBeInTheDocument();
    expect(within(await section()).getByLabelText('Search for your city')).toBeInTheDocument();
  });

  it('takes coordinates, and says what is wrong with them before sending anything', async () => {
    const { requests } = placeServer({ search: false });
    const user = userEvent.setup();
    renderApp({ ui: <PlaceSection /> });
    const form = within(await section());
    await user.type(form.getByLabelText('Name'), 'Home');
    await user.type(form.getByLabelText('Latitude'), '95');
    await user.type(form.getByLabelText('Longitude'), '-9.14');
    await user.click(form.getByRole('button', { name: 'Save place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Latitude must be between -90 and 90',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.clear(form.getByLabelText('Latitude'));
    await user.type(form.getByLabelText('Latitude'), '38.72');
    await user.click(form.getByRole('button', { name: 'Save place' }));
    expect(await screen.findByText('Place saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      name: 'Home',
      latitude: 38.72,
      longitude: -9.14,
    });
  });

  it('is not shown when the server has no forecast', async () => {
    placeServer({ available: false });
    const { container } = renderApp({ ui: <PlaceSection /> });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText('Your place')).toBeNull();
  });
});
