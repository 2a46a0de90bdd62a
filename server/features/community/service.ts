import {
  COMMENTS_PER_HOUR,
  POSTS_PER_HOUR,
  type CreatePostInput,
  EMPTY_POST_MESSAGE,
  type UpdatePostInput,
  type FeedQuery,
  type Post,
  type PostComment,
} from '../../../contract/community.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, invalid, notFound, rateLimited } from '../../lib/domain-errors.ts';
import { assertOwnItemIds } from '../../lib/item-id-lists.ts';
import { collagePieces } from '../../photos/collage-pieces.ts';
import type { Photos } from '../../photos/photos.ts';
import type { OutfitsService } from '../outfits/service.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createCommunityRepo, type CommentRow, type FeedRow } from './repo.ts';

export interface CommunityDeps {
  db: Db;
  photos: Pick<Photos, 'collage' | 'storeAll' | 'saveWith' | 'deleteWith' | 'signedUrl'>;
  /** The author's saved outfits, through the outfits feature. */
  outfits: Pick<OutfitsService, 'list'>;
  /** The pieces' photos, through the wardrobe feature. */
  wardrobe: Pick<WardrobeService, 'get'>;
  clock: Clock;
}

const HOUR_MS = 60 * 60 * 1000;
/** Post images are seen by other users: they travel as signed links that expire. */
const PHOTO_LINK_MS = 60 * 60 * 1000;

const postNotFound = () => notFound('Post not found');

/** One page of the feed; the route sends `nextCursor` in the headers (contract/community.ts). */
interface FeedPage {
  posts: Post[];
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
}

/** A post shows something besides its words: an outfit's pieces or a photo. */
const showsMoreThanWords = (row: Pick<FeedRow, 'outfitId' | 'imageUrl' | 'itemIds'>) =>
  row.outfitId !== null || row.imageUrl !== null || row.itemIds.length > 0;

/** The name others see: first and last name, or the username (spec §2, the sidebar's rule). */
export function displayNameOf(user: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}) {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

export function initialsOf(user: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}) {
  const fromNames = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return fromNames || user.username.slice(0, 1).toUpperCase();
}

