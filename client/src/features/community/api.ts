import type {
  commentSchema,
  feedPageSchema,
  followStateSchema,
  likeStateSchema,
  postSchema,
  saveStateSchema,
  shareStateSchema,
  FeedFilter,
} from '@contract/community.ts';
import { FEED_LIMIT_DEFAULT, FETCH_POSTS_FAILED } from '@contract/community.ts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { requestJson, type Answer } from '@/lib/request-json.ts';

export const POSTS_QUERY_KEY = ['/api/community/posts'] as const;

const postUrl = (id: string, action = '') =>
  `/api/community/posts/${encodeURIComponent(id)}${action}`;

/** GET /api/community/posts?filter=&limit=20&cursor=: one chip's feed, page by page. */
export const feedQuery = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: [...POSTS_QUERY_KEY, filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ filter, limit: String(FEED_LIMIT_DEFAULT) });
      if (pageParam) query.set('cursor', pageParam);
      return requestJson<Answer<typeof feedPageSchema>>(`/api/community/posts?${query}`, {
        signal,
      });
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

// Spec §7: lists are refetched after each mutation (every chip's feed, and the comments).
function useRefetchFeed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY });
}

/** POST /api/community/posts: share a saved outfit. */
export function useCreatePost() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: (body: { outfitId: string; caption: string; hashtags: string[] }) =>
      requestJson<Answer<typeof postSchema>>('/api/community/posts', { method: 'POST', body }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to share the look' },
  });
}

/** PATCH /api/community/posts/{id}: the author rewrites caption and hashtags. */
export function useUpdatePost() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; caption: string | null; hashtags: string[] }) =>
      requestJson<Answer<typeof postSchema>>(postUrl(id), { method: 'PATCH', body }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to update the post' },
  });
}

export function useDeletePost() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: (id: string) => requestJson(postUrl(id), { method: 'DELETE' }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to delete the post' },
  });
}

export function useSetLike() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      requestJson<Answer<typeof likeStateSchema>>(postUrl(id, '/like'), {
        method: liked ? 'PUT' : 'DELETE',
      }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to like the post' },
  });
}

export function useSetSave() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      requestJson<Answer<typeof saveStateSchema>>(postUrl(id, '/save'), {
        method: saved ? 'PUT' : 'DELETE',
      }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to save the post' },
  });
}

export function useSharePost() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<Answer<typeof shareStateSchema>>(postUrl(id, '/share'), { method: 'POST' }),
    onSuccess: refetch,
  });
}

export function useSetFollow() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: ({ authorId, follow }: { authorId: string; follow: boolean }) =>
      requestJson<Answer<typeof followStateSchema>>(
        `/api/community/authors/${encodeURIComponent(authorId)}/follow`,
        {
          method: follow ? 'PUT' : 'DELETE',
        },
      ),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to follow' },
  });
}

export function useAddComment(postId: string) {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: (content: string) =>
      requestJson<Answer<typeof commentSchema>>(postUrl(postId, '/comments'), {
        method: 'POST',
        body: { content },
      }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to add the comment' },
  });
}

export function useDeleteComment() {
  const refetch = useRefetchFeed();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson(`/api/community/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refetch,
    meta: { errorTitle: 'Failed to delete the comment' },
  });
}
