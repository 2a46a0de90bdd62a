import { ITEM_CHIPS_SHOWN, postLinkFor, type Post } from '@contract/community.ts';
import {
  Bookmark,
  Heart,
  MessageCircle,
  Pencil,
  Share2,
  Trash2,
  UserCheck,
  UserPlus,
} from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useDeletePost, useSetFollow, useSetLike, useSetSave, useSharePost } from '../api.ts';
import { timeAgo } from '../time-ago.ts';
import { CommentsPanel } from './comments-panel.tsx';
import { EditPostDialog } from './edit-post-dialog.tsx';

/** Spec §2's post card: author, time ago, first tag, caption, image, counts, save, item chips. */
export function PostCard({ post }: { post: Post }) {
  const like = useSetLike();
  const save = useSetSave();
  const share = useSharePost();
  const follow = useSetFollow();
  const remove = useDeletePost();
  const [showComments, setShowComments] = useState(false);
  const [editing, setEditing] = useState(false);
  const [allItems, setAllItems] = useState(false);
  const items = allItems ? post.items : post.items.slice(0, ITEM_CHIPS_SHOWN);
  const firstTag = post.hashtags[0];
  // Spec §3: outfitId is optional. A post without an outfit is its caption (and photo, if any);
  // one whose outfit was deleted since still shows the collage and pieces it was shared with.
  const sharesAnOutfit = post.outfitId !== null || post.items.length > 0;
  // With no picture at all the words are the post: they come first, larger, above the actions.
  const wordsOnly = !sharesAnOutfit && !post.imageUrl;
  const caption = post.caption ? (
    <p className={cn('break-words whitespace-pre-wrap', wordsOnly && 'text-lg leading-relaxed')}>
      {post.caption}
    </p>
  ) : null;

  async function copyLink() {
    const link = postLinkFor(window.location.origin, post.id);
    try {
      await navigator.clipboard.writeText(link);
      share.mutate(post.id);
      toast({ title: 'Link copied to clipboard!' });
    } catch {
      toast({ title: 'Could not copy the link', description: link, variant: 'destructive' });
    }
  }

  return (
    <article
      id={`post-${post.id}`}
      aria-label={`Post by ${post.userName}`}
      className="overflow-hidden rounded-3xl border bg-card shadow-soft"
    >
      <header className="flex items-center gap-3 px-5 py-4">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {post.userInitials}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{post.userName}</p>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <time dateTime={post.createdAt}>{timeAgo(post.createdAt)}</time>
            {firstTag ? (
              <Badge variant="secondary" className="max-w-[10rem] truncate">
                #{firstTag}
              </Badge>
            ) : null}
          </p>
        </div>
        {post.isMine ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Edit post"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        ) : null}
        {post.isMine ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="icon" aria-label="Delete post">
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title="Delete this post?"
            description="Its likes and comments go with it."
            confirmLabel="Delete post"
            onConfirm={() => remove.mutate(post.id)}
          />
        ) : (
          <Button
            variant={post.followsAuthor ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={post.followsAuthor}
            onClick={() => follow.mutate({ authorId: post.authorId, follow: !post.followsAuthor })}
          >
            {post.followsAuthor ? (
              <UserCheck aria-hidden="true" />
            ) : (
              <UserPlus aria-hidden="true" />
            )}
            {/* Icon only on phones, so the author's name keeps the room; the name stays. */}
            <span className="sr-only sm:not-sr-only">
              {post.followsAuthor ? 'Following' : 'Follow'}
            </span>
          </Button>
        )}
      </header>

      {sharesAnOutfit ? (
        // The collage is square on the server's paper colour: whole on phones; on wider cards
        // that paper runs on to the edges instead of blurred bands.
        <div
          className={cn(
            'flex justify-center sm:aspect-[4/3]',
            post.imageUrl ? 'bg-[rgb(243_239_233)]' : 'bg-muted',
          )}
        >
          <ItemPhoto
            src={post.imageUrl}
            alt={post.caption ? `Outfit: ${post.caption}` : `Outfit shared by ${post.userName}`}
            className="aspect-square w-full sm:h-full sm:w-auto"
          />
        </div>
      ) : post.imageUrl ? (
        // A photo without an outfit: shown whole, on the card's calm background.
        <div className="flex justify-center bg-muted sm:aspect-[4/3]">
          <ItemPhoto
            src={post.imageUrl}
            alt={post.caption ? `Photo: ${post.caption}` : `Photo shared by ${post.userName}`}
            fit="contain"
            className="aspect-square w-full sm:h-full sm:w-auto"
          />
        </div>
      ) : null}

      <div className={cn('flex flex-col gap-4 px-5 py-4', wordsOnly && 'pt-0')}>
        {wordsOnly ? caption : null}
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={post.isLiked}
            aria-label={post.isLiked ? 'Unlike' : 'Like'}
            onClick={() => like.mutate({ id: post.id, liked: !post.isLiked })}
          >
            <Heart
              aria-hidden="true"
              className={cn(post.isLiked && 'fill-rose-500 text-rose-500')}
            />
            <span data-testid="like-count">{post.likes}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showComments}
            aria-label="Comments"
            onClick={() => setShowComments((open) => !open)}
          >
            <MessageCircle aria-hidden="true" />
            <span data-testid="comment-count">{post.comments}</span>
          </Button>
          <Button variant="ghost" size="sm" aria-label="Share" onClick={() => void copyLink()}>
            <Share2 aria-hidden="true" />
            <span>{post.shares}</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto"
            aria-pressed={post.isSaved}
            aria-label={post.isSaved ? 'Unsave' : 'Save'}
            onClick={() => save.mutate({ id: post.id, saved: !post.isSaved })}
          >
            <Bookmark aria-hidden="true" className={cn(post.isSaved && 'fill-current')} />
          </Button>
        </div>

        {wordsOnly ? null : caption}
        {post.hashtags.length > 1 ? (
          <p className="text-sm text-primary">{post.hashtags.map((tag) => `#${tag}`).join(' ')}</p>
        ) : null}

        {post.items.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5">
            {items.map((name, i) => (
              <span
                key={`${name}-${i}`}
                className="rounded-full bg-muted px-2.5 py-1 text-xs text-foreground/80"
              >
                {name}
              </span>
            ))}
            {post.items.length > ITEM_CHIPS_SHOWN ? (
              <button
                type="button"
                className="text-xs font-medium text-primary underline-offset-2 hover:underline"
                onClick={() => setAllItems((all) => !all)}
              >
                {allItems ? 'Show fewer' : `View all ${post.items.length} items`}
              </button>
            ) : null}
          </div>
        ) : null}

        {showComments ? <CommentsPanel postId={post.id} /> : null}
      </div>
      {post.isMine ? <EditPostDialog post={post} open={editing} onOpenChange={setEditing} /> : null}
    </article>
  );
}
