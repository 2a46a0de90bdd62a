import type { communityEndpoints, FeedFilter, Post } from '@contract/community.ts';
import {
  FEED_LIMIT_DEFAULT,
  FEED_NEXT_CURSOR_HEADER,
  FETCH_POSTS_FAILED,
} from '@contract/community.ts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { endpointCaller } from '@/lib/api-client.ts';
import type { ResourceKey } from '@/lib/invalidation.ts';

const call = endpointCaller<typeof communityEndpoints>();

export const POSTS_QUERY_KEY = [
  call.path('GET /api/community/posts'),
] as const satisfies ResourceKey;

/** One page of a chip's feed: its posts, and the cursor of the next page (null on the last). */
interface FeedPage {
  posts: Post[];
  nextCursor: string | null;
}

/**
 * GET /api/community/posts?filter=&limit=20&cursor=: one chip's feed, page by page. The answer is
 * the list of posts (spec §7); the next page's cursor comes in the X-Next-Cursor header.
 */
export const feedQuery = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: [...POSTS_QUERY_KEY, filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const query = { filter, limit: FEED_LIMIT_DEFAULT, cursor: pageParam ?? undefined };
      const { body, headers } = await call.withHeaders('GET /api/community/posts', {
        query,
        signal,
      });
      return { posts: body, nextCursor: headers.get(FEED_NEXT_CURSOR_HEADER) || null };
    },
    getNextPageParam: (page) => page.nextCursor,
    meta: { errorTitle: FETCH_POSTS_FAILED },
  });

export function useFeed(filter: FeedFilter) {
  return useInfiniteQuery(feedQuery(filter));
}

/** GET /api/community/posts/{id}/comments. */
export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: [...POSTS_QUERY_KEY, postId, 'comments'],
    queryFn: ({ signal }) =>
      call('GET /api/community/posts/:id/comments', { params: { id: postId }, signal }),
    meta: { errorTitle: 'Failed to fetch comments' },
  });

export function useComments(postId: string, enabled: boolean) {
  return useQuery({ ...commentsQuery(postId), enabled });
}

/** POST /api/community/posts: share a saved outfit. */
export function useCreatePost() {
  return useMutation({
    mutationFn: (body: { outfitId: string; caption: string; hashtags: string[] }) =>
      call('POST /api/community/posts', { body }),
    meta: { errorTitle: 'Failed to share the look', invalidates: ['/api/community/posts'] },
  });
}

/** PATCH /api/community/posts/{id}: the author rewrites caption and hashtags. */
export function useUpdatePost() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; caption: string | null; hashtags: string[] }) =>
      call('PATCH /api/community/posts/:id', { params: { id }, body }),
    meta: { errorTitle: 'Failed to update the post', invalidates: ['/api/community/posts'] },
  });
}

export function useDeletePost() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/community/posts/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to delete the post', invalidates: ['/api/community/posts'] },
  });
}

export function useSetLike() {
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      call(liked ? 'PUT /api/community/posts/:id/like' : 'DELETE /api/community/posts/:id/like', {
        params: { id },
      }),
    meta: { errorTitle: 'Failed to like the post', invalidates: ['/api/community/posts'] },
  });
}

export function useSetSave() {
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      call(saved ? 'PUT /api/community/posts/:id/save' : 'DELETE /api/community/posts/:id/save', {
        params: { id },
      }),
    meta: { errorTitle: 'Failed to save the post', invalidates: ['/api/community/posts'] },
  });
}

export function useSharePost() {
  return useMutation({
    mutationFn: (id: string) => call('POST /api/community/posts/:id/share', { params: { id } }),
    meta: { invalidates: ['/api/community/posts'] },
  });
}

export function useSetFollow() {
  return useMutation({
    mutationFn: ({ authorId, follow }: { authorId: string; follow: boolean }) =>
      call(
        follow
          ? 'PUT /api/community/authors/:id/follow'
          : 'DELETE /api/community/authors/:id/follow',
        { params: { id: authorId } },
      ),
    meta: { errorTitle: 'Failed to follow', invalidates: ['/api/community/posts'] },
  });
}

export function useAddComment(postId: string) {
  return useMutation({
    mutationFn: (content: string) =>
      call('POST /api/community/posts/:id/comments', { params: { id: postId }, body: { content } }),
    meta: { errorTitle: 'Failed to add the comment', invalidates: ['/api/community/posts'] },
  });
}

export function useDeleteComment() {
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/community/comments/:id', { params: { id } }),
    meta: { errorTitle: 'Failed to delete the comment', invalidates: ['/api/community/posts'] },
  });
}
