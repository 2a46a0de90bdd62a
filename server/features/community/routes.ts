import type { FastifyInstance } from 'fastify';
import { communityEndpoints, FEED_NEXT_CURSOR_HEADER } from '../../../contract/community.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { sessionUser } from '../../http/session.ts';
import type { CommunityService } from './service.ts';

/**
 * The address of the feed's next page: the request's own query with `cursor` set, so filter and
 * limit carry over (RFC 8288 allows a reference relative to the request's URL).
 */
function nextPageUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://feed.invalid');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/**
 * Community Feed (spec §7): posts are seen by every signed-in user; only the author edits or deletes one.
 * Likes, saves, shares, comments and follows act on another user's post or person on purpose
 * (http/public-routes.ts SHARED_ROUTES).
 */
export function registerCommunityRoutes(app: FastifyInstance, community: CommunityService): void {
  const me = (request: Parameters<typeof sessionUser>[0]) => sessionUser(request).id;

  registerEndpoints(app, communityEndpoints, {
    // Spec §7: the feed is a list. Its next page is named beside it, in a `Link: <…>; rel="next"`
    // header and in X-Next-Cursor (what the client reads); the last page has neither.
    'GET /api/community/posts': async (request, reply) => {
      const page = await community.feed(me(request), request.query);
      if (page.nextCursor) {
        reply
          .header('Link', `<${nextPageUrl(request.url, page.nextCursor)}>; rel="next"`)
          .header(FEED_NEXT_CURSOR_HEADER, page.nextCursor);
      }
      return page.posts;
    },
    'POST /api/community/posts': async (request) => community.create(me(request), request.body),
    'PATCH /api/community/posts/:id': async (request) =>
      community.update(me(request), request.params.id, request.body),
    'DELETE /api/community/posts/:id': async (request) =>
      community.remove(me(request), request.params.id),
    'PUT /api/community/posts/:id/like': async (request) =>
      community.setLike(me(request), request.params.id, true),
    'DELETE /api/community/posts/:id/like': async (request) =>
      community.setLike(me(request), request.params.id, false),
    'PUT /api/community/posts/:id/save': async (request) =>
      community.setSave(me(request), request.params.id, true),
    'DELETE /api/community/posts/:id/save': async (request) =>
      community.setSave(me(request), request.params.id, false),
    'PUT /api/community/authors/:id/follow': async (request) =>
      community.setFollow(me(request), request.params.id, true),
    'DELETE /api/community/authors/:id/follow': async (request) =>
      community.setFollow(me(request), request.params.id, false),
    'POST /api/community/posts/:id/share': async (request) =>
      community.share(me(request), request.params.id),
    'GET /api/community/posts/:id/comments': async (request) =>
      community.comments(me(request), request.params.id),
    'POST /api/community/posts/:id/comments': async (request) =>
      community.addComment(me(request), request.params.id, request.body.content),
    'DELETE /api/community/comments/:id': async (request) =>
      community.removeComment(me(request), request.params.id),
  });
}
