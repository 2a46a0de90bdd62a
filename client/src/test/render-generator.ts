import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ada, json, mockFetch, userRoute } from './fetch-mock.ts';
import { outfitPieces } from './fixtures/outfit-pieces.ts';
import { forecastRoute } from './fixtures/today.ts';
import { renderApp } from './render-app.tsx';

type Routes = Parameters<typeof mockFetch>[0];

/** The whole app at the Outfit Generator, with the wardrobe, personas and outfits it loads. */
export function renderGenerator({
  items = outfitPieces,
  alterEgos = [],
  outfits = [],
  path = '/outfit-generator',
  routes = {},
}: {
  items?: unknown[];
  alterEgos?: unknown[];
  outfits?: unknown[];
  path?: string;
  routes?: Routes;
} = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/wardrobe': () => json(200, items),
    'GET /api/alter-egos': () => json(200, alterEgos),
    'GET /api/outfits': () => json(200, outfits),
    ...forecastRoute(),
    ...routes,
  });
  const user = userEvent.setup();
  renderApp({ path });
  return { ...mock, user };
}

/** The generator has loaded (its page code arrives on first visit). */
export function generatorReady() {
  return screen.findByRole('button', { name: 'Generate Outfit' }, { timeout: 5000 });
}
