import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema, idSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { tooLong } from './text-fields.ts';

// Community Feed (spec §2, §3, §7, §8): posts of every signed-in user, each sharing one saved
// outfit (its collage and its pieces' names) or only words (spec §3: outfitId is optional), with
// likes, saves, comments and follows persisted.

/** Spec §2 and §8, word for word. */
export const NO_POSTS_MESSAGE = 'No posts yet';
export const FETCH_POSTS_FAILED = 'Failed to fetch social posts';

export const FEED_FILTERS = [
  'for-you',
  'following',
  'trending',
  'office-wear',
  'date-night',
  'casual',
  'saved',
] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** The chips' labels (spec §2); 'saved' is the saved-posts view. */
export const FEED_FILTER_LABELS: Record<FeedFilter, string> = {
  'for-you': 'For You',
  following: 'Following',
  trending: 'Trending',
  'office-wear': 'Office Wear',
  'date-night': 'Date Night',
  casual: 'Casual',
  saved: 'Saved',
};

/** Which outfit occasions (contract/outfits.ts) and hashtags each occasion chip matches. */
export const OCCASION_FILTERS: Partial<
  Record<FeedFilter, { occasions: string[]; tags: string[] }>
> = {
  'office-wear': { occasions: ['work', 'formal'], tags: ['officewear', 'office', 'work'] },
  'date-night': { occasions: ['date', 'evening'], tags: ['datenight', 'date'] },
  casual: { occasions: ['casual', 'athletic'], tags: ['casual'] },
};

/** Spec §7: the feed asks 20. */
export const FEED_LIMIT_DEFAULT = 20;
export const FEED_LIMIT_MAX = 50;
export const CAPTION_MAX = 500;
export const COMMENT_MAX = 500;
export const HASHTAGS_MAX = 10;
export const HASHTAG_MAX = 30;
/** Trending: most liked posts of this many days. */
export const TRENDING_DAYS = 7;
/** Posting rate: at most this many posts per user per hour (429 beyond). */
export const POSTS_PER_HOUR = 10;
export const COMMENTS_PER_HOUR = 60;
/** Item chips shown on a card before 'View all N items'. */
export const ITEM_CHIPS_SHOWN = 3;

