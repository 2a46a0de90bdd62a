import { z } from 'zod';
import { endpoints } from './endpoint.ts';

/**
 * Liveness (the process answers) and readiness (the database answers), for load balancers and
 * orchestrators, not the client; both public (server/http/public-routes.ts).
 */
export const healthEndpoints = endpoints({
  'GET /api/health': { response: { 200: z.object({ status: z.literal('ok') }) } },
  'GET /api/ready': { response: { 200: z.object({ status: z.literal('ready') }) } },
});
