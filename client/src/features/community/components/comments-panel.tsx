import { COMMENT_MAX } from '@contract/community.ts';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { QueryView } from '@/components/query-view.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAddComment, useComments, useDeleteComment } from '../api.ts';
import { timeAgo } from '../time-ago.ts';

/** A post's comments (oldest first) and the field to add one; plain text, never HTML. */
export function CommentsPanel({ postId }: { postId: string }) {
  const comments = useComments(postId, true);
  const add = useAddComment(postId);
  const remove = useDeleteComment();
  const [draft, setDraft] = useState('');
  const trimmed = draft.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    add.mutate(trimmed, {
      onSuccess: () => {
        setDraft('');
        void comments.refetch();
      },
    });
  }

  return (
    <div className="flex flex-col gap-3 border-t pt-4">
      <QueryView
        query={comments}
        loading={<p className="text-sm text-muted-foreground">Loading comments…</p>}
        empty={
          <p className="text-sm text-muted-foreground">No comments yet. Say something kind.</p>
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-3" aria-label="Comments">
            {list.map((comment) => (
              <li key={comment.id} className="flex items-start gap-2.5">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-[11px] font-semibold"
                >
                  {comment.userInitials}
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p>
                    <span className="font-medium">{comment.userName}</span>{' '}
                    <span className="text-xs text-muted-foreground">
                      {timeAgo(comment.createdAt)}
                    </span>
                  </p>
                  <p className="break-words whitespace-pre-wrap text-foreground/90">
                    {comment.content}
                  </p>
                </div>
                {comment.canDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`Delete comment by ${comment.userName}`}
                    onClick={() =>
                      remove.mutate(comment.id, { onSuccess: () => void comments.refetch() })
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="Add a comment"
          placeholder="Add a comment…"
          value={draft}
          maxLength={COMMENT_MAX}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!trimmed || add.isPending}>
          Post
        </Button>
      </form>
    </div>
  );
}
