import { LINK_COPIED_MESSAGE, type RatingSession } from '@contract/ratings.ts';
import { BarChart3, Copy, Lock, Trash2, Unlock } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { accessLinkFor } from '../access-link.ts';
import { useDeleteSession, useSetSessionStatus } from '../api.ts';
import { OutfitImage } from './outfit-image.tsx';
import { StarDisplay } from './star-rating.tsx';
import { formatDate } from '@/lib/format.ts';

/** Spec §2's session card: title, description, Copy Link and View Results; plus close and delete. */
export function SessionCard({
  session,
  onViewResults,
}: {
  session: RatingSession;
  onViewResults: () => void;
}) {
  const setStatus = useSetSessionStatus();
  const remove = useDeleteSession();
  const open = session.status === 'active';
  const shown = session.outfits.slice(0, 3);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(accessLinkFor(session.accessToken));
      toast({ title: LINK_COPIED_MESSAGE });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: accessLinkFor(session.accessToken),
        variant: 'destructive',
      });
    }
  }

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border bg-card shadow-soft">
      <div
        className={`grid gap-px bg-border ${shown.length === 1 ? 'grid-cols-1' : shown.length === 2 ? 'grid-cols-2' : 'grid-cols-3'}`}
      >
        {shown.map((outfit) => (
          <OutfitImage
            key={outfit.id}
            src={outfit.imageUrl}
            name={outfit.name}
            className={shown.length === 1 ? 'aspect-[2/1]' : undefined}
          />
        ))}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="mb-1.5 flex flex-wrap items-center gap-2">
              <Badge variant={open ? 'default' : 'secondary'}>
                {open ? 'Voting open' : 'Closed'}
              </Badge>
              <span className="text-xs text-muted-foreground">
                {formatDate(session.createdAt, 'shortDate')}
              </span>
            </div>
            <h3 className="font-display text-lg leading-snug font-medium tracking-tight">
              {session.title}
            </h3>
            {session.description ? (
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
                {session.description}
              </p>
            ) : null}
          </div>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Delete ${session.title}`}
                className="-mr-1.5 text-muted-foreground hover:text-destructive"
              >
                <Trash2 />
              </Button>
            }
            title={`Delete “${session.title}”?`}
            description="Its link stops working and every vote is deleted. This cannot be undone."
            confirmLabel="Delete session"
            onConfirm={() => remove.mutate(session.id)}
          />
        </div>

        <ul className="grid gap-1.5 text-sm">
          {session.outfits.map((outfit) => (
            <li key={outfit.id} className="flex items-center justify-between gap-3">
              <span className="truncate text-foreground/85">{outfit.name}</span>
              {outfit.averageRating !== null ? (
                <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
                  <StarDisplay rating={outfit.averageRating} />
                  {outfit.averageRating.toFixed(1)}
                </span>
              ) : (
                <span className="shrink-0 text-xs text-muted-foreground">No votes</span>
              )}
            </li>
          ))}
        </ul>

        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={() => void copyLink()} disabled={!open}>
            <Copy aria-hidden="true" />
            Copy Link
          </Button>
          <Button size="sm" onClick={onViewResults}>
            <BarChart3 aria-hidden="true" />
            View Results
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: session.id, status: open ? 'closed' : 'active' })}
          >
            {open ? <Lock aria-hidden="true" /> : <Unlock aria-hidden="true" />}
            {open ? 'Close voting' : 'Reopen'}
          </Button>
          <span className="ml-auto text-xs text-muted-foreground">
            {session.voteCount} {session.voteCount === 1 ? 'vote' : 'votes'}
          </span>
        </div>
      </div>
    </article>
  );
}
