import { NO_VOTES_MESSAGE, type RatingSession, type SessionVote } from '@contract/ratings.ts';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { ControlledDialog, type DialogProps } from '@/components/controlled-dialog.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { votesQuery } from '../api.ts';
import { OutfitImage } from './outfit-image.tsx';
import { StarDisplay } from './star-rating.tsx';

interface ResultsDialogProps extends DialogProps {
  /** What it shows. */
  session: RatingSession | null;
}

/** Spec §2's 'Voting Results': per outfit the average, the count and each vote. */
export function ResultsDialog({ open, onOpenChange, session }: ResultsDialogProps) {
  return (
    <ControlledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      {session && <Results key={session.id} session={session} />}
    </ControlledDialog>
  );
}

/** The votes, asked for while the dialog is open. */
function Results({ session }: { session: RatingSession }) {
  const votes = useQuery(votesQuery(session.id));
  const byOutfit = new Map<string, SessionVote[]>();
  for (const vote of votes.data ?? []) {
    byOutfit.set(vote.sessionOutfitId, [...(byOutfit.get(vote.sessionOutfitId) ?? []), vote]);
  }
  // Best first: the answer the owner came for.
  const ranked = [...session.outfits].sort(
    (a, b) => (b.averageRating ?? 0) - (a.averageRating ?? 0) || b.voteCount - a.voteCount,
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Voting Results</DialogTitle>
        <DialogDescription>{session.title}</DialogDescription>
      </DialogHeader>
      <QueryView
        query={votes}
        loading={
          <div className="grid gap-3">
            <Skeleton className="h-28 rounded-2xl" />
            <Skeleton className="h-28 rounded-2xl" />
          </div>
        }
        error="The votes could not be loaded."
        errorSize="section"
        empty={
          <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
            {NO_VOTES_MESSAGE}
          </p>
        }
      >
        {() => (
          <ol className="grid gap-4">
            {ranked.map((outfit) => {
              const list = byOutfit.get(outfit.id) ?? [];
              const average =
                list.length > 0 ? list.reduce((sum, v) => sum + v.rating, 0) / list.length : null;
              return (
                <li key={outfit.id} className="rounded-2xl border p-3 sm:p-4">
                  <div className="flex gap-4">
                    <OutfitImage
                      src={outfit.imageUrl}
                      name={outfit.name}
                      className="size-20 shrink-0 rounded-xl sm:size-24"
                    />
                    <div className="min-w-0 flex-1">
                      <h3 className="font-medium">{outfit.name}</h3>
                      {average !== null ? (
                        <p className="mt-1 flex items-center gap-2 text-sm">
                          <StarDisplay rating={average} />
                          <span className="font-semibold">{average.toFixed(1)}</span>
                          <span className="text-muted-foreground">
                            · {list.length} {list.length === 1 ? 'vote' : 'votes'}
                          </span>
                        </p>
                      ) : (
                        <p className="mt-1 text-sm text-muted-foreground">No votes for this one</p>
                      )}
                    </div>
                  </div>
                  {list.length > 0 ? (
                    <ul className="mt-3 grid gap-2 border-t pt-3">
                      {list.map((vote) => (
                        <li key={vote.id} className="text-sm">
                          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                            <span className="font-medium">{vote.voterName}</span>
                            <StarDisplay rating={vote.rating} />
                          </div>
                          {vote.comment ? (
                            <p className="mt-0.5 flex gap-1.5 text-muted-foreground">
                              <MessageCircle
                                aria-hidden="true"
                                className="mt-0.5 size-3.5 shrink-0"
                              />
                              <span className="break-words whitespace-pre-line">
                                {vote.comment}
                              </span>
                            </p>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </QueryView>
    </>
  );
}
