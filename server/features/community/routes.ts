import type { FastifyInstance } from 'fastify';
import {
  commentBodySchema,
  commentSchema,
  createPostBodySchema,
  FEED_NEXT_CURSOR_HEADER,
  feedQuerySchema,
  feedSchema,
  followStateSchema,
  likeStateSchema,
  postSchema,
  saveStateSchema,
  shareStateSchema,
  updatePostBodySchema,
} from '../../../contract/community.ts';
import { idParamsSchema } from '../../../contract/ids.ts';
import { noContent, withContract } from '../../http/route-kit.ts';
import { sessionUser } from '../../http/session.ts';
import type { CommunityService } from './service.ts';

const params = idParamsSchema;

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
  const api = withContract(app);
  const me = (request: Parameters<typeof sessionUser>[0]) => sessionUser(request).id;

  // Spec §7: the feed is a list. Its next page is named beside it, in a `Link: <…>; rel="next"`
  // header and in X-Next-Cursor (what the client reads); the last page has neither.
  api.get(
    '/api/community/posts',
    { schema: { querystring: feedQuerySchema, response: { 200: feedSchema } } },
    async (request, reply) => {
      const page = await community.feed(me(request), request.query);
      if (page.nextCursor) {
        reply
          .header('Link', `<${nextPageUrl(request.url, page.nextCursor)}>; rel="next"`)
          .header(FEED_NEXT_CURSOR_HEADER, page.nextCursor);
      }
      return page.posts;
    },
  );

  api.post(
    '/api/community/posts',
    { schema: { body: createPostBodySchema, response: { 201: postSchema } } },
    async (request, reply) =>
      reply.status(201).send(await community.create(me(request), request.body)),
  );

  api.patch(
    '/api/community/posts/:id',
    { schema: { params, body: updatePostBodySchema, response: { 200: postSchema } } },
    async (request) => community.update(me(request), request.params.id, request.body),
  );

  api.delete(
    '/api/community/posts/:id',
    { schema: { params, response: { 204: noContent } } },
    async (request, reply) => {
      await community.remove(me(request), request.params.id);
      return reply.status(204).send();
    },
  );

  for (const [method, liked] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    api[method](
      '/api/community/posts/:id/like',
      { schema: { params, response: { 200: likeStateSchema } } },
      async (request) => community.setLike(me(request), request.params.id, liked),
    );
    api[method](
      '/api/community/posts/:id/save',
      { schema: { params, response: { 200: saveStateSchema } } },
      async (request) => community.setSave(me(request), request.params.id, liked),
    );
    api[method](
      '/api/community/authors/:id/follow',
      { schema: { params, response: { 200: followStateSchema } } },
      async (request) => community.setFollow(me(request), request.params.id, liked),
    );
  }

  api.post(
    '/api/community/posts/:id/share',
    { schema: { params, response: { 200: shareStateSchema } } },
    async (request) => community.share(me(request), request.params.id),
  );

  api.get(
    '/api/community/posts/:id/comments',
    { schema: { params, response: { 200: commentSchema.array() } } },
    async (request) => community.comments(me(request), request.params.id),
  );

  api.post(
    '/api/community/posts/:id/comments',
    { schema: { params, body: commentBodySchema, response: { 201: commentSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await community.addComment(me(request), request.params.id, request.body.content)),
  );

  api.delete(
    '/api/community/comments/:id',
    { schema: { params, response: { 204: noContent } } },
    async (request, reply) => {
      await community.removeComment(me(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
