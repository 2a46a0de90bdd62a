import type { FastifyInstance } from 'fastify';
import { preferencesEndpoints } from '../../../contract/preferences.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { PreferencesService } from './service.ts';

/** GET /api/preferences and PUT /api/preferences: the session user's settings. */
export function registerPreferencesRoutes(
  app: FastifyInstance,
  preferences: PreferencesService,
): void {
  registerEndpoints(app, preferencesEndpoints, {
    'GET /api/preferences': async (request) => preferences.get(sessionUser(request).id),
    'PUT /api/preferences': async (request) =>
      preferences.update(sessionUser(request).id, request.body),
  });
}
