import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints } from '../../../contract/notifications.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { NotificationsService } from './service.ts';

/** The morning notification's settings, this user's devices and a test send. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  notifications: NotificationsService,
): void {
  registerEndpoints(app, notificationsEndpoints, {
    'GET /api/notifications/morning': async (request) => notifications.get(sessionUser(request).id),
    'PUT /api/notifications/morning': async (request) =>
      notifications.update(sessionUser(request).id, request.body),
    'POST /api/notifications/subscriptions': async (request) =>
      notifications.subscribe(sessionUser(request).id, request.body),
    'POST /api/notifications/unsubscribe': async (request) =>
      notifications.unsubscribe(sessionUser(request).id, request.body.endpoint),
    // Each test is a request to every device's push service.
    'POST /api/notifications/test': {
      config: { accountLimit: 'push-test' },
      handler: async (request) => notifications.sendTest(sessionUser(request).id),
    },
  });
}
