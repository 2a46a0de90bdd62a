import type { FastifyInstance } from 'fastify';
import { todayEndpoints } from '../../../contract/today.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { TodayService } from './service.ts';

/** The dashboard's Today card and its "Wear it". */
export function registerTodayRoutes(app: FastifyInstance, today: TodayService): void {
  registerEndpoints(app, todayEndpoints, {
    'GET /api/today': async (request) => today.today(sessionUser(request).id, request.query),
    'POST /api/today/wear': async (request) => today.wear(sessionUser(request).id, request.body),
  });
}
