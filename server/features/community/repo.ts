import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { OCCASION_FILTERS, TRENDING_DAYS, type FeedFilter } from '../../../contract/community.ts';
import {
  postComments,
  postLikes,
  postSaves,
  postShares,
  socialPosts,
  userFollows,
  users,
  wardrobeItems,
} from '../../db/schema.ts';
import { liveItemIds } from '../../lib/item-id-lists.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type NewPostRow = typeof socialPosts.$inferInsert;

/** A post as the feed reads it, for one viewer. */
export interface FeedRow {
  id: string;
  userId: string;
  outfitId: string | null;
  caption: string | null;
  imageUrl: string | null;
  hashtags: string[];
  occasion: string | null;
  itemIds: string[];
  likes: number;
  comments: number;
  shares: number;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  username: string;
  isLiked: boolean;
  isSaved: boolean;
  followsAuthor: boolean;
}

export interface CommentRow {
  id: string;
  postId: string;
  userId: string;
  content: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  username: string;
  postAuthorId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function filterWhere(filter: FeedFilter, viewerId: string, now: Date): SQL | undefined {
  if (filter === 'following') {
    return sql`${socialPosts.userId} IN (SELECT f.followee_id FROM ${userFollows} f WHERE f.follower_id = ${viewerId})`;
  }
  if (filter === 'saved') {
    return sql`EXISTS (SELECT 1 FROM ${postSaves} s WHERE s.post_id = ${socialPosts.id} AND s.user_id = ${viewerId})`;
  }
  if (filter === 'trending') {
    return gt(socialPosts.createdAt, new Date(now.getTime() - TRENDING_DAYS * DAY_MS));
  }
  const occasion = OCCASION_FILTERS[filter];
  if (occasion) {
    return or(
      inArray(socialPosts.occasion, occasion.occasions),
      sql`${socialPosts.hashtags} && ${sql.param(occasion.tags)}::text[]`,
    );
  }
  return undefined;
}

/** Queries for posts, likes, saves, comments and follows. Writes name their user explicitly. */
export function createCommunityRepo(db: Queryable) {
  const feedColumns = (viewerId: string) => ({
    id: socialPosts.id,
    userId: socialPosts.userId,
    outfitId: socialPosts.outfitId,
    caption: socialPosts.caption,
    imageUrl: socialPosts.imageUrl,
    hashtags: socialPosts.hashtags,
    occasion: socialPosts.occasion,
    itemIds: liveItemIds(socialPosts.itemIds, socialPosts.userId),
    likes: socialPosts.likes,
    comments: socialPosts.comments,
    shares: socialPosts.shares,
    createdAt: socialPosts.createdAt,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    isLiked: sql<boolean>`EXISTS (SELECT 1 FROM ${postLikes} l WHERE l.post_id = ${socialPosts.id} AND l.user_id = ${viewerId})`,
    isSaved: sql<boolean>`EXISTS (SELECT 1 FROM ${postSaves} s WHERE s.post_id = ${socialPosts.id} AND s.user_id = ${viewerId})`,
    followsAuthor: sql<boolean>`EXISTS (SELECT 1 FROM ${userFollows} f WHERE f.follower_id = ${viewerId} AND f.followee_id = ${socialPosts.userId})`,
  });

  return {
    /** One page of the feed: newest first (Trending: most liked first), after `cursor`. */
    async feed(
      viewerId: string,
      filter: FeedFilter,
      limit: number,
      cursor: { createdAt: Date; id: string } | null,
      now: Date,
    ): Promise<FeedRow[]> {
      const after = cursor
        ? or(
            lt(socialPosts.createdAt, cursor.createdAt),
            and(eq(socialPosts.createdAt, cursor.createdAt), lt(socialPosts.id, cursor.id)),
          )
        : undefined;
      const order =
        filter === 'trending'
          ? [desc(socialPosts.likes), desc(socialPosts.createdAt), desc(socialPosts.id)]
          : [desc(socialPosts.createdAt), desc(socialPosts.id)];
      return db
        .select(feedColumns(viewerId))
        .from(socialPosts)
        .innerJoin(users, eq(users.id, socialPosts.userId))
        .where(and(filterWhere(filter, viewerId, now), filter === 'trending' ? undefined : after))
        .orderBy(...order)
        .limit(limit);
    },

    async post(viewerId: string, id: string): Promise<FeedRow | undefined> {
      const [row] = await db
        .select(feedColumns(viewerId))
        .from(socialPosts)
        .innerJoin(users, eq(users.id, socialPosts.userId))
        .where(eq(socialPosts.id, id));
      return row;
    },

    async cursorOf(id: string): Promise<{ createdAt: Date; id: string } | undefined> {
      const [row] = await db
        .select({ createdAt: socialPosts.createdAt, id: socialPosts.id })
        .from(socialPosts)
        .where(eq(socialPosts.id, id));
      return row;
    },

    /** The names of items by id (only ever called with a post's live item ids). */
    async itemNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: wardrobeItems.id, name: wardrobeItems.name })
        .from(wardrobeItems)
        .where(inArray(wardrobeItems.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async postsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(socialPosts)
        .where(and(eq(socialPosts.userId, userId), gt(socialPosts.createdAt, since)));
      return row?.n ?? 0;
    },

    async commentsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(postComments)
        .where(and(eq(postComments.userId, userId), gt(postComments.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertPost(row: NewPostRow): Promise<{ id: string }> {
      const [inserted] = await db.insert(socialPosts).values(row).returning({ id: socialPosts.id });
      return inserted!;
    },

    /** Rewrites the author's post text; undefined when it is not theirs (or gone). */
    async updatePost(
      userId: string,
      id: string,
      text: { caption: string | null; hashtags: string[] },
    ) {
      const [row] = await db
        .update(socialPosts)
        .set(text)
        .where(and(eq(socialPosts.id, id), eq(socialPosts.userId, userId)))
        .returning({ id: socialPosts.id });
      return row;
    },

    /** Deletes the author's post (likes, saves and comments go with it); its image URL, if any. */
    async deletePost(userId: string, id: string) {
      const [row] = await db
        .delete(socialPosts)
        .where(and(eq(socialPosts.id, id), eq(socialPosts.userId, userId)))
        .returning({ imageUrl: socialPosts.imageUrl });
      return row;
    },

    /** Likes once; the count follows the likes table. Returns false when the post is gone. */
    async setLike(userId: string, postId: string, liked: boolean): Promise<number | null> {
      if (liked) {
        await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
      } else {
        await db
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
      }
      const [row] = await db
        .update(socialPosts)
        .set({
          likes: sql`(SELECT count(*)::int FROM ${postLikes} l WHERE l.post_id = ${socialPosts.id})`,
        })
        .where(eq(socialPosts.id, postId))
        .returning({ likes: socialPosts.likes });
      return row?.likes ?? null;
    },

    async setSave(userId: string, postId: string, saved: boolean): Promise<void> {
      if (saved) await db.insert(postSaves).values({ postId, userId }).onConflictDoNothing();
      else
        await db
          .delete(postSaves)
          .where(and(eq(postSaves.postId, postId), eq(postSaves.userId, userId)));
    },

    /**
     * Counts a share once per person: the count grows with a person's first share only, in the
     * same transaction, so a repeat (or eight sent at once) answers the count as it stands.
     * Null when the post is gone.
     */
    async addShare(postId: string, userId: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        // Held until the end: the post cannot be deleted under the share.
        const [post] = await tx
          .select({ shares: socialPosts.shares })
          .from(socialPosts)
          .where(eq(socialPosts.id, postId))
          .for('key share');
        if (!post) return null;
        const first = await tx
          .insert(postShares)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: postShares.postId });
        const [row] =
          first.length > 0
            ? await tx
                .update(socialPosts)
                .set({ shares: sql`${socialPosts.shares} + 1` })
                .where(eq(socialPosts.id, postId))
                .returning({ shares: socialPosts.shares })
            : await tx
                .select({ shares: socialPosts.shares })
                .from(socialPosts)
                .where(eq(socialPosts.id, postId));
        return row?.shares ?? null;
      });
    },

