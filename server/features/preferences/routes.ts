import type { FastifyInstance } from 'fastify';
import { preferencesSchema, updatePreferencesBodySchema } from '../../../contract/preferences.ts';
import { withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { PreferencesService } from './service.ts';

const answer = { 200: preferencesSchema };

/** GET /api/preferences and PUT /api/preferences: the session user's settings. */
export function registerPreferencesRoutes(
  app: FastifyInstance,
  preferences: PreferencesService,
): void {
  const api = withContract(app);

  api.get('/api/preferences', { schema: { response: answer } }, async (request) =>
    preferences.get(sessionUser(request).id),
  );

  api.put(
    '/api/preferences',
    { schema: { body: updatePreferencesBodySchema, response: answer } },
    async (request) => preferences.update(sessionUser(request).id, request.body),
  );
}
