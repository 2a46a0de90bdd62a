import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type RecordedRequest } from '@/test/fetch-mock.ts';
import { aSuggestion } from '@/test/fixtures/outfits.ts';
import { loafers, shirt, trousers } from '@/test/fixtures/outfit-pieces.ts';
import { aForecast, aForecastDay, forecastRoute } from '@/test/fixtures/today.ts';
import { generatorReady, renderGenerator } from '@/test/render-generator.ts';

// Issue 28: the generator opens with today's conditions from the forecast, says so, and the user
// can still change them.

const lisbon = {
  name: 'Lisbon, Portugal',
  latitude: 38.72,
  longitude: -9.14,
  timeZone: 'Europe/Lisbon',
};
const day = aForecastDay({ date: '2026-12-07' });
const wetDay = aForecast({ place: lisbon, today: day.date, days: [day] });

const generateRoute = {
  'POST /api/outfits/generate': () =>
    json(200, { suggestions: [aSuggestion({ items: [shirt.id, trousers.id, loafers.id] })] }),
};
const sent = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/api/outfits/generate').at(-1)?.body;
const note = () => screen.findByTestId('forecast-source', {}, { timeout: 5000 });

describe('the generator and today’s forecast', { timeout: 20_000 }, () => {
  it('fills in the weather and temperature from it, says so, and sends the day’s range', async () => {
    const { user, requests } = renderGenerator({
      routes: { ...forecastRoute(wetDay), ...generateRoute },
    });
    expect(await note()).toHaveTextContent(
      'From today’s forecast for Lisbon, Portugal: Light rain · 48–61 °F · rain from 3 pm (Open-Meteo).',
    );
    expect(screen.getByRole('button', { name: 'Rainy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('55°F')).toBeInTheDocument();
    await user.click(await generatorReady());
    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)).toMatchObject({
      weather: 'rainy',
      temperature: 55,
      temperatureRange: { low: 48, high: 61 },
    });
  });

  it('lets the user change them, and then sends what they chose without the range', async () => {
    const { user, requests } = renderGenerator({
      routes: { ...forecastRoute(wetDay), ...generateRoute },
    });
    await note();
    await user.click(screen.getByRole('button', { name: 'Sunny' }));
    expect(await note()).toHaveTextContent(
      'Set by hand. Today’s forecast for Lisbon, Portugal: Light rain',
    );
    await user.click(await generatorReady());
    await waitFor(() => expect(sent(requests)).toBeDefined());
    expect(sent(requests)).toMatchObject({ weather: 'sunny', temperature: 55 });
    expect(sent(requests)).not.toHaveProperty('temperatureRange');
  });

  it('keeps a link’s weather over the forecast', async () => {
    renderGenerator({
      path: '/outfit-generator?weather=cloudy',
      routes: { ...forecastRoute(wetDay), ...generateRoute },
    });
    expect(await note()).toHaveTextContent('Set by hand.');
    expect(screen.getByRole('button', { name: 'Cloudy' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why there is no forecast when the provider is down, and keeps the manual weather', async () => {
    const down = 'The forecast is not available right now. Set the weather by hand.';
    renderGenerator({
      routes: {
        ...forecastRoute(aForecast({ place: lisbon, today: day.date, note: down })),
        ...generateRoute,
      },
    });
    expect(await note()).toHaveTextContent(down);
    expect(screen.getByRole('button', { name: 'Sunny' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says nothing about a forecast without a place', async () => {
    renderGenerator({ routes: generateRoute });
    await generatorReady();
    expect(screen.queryByTestId('forecast-source')).toBeNull();
  });
});