/** The Community Feed: posts of every signed-in user, likes, saves, comments and follows. */
export function createCommunityService({ db, photos, outfits, wardrobe, clock }: CommunityDeps) {
  const repo = createCommunityRepo(db);

  async function toPosts(viewerId: string, rows: FeedRow[]): Promise<Post[]> {
    const names = await repo.itemNames(rows.flatMap((row) => row.itemIds));
    const expires = new Date(clock.now().getTime() + PHOTO_LINK_MS);
    return rows.map((row) => ({
      id: row.id,
      outfitId: row.outfitId,
      authorId: row.userId,
      userName: displayNameOf(row),
      userInitials: initialsOf(row),
      createdAt: row.createdAt.toISOString(),
      caption: row.caption,
      imageUrl: row.imageUrl ? photos.signedUrl(row.imageUrl, expires) : null,
      hashtags: row.hashtags,
      occasion: row.occasion,
      items: row.itemIds.flatMap((id) => names.get(id) ?? []),
      likes: row.likes,
      comments: row.comments,
      shares: row.shares,
      isLiked: row.isLiked,
      isSaved: row.isSaved,
      isMine: row.userId === viewerId,
      followsAuthor: row.followsAuthor,
    }));
  }

  const toComment =
    (viewerId: string) =>
    (row: CommentRow): PostComment => ({
      id: row.id,
      postId: row.postId,
      authorId: row.userId,
      userName: displayNameOf(row),
      userInitials: initialsOf(row),
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      canDelete: row.userId === viewerId || row.postAuthorId === viewerId,
    });

  async function existingPost(viewerId: string, id: string): Promise<FeedRow> {
    const row = await repo.post(viewerId, id);
    if (!row) throw postNotFound();
    return row;
  }

  async function collageOf(userId: string, itemIds: readonly string[]) {
    const items = await Promise.all(
      itemIds.map((id) => wardrobe.get(userId, id).catch(() => null)),
    );
    return photos.collage(collagePieces(items.filter((item) => item !== null)));
  }

  return {
    async feed(viewerId: string, query: FeedQuery): Promise<FeedPage> {
      const cursor = query.cursor ? ((await repo.cursorOf(query.cursor)) ?? null) : null;
      if (query.cursor && !cursor) throw badRequest('cursor: no such post');
      const rows = await repo.feed(viewerId, query.filter, query.limit, cursor, clock.now());
      const more = query.filter !== 'trending' && rows.length === query.limit;
      return { posts: await toPosts(viewerId, rows), nextCursor: more ? rows.at(-1)!.id : null };
    },

    /**
     * Shares one of the user's saved outfits: its collage as the image, its pieces as chips, its
     * occasion for the chips. Without an outfit (spec §3: optional) the post is its caption and
     * hashtags alone. 400 for an outfit that is not the user's; 429 past POSTS_PER_HOUR.
     */
    async create(userId: string, input: CreatePostInput): Promise<Post> {
      const since = new Date(clock.now().getTime() - HOUR_MS);
      if ((await repo.postsSince(userId, since)) >= POSTS_PER_HOUR) {
        throw rateLimited(`Posting rate limit: at most ${POSTS_PER_HOUR} posts an hour`);
      }
      const outfit = input.outfitId
        ? (await outfits.list(userId)).find((o) => o.id === input.outfitId)
        : null;
      if (outfit === undefined) {
        throw invalid('outfitId', 'not one of your outfits', 'Not one of your outfits');
      }
      const itemIds = outfit?.itemIds ?? [];
      const collage = outfit ? await collageOf(userId, itemIds) : null;
      const stored = collage ? await photos.storeAll(userId, [collage]) : [];
      const created = await photos.saveWith(stored, () =>
        db.transaction(async (tx) => {
          await assertOwnItemIds(tx, userId, itemIds);
          return createCommunityRepo(tx).insertPost({
            userId,
            outfitId: outfit?.id ?? null,
            caption: input.caption,
            hashtags: input.hashtags,
            itemIds,
            occasion: outfit?.occasion ?? null,
            imageUrl: stored[0]?.imageUrl ?? null,
          });
        }),
      );
      return (await toPosts(userId, [await existingPost(userId, created!.id)]))[0]!;
    },

    /**
     * Only the author edits a post: another user's post is 404, like a missing one. A post without
     * an outfit or a photo keeps a caption (400), or it would show nothing.
     */
    async update(userId: string, id: string, input: UpdatePostInput): Promise<Post> {
      if (input.caption === null) {
        const row = await repo.post(userId, id);
        if (row && row.userId === userId && !showsMoreThanWords(row)) {
          throw invalid('caption', EMPTY_POST_MESSAGE);
        }
      }
      if (!(await repo.updatePost(userId, id, input))) throw postNotFound();
      return (await toPosts(userId, [await existingPost(userId, id)]))[0]!;
    },

    /** Only the author deletes a post; its likes, saves, comments and collage go with it. */
    async remove(userId: string, id: string): Promise<void> {
      const removed = await photos.deleteWith(
        () => repo.deletePost(userId, id),
        (row) => [row.imageUrl],
      );
      if (!removed) throw postNotFound();
    },

    async setLike(userId: string, id: string, liked: boolean) {
      await existingPost(userId, id);
      const likes = await db.transaction((tx) =>
        createCommunityRepo(tx).setLike(userId, id, liked),
      );
      if (likes === null) throw postNotFound();
      return { isLiked: liked, likes };
    },

    async setSave(userId: string, id: string, saved: boolean) {
      await existingPost(userId, id);
      await repo.setSave(userId, id, saved);
      return { isSaved: saved };
    },

    async share(userId: string, id: string) {
      await existingPost(userId, id);
      const shares = await repo.addShare(id, userId);
      if (shares === null) throw postNotFound();
      return { shares };
    },

    async comments(userId: string, id: string): Promise<PostComment[]> {
      await existingPost(userId, id);
      return (await repo.comments(id)).map(toComment(userId));
    },

    async addComment(userId: string, id: string, content: string): Promise<PostComment> {
      await existingPost(userId, id);
      const since = new Date(clock.now().getTime() - HOUR_MS);
      if ((await repo.commentsSince(userId, since)) >= COMMENTS_PER_HOUR) {
        throw rateLimited(`Comment rate limit: at most ${COMMENTS_PER_HOUR} an hour`);
      }
      const commentId = await db.transaction((tx) =>
        createCommunityRepo(tx).insertComment(userId, id, content),
      );
      const row = (await repo.comments(id)).find((comment) => comment.id === commentId);
      return toComment(userId)(row!);
    },

    /** The commenter, or the author of the post it is on, may delete a comment. */
    async removeComment(userId: string, commentId: string): Promise<void> {
      const postId = await db.transaction((tx) =>
        createCommunityRepo(tx).deleteComment(userId, commentId),
      );
      if (!postId) throw notFound('Comment not found');
    },

    async setFollow(userId: string, authorId: string, follow: boolean) {
      if (authorId === userId) throw badRequest('You cannot follow yourself');
      if (!(await repo.userExists(authorId))) throw notFound('User not found');
      await repo.setFollow(userId, authorId, follow);
      return { following: follow };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