    async comments(postId: string): Promise<CommentRow[]> {
      return db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          userId: postComments.userId,
          content: postComments.content,
          createdAt: postComments.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          postAuthorId: socialPosts.userId,
        })
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.userId))
        .innerJoin(socialPosts, eq(socialPosts.id, postComments.postId))
        .where(eq(postComments.postId, postId))
        .orderBy(asc(postComments.createdAt), asc(postComments.id));
    },

    async insertComment(userId: string, postId: string, content: string): Promise<string> {
      const [row] = await db
        .insert(postComments)
        .values({ postId, userId, content })
        .returning({ id: postComments.id });
      await this.recountComments(postId);
      return row!.id;
    },

    async recountComments(postId: string): Promise<void> {
      await db
        .update(socialPosts)
        .set({
          comments: sql`(SELECT count(*)::int FROM ${postComments} c WHERE c.post_id = ${socialPosts.id})`,
        })
        .where(eq(socialPosts.id, postId));
    },

    /** Deletes a comment its writer or its post's author asks to delete; its post id, if any. */
    async deleteComment(userId: string, id: string): Promise<string | null> {
      const [row] = await db
        .delete(postComments)
        .where(
          and(
            eq(postComments.id, id),
            sql`(${postComments.userId} = ${userId} OR EXISTS (SELECT 1 FROM ${socialPosts} p WHERE p.id = ${postComments.postId} AND p.user_id = ${userId}))`,
          ),
        )
        .returning({ postId: postComments.postId });
      if (!row) return null;
      await this.recountComments(row.postId);
      return row.postId;
    },

    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    async setFollow(followerId: string, followeeId: string, follow: boolean): Promise<void> {
      if (follow)
        await db.insert(userFollows).values({ followerId, followeeId }).onConflictDoNothing();
      else
        await db
          .delete(userFollows)
          .where(
            and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)),
          );
    },
  };
}
