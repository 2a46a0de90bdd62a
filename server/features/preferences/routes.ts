import type { FastifyInstance } from 'fastify';
import { updatePreferencesBodySchema } from '../../../contract/preferences.ts';
import { parseWith } from '../../http/errors.ts';
import { sessionUser } from '../../http/session.ts';
import type { PreferencesService } from './service.ts';

/** GET /api/preferences and PUT /api/preferences: the session user's settings. */
export function registerPreferencesRoutes(
  app: FastifyInstance,
  preferences: PreferencesService,
): void {
  app.get('/api/preferences', async (request) => preferences.get(sessionUser(request).id));

  app.put('/api/preferences', async (request) => {
    const patch = parseWith(updatePreferencesBodySchema, request.body);
    return preferences.update(sessionUser(request).id, patch);
  });
}
