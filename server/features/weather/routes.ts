import type { FastifyInstance } from 'fastify';
import { weatherEndpoints } from '../../../contract/weather.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { WeatherService } from './service.ts';

/** The forecast: the user's place, the days, what they say against plans, the swap. */
export function registerWeatherRoutes(app: FastifyInstance, weather: WeatherService): void {
  registerEndpoints(app, weatherEndpoints, {
    'GET /api/weather/place': async (request) => weather.place(sessionUser(request).id),
    'PUT /api/weather/place': async (request) =>
      weather.setPlace(sessionUser(request).id, request.body),
    'DELETE /api/weather/place': async (request) => {
      await weather.removePlace(sessionUser(request).id);
    },
    'GET /api/weather/places': {
      // Each search may reach the provider: counted like the other calls that go outside.
      config: { accountLimit: 'place-search' },
      handler: async (request) => weather.searchPlaces(request.query.q),
    },
    'GET /api/weather/forecast': async (request) =>
      weather.forecast(sessionUser(request).id, request.query),
    'GET /api/weather/warnings': async (request) =>
      weather.warnings(sessionUser(request).id, request.query),
    'POST /api/weather/warnings/:id/swap': {
      config: { generationLimit: 'outfits' },
      handler: async (request) => weather.swap(sessionUser(request).id, request.params.id),
    },
  });
}
