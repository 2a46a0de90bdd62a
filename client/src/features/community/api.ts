import type {
  commentSchema,
  feedSchema,
  followStateSchema,
  likeStateSchema,
  postSchema,
  saveStateSchema,
  shareStateSchema,
  FeedFilter,
} from '@contract/community.ts';
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
import type { ResourceKey } from '@/lib/invalidation.ts';
import { requestJson, requestJsonWithHeaders, type Answer } from '@/lib/request-json.ts';

export const POSTS_QUERY_KEY = ['/api/community/posts'] as const satisfies ResourceKey;

const postUrl = (id: string, action = '') =>
  `/api/community/posts/${encodeURIComponent(id)}${action}`;

/** One page of a chip's feed: its posts, and the cursor of the next page (null on the last). */
interface FeedPage {
  posts: Answer<typeof feedSchema>;
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
      const query = new URLSearchParams({ filter, limit: String(FEED_LIMIT_DEFAULT) });
      if (pageParam) query.set('cursor', pageParam);
      const { body, headers } = await requestJsonWithHeaders<Answer<typeof feedSchema>>(
        `/api/community/posts?${query}`,
        { signal },
      );
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
      requestJson<Answer<typeof commentSchema>[]>(postUrl(postId, '/comments'), { signal }),
    meta: { errorTitle: 'Failed to fetch comments' },
  });

export function useComments(postId: string, enabled: boolean) {
  return useQuery({ ...commentsQuery(postId), enabled });
}

/** POST /api/community/posts: share a saved outfit. */
export function useCreatePost() {
  return useMutation({
    mutationFn: (body: { outfitId: string; caption: string; hashtags: string[] }) =>
      requestJson<Answer<typeof postSchema>>('/api/community/posts', { method: 'POST', body }),
    meta: { errorTitle: 'Failed to share the look', invalidates: ['/api/community/posts'] },
  });
}

/** PATCH /api/community/posts/{id}: the author rewrites caption and hashtags. */
export function useUpdatePost() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; caption: string | null; hashtags: string[] }) =>
      requestJson<Answer<typeof postSchema>>(postUrl(id), { method: 'PATCH', body }),
    meta: { errorTitle: 'Failed to update the post', invalidates: ['/api/community/posts'] },
  });
}

export function useDeletePost() {
  return useMutation({
    mutationFn: (id: string) => requestJson(postUrl(id), { method: 'DELETE' }),
    meta: { errorTitle: 'Failed to delete the post', invalidates: ['/api/community/posts'] },
  });
}

export function useSetLike() {
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      requestJson<Answer<typeof likeStateSchema>>(postUrl(id, '/like'), {
        method: liked ? 'PUT' : 'DELETE',
      }),
    meta: { errorTitle: 'Failed to like the post', invalidates: ['/api/community/posts'] },
  });
}

export function useSetSave() {
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      requestJson<Answer<typeof saveStateSchema>>(postUrl(id, '/save'), {
        method: saved ? 'PUT' : 'DELETE',
      }),
    meta: { errorTitle: 'Failed to save the post', invalidates: ['/api/community/posts'] },
  });
}

export function useSharePost() {
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<Answer<typeof shareStateSchema>>(postUrl(id, '/share'), { method: 'POST' }),
    meta: { invalidates: ['/api/community/posts'] },
  });
}

export function useSetFollow() {
  return useMutation({
    mutationFn: ({ authorId, follow }: { authorId: string; follow: boolean }) =>
      requestJson<Answer<typeof followStateSchema>>(
        `/api/community/authors/${encodeURIComponent(authorId)}/follow`,
        {
          method: follow ? 'PUT' : 'DELETE',
        },
      ),
    meta: { errorTitle: 'Failed to follow', invalidates: ['/api/community/posts'] },
  });
}

export function useAddComment(postId: string) {
  return useMutation({
    mutationFn: (content: string) =>
      requestJson<Answer<typeof commentSchema>>(postUrl(postId, '/comments'), {
        method: 'POST',
        body: { content },
      }),
    meta: { errorTitle: 'Failed to add the comment', invalidates: ['/api/community/posts'] },
  });
}

export function useDeleteComment() {
  return useMutation({
    mutationFn: (id: string) =>
      requestJson(`/api/community/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorTitle: 'Failed to delete the comment', invalidates: ['/api/community/posts'] },
  });
}
