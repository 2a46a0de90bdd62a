import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  calendarEntrySchema,
  calendarRangeQuerySchema,
  createCalendarEntryBodySchema,
  upcomingQuerySchema,
  updateCalendarEntryBodySchema,
} from '../../../contract/calendar.ts';
import { idParamsSchema } from '../../../contract/ids.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { CalendarService } from './service.ts';

const entries = z.array(calendarEntrySchema);

/** The calendar API of spec §7 plus editing, deleting and the upcoming list. */
export function registerCalendarRoutes(app: FastifyInstance, calendar: CalendarService): void {
  const api = withContract(app);

  // A userId query parameter (spec §7) is ignored: the calendar is always the session user's.
  api.get(
    '/api/calendar',
    { schema: { querystring: calendarRangeQuerySchema, response: { 200: entries } } },
    async (request) => calendar.range(sessionUser(request).id, request.query),
  );

  api.get(
    '/api/calendar/upcoming',
    { schema: { querystring: upcomingQuerySchema, response: { 200: entries } } },
    async (request) => calendar.upcoming(sessionUser(request).id, request.query),
  );

  api.post(
    '/api/calendar',
    { schema: { body: createCalendarEntryBodySchema, response: { 201: calendarEntrySchema } } },
    async (request, reply) =>
      reply.status(201).send(await calendar.create(sessionUser(request).id, request.body)),
  );

  api.put(
    '/api/calendar/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateCalendarEntryBodySchema,
        response: { 200: calendarEntrySchema },
      },
    },
    async (request) => calendar.update(sessionUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/api/calendar/:id/wear',
    { schema: { params: idParamsSchema, response: { 200: calendarEntrySchema } } },
    async (request) => calendar.wear(sessionUser(request).id, request.params.id),
  );

  api.delete(
    '/api/calendar/:id/wear',
    { schema: { params: idParamsSchema, response: { 200: calendarEntrySchema } } },
    async (request) => calendar.unwear(sessionUser(request).id, request.params.id),
  );

  api.delete(
    '/api/calendar/:id',
    { schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await calendar.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
