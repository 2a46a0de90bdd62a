import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ratingsEndpoints, tokenOutfitParamsSchema } from '../../../contract/ratings.ts';
import { clientKey } from '../../http/client-address.ts';
import { keyedLimiter } from '../../http/rate-limit.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { RatingsService } from './service.ts';

/** How often one IP may use the public vote page's routes. */
export interface RatingLimits {
  /** Votes per IP per window (a browser's repeat vote counts too). */
  votesPerIp: number;
  /** Session lookups and collage loads per IP per window: a link guesser is slowed to a crawl. */
  lookupsPerIp: number;
  windowMs: number;
}

export const DEFAULT_RATING_LIMITS: RatingLimits = {
  votesPerIp: 60,
  lookupsPerIp: 600,
  windowMs: 15 * 60 * 1000,
};

/** The voting browser's random id; only its hash is stored with a vote. */
const VOTER_COOKIE = 'afc_voter';
const VOTER_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
const VOTER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The browser's voter id, set as an HttpOnly cookie on its first vote. */
function voterIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VOTER_COOKIE];
  if (existing && VOTER_ID_PATTERN.test(existing)) return existing;
  const voterId = randomBytes(18).toString('base64url');
  reply.setCookie(VOTER_COOKIE, voterId, {
    path: '/api/rating-votes',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: VOTER_COOKIE_MAX_AGE_S,
  });
  return voterId;
}

/**
 * Friends Rating (spec §7): the owner's sessions and results behind the session, and the vote
 * page's two public routes (listed in http/public-routes.ts), throttled per IP.
 */
export function registerRatingRoutes(
  app: FastifyInstance,
  ratings: RatingsService,
  limits: RatingLimits = DEFAULT_RATING_LIMITS,
): void {
  const byIp = clientKey;
  const votes = keyedLimiter(app, 'rating-votes', limits.votesPerIp, limits.windowMs, byIp);
  const lookups = keyedLimiter(app, 'rating-lookups', limits.lookupsPerIp, limits.windowMs, byIp);

  registerEndpoints(app, ratingsEndpoints, {
    'GET /api/rating-sessions': async (request) => ratings.list(sessionUser(request).id),
    'POST /api/rating-sessions': async (request) =>
      ratings.create(sessionUser(request).id, request.body),
    'PATCH /api/rating-sessions/:id': async (request) =>
      ratings.setStatus(sessionUser(request).id, request.params.id, request.body.status),
    'DELETE /api/rating-sessions/:id': async (request) =>
      ratings.remove(sessionUser(request).id, request.params.id),
    'GET /api/rating-sessions/:id/votes': async (request) =>
      ratings.votes(sessionUser(request).id, request.params.id),
    // Public: counted before anything is parsed, so guessing links or flooding votes costs the same.
    'GET /api/rating-sessions/token/:token': {
      config: { public: true },
      onRequest: (request) => lookups.hit(request),
      handler: async (request, reply) => {
        // The answer names a session someone may close: never kept by a shared cache.
        void reply.header('cache-control', 'no-store');
        return ratings.publicSession(request.params.token);
      },
    },
    'POST /api/rating-votes': {
      config: { public: true },
      onRequest: (request) => votes.hit(request),
      handler: async (request, reply) => ratings.vote(request.body, voterIdOf(request, reply)),
    },
  });

  // The collage is bytes, not JSON, so it is no endpoint of the contract's map.
  withContract(app).get(
    '/api/rating-sessions/token/:token/outfits/:outfitId/image',
    {
      config: { public: true },
      onRequest: (request) => lookups.hit(request),
      schema: { params: tokenOutfitParamsSchema },
    },
    async (request, reply) => {
      const bytes = await ratings.publicImage(request.params.token, request.params.outfitId);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  );
}
