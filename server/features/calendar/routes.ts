import type { FastifyInstance } from 'fastify';
import { calendarEndpoints } from '../../../contract/calendar.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { CalendarService } from './service.ts';

/** The calendar API of spec §7 plus editing, deleting and the upcoming list. */
export function registerCalendarRoutes(app: FastifyInstance, calendar: CalendarService): void {
  registerEndpoints(app, calendarEndpoints, {
    // A userId query parameter (spec §7) is ignored: the calendar is always the session user's.
    'GET /api/calendar': async (request) => calendar.range(sessionUser(request).id, request.query),
    'GET /api/calendar/upcoming': async (request) =>
      calendar.upcoming(sessionUser(request).id, request.query),
    'POST /api/calendar': async (request) => calendar.create(sessionUser(request).id, request.body),
    'PUT /api/calendar/:id': async (request) =>
      calendar.update(sessionUser(request).id, request.params.id, request.body),
    'POST /api/calendar/:id/wear': async (request) =>
      calendar.wear(sessionUser(request).id, request.params.id),
    'DELETE /api/calendar/:id/wear': async (request) =>
      calendar.unwear(sessionUser(request).id, request.params.id),
    'DELETE /api/calendar/:id': async (request) =>
      calendar.remove(sessionUser(request).id, request.params.id),
  });
}