/** A hashtag as stored: without '#', lower case, letters, digits and underscores. */
const hashtagSchema = z
  .string({ error: 'Each hashtag must be text' })
  .trim()
  .transform((tag) => tag.replace(/^#+/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'A hashtag cannot be empty')
      .max(HASHTAG_MAX, tooLong('A hashtag', HASHTAG_MAX))
      .regex(/^[\p{L}\p{N}_]+$/u, 'Hashtags hold letters, digits and underscores only'),
  );

/** A post's own text: caption and hashtags (both replaced by an edit). */
const postTextFields = {
  caption: z
    .string({ error: 'Caption must be text' })
    .trim()
    .max(CAPTION_MAX, tooLong('Caption', CAPTION_MAX))
    .nullish()
    .transform((value) => value || null),
  hashtags: z
    .array(hashtagSchema, { error: 'hashtags must be a list' })
    .max(HASHTAGS_MAX, `At most ${HASHTAGS_MAX} hashtags`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
};

export const EMPTY_POST_MESSAGE = 'A post needs an outfit or a caption';

/**
 * POST /api/community/posts: share one of my saved outfits, or only a caption (spec §3:
 * `outfitId` is optional; absent or null is a post without an outfit). A post with neither is
 * refused.
 */
export const createPostBodySchema = z
  .object({
    outfitId: idSchema('outfitId')
      .nullish()
      .transform((id) => id ?? null),
    ...postTextFields,
  })
  .refine((post) => post.outfitId !== null || post.caption !== null, {
    message: EMPTY_POST_MESSAGE,
    path: ['caption'],
  });
export type CreatePostInput = z.infer<typeof createPostBodySchema>;

/** PATCH /api/community/posts/:id: the author rewrites caption and hashtags (both replaced). */
export const updatePostBodySchema = z.object(postTextFields);
export type UpdatePostInput = z.infer<typeof updatePostBodySchema>;

export const feedQuerySchema = z.object({
  filter: z.enum(FEED_FILTERS, { error: 'Unknown filter' }).default('for-you'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(FEED_LIMIT_MAX, `limit must be at most ${FEED_LIMIT_MAX}`)
    .default(FEED_LIMIT_DEFAULT),
  /** The last post of the previous page (its id); not used by Trending. */
  cursor: idSchema('cursor').optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const commentBodySchema = z.object({
  content: z
    .string({ error: 'Comment must be text' })
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_MAX, tooLong('Comment', COMMENT_MAX)),
});

export const postSchema = z.object({
  id: z.string(),
  /** The shared outfit; null for a post without one (or once the author deleted the outfit). */
  outfitId: z.string().nullable(),
  authorId: z.string(),
  userName: z.string(),
  userInitials: z.string(),
  createdAt: z.string(),
  caption: z.string().nullable(),
  /**
   * A signed, expiring link to the post's photo (an outfit's collage); null when there is none
   * (a caption-only post, or an outfit whose pieces had no photos).
   */
  imageUrl: z.string().nullable(),
  hashtags: z.array(z.string()),
  occasion: z.string().nullable(),
  /** Names of the shared outfit's pieces that still exist: nothing else of the author's wardrobe. */
  items: z.array(z.string()),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  isMine: z.boolean(),
  followsAuthor: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

/**
 * GET /api/community/posts answers the list of posts (spec §7); the next page's cursor travels in
 * the headers: `Link: </api/community/posts?…&cursor=…>; rel="next"` and this one, absent on the
 * last page.
 */
export const feedSchema = z.array(postSchema);
export const FEED_NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  authorId: z.string(),
  userName: z.string(),
  userInitials: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** The commenter or the post's author may delete it. */
  canDelete: z.boolean(),
});
export type PostComment = z.infer<typeof commentSchema>;

export const likeStateSchema = z.object({ isLiked: z.boolean(), likes: z.number().int() });
export const saveStateSchema = z.object({ isSaved: z.boolean() });
export const followStateSchema = z.object({ following: z.boolean() });
export const shareStateSchema = z.object({ shares: z.number().int() });

/** The link Share copies: the feed scrolled to the post. */
export const postLinkFor = (origin: string, postId: string) => `${origin}/community#post-${postId}`;

const byId = { params: idParamsSchema } as const;
const liking = { ...byId, response: { 200: likeStateSchema } } as const;
const saving = { ...byId, response: { 200: saveStateSchema } } as const;
const following = { ...byId, response: { 200: followStateSchema } } as const;

/**
 * Community Feed (spec §7): posts are seen by every signed-in user; only the author edits or
 * deletes one. The feed is a list; its next page is named in the Link and X-Next-Cursor headers.
 */
export const communityEndpoints = endpoints({
  'GET /api/community/posts': { query: feedQuerySchema, response: { 200: feedSchema } },
  'POST /api/community/posts': { body: createPostBodySchema, response: { 201: postSchema } },
  'PATCH /api/community/posts/:id': {
    ...byId,
    body: updatePostBodySchema,
    response: { 200: postSchema },
  },
  'DELETE /api/community/posts/:id': { ...byId, response: { 204: noContent } },
  'PUT /api/community/posts/:id/like': liking,
  'DELETE /api/community/posts/:id/like': liking,
  'PUT /api/community/posts/:id/save': saving,
  'DELETE /api/community/posts/:id/save': saving,
  'PUT /api/community/authors/:id/follow': following,
  'DELETE /api/community/authors/:id/follow': following,
  'POST /api/community/posts/:id/share': { ...byId, response: { 200: shareStateSchema } },
  'GET /api/community/posts/:id/comments': { ...byId, response: { 200: commentSchema.array() } },
  'POST /api/community/posts/:id/comments': {
    ...byId,
    body: commentBodySchema,
    response: { 201: commentSchema },
  },
  'DELETE /api/community/comments/:id': { ...byId, response: { 204: noContent } },
});
