import {
  RATING_REQUIRED_MESSAGE,
  VOTE_COMMENT_MAX,
  VOTE_SUBMITTED_MESSAGE,
  VOTER_NAME_REQUIRED_MESSAGE,
  voteBodySchema,
  type PublicSession,
} from '@contract/ratings.ts';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { useSubmitVote } from '../api.ts';
import { rememberVote, rememberedVote } from '../remembered-votes.ts';
import { OutfitImage } from './outfit-image.tsx';
import { StarInput } from './star-rating.tsx';

type PublicOutfit = PublicSession['outfits'][number];

interface VoteOutfitCardProps {
  token: string;
  outfit: PublicOutfit;
  /** The page's 'Your Name' field, shared by every outfit. */
  voterName: string;
  /** Brings the name field into view when a vote is tried without a name. */
  onNameMissing: () => void;
  eager?: boolean;
}

/** One outfit on the vote page: its collage, name, five stars, an optional comment, Submit Vote. */
export function VoteOutfitCard({
  token,
  outfit,
  voterName,
  onNameMissing,
  eager,
}: VoteOutfitCardProps) {
  const [voted, setVoted] = useState<number | null>(() => rememberedVote(token, outfit.id));
  // Stars and comment stay after a vote: changing one's mind resends both (the vote is replaced).
  const [rating, setRating] = useState<number | null>(voted);
  const [comment, setComment] = useState('');
  const submit = useSubmitVote();
  const commentId = useId();
  const headingId = useId();

  function onSubmit() {
    // Spec §5: a blank name, then a missing rating, each with its toast.
    if (!voterName.trim()) {
      toast({ title: VOTER_NAME_REQUIRED_MESSAGE, variant: 'destructive' });
      onNameMissing();
      return;
    }
    if (rating === null) {
      toast({ title: RATING_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    const body = {
      sessionOutfitId: outfit.id,
      voterName,
      rating,
      comment,
      accessToken: token,
    };
    const parsed = voteBodySchema.safeParse(body);
    if (!parsed.success) {
      toast({ title: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    submit.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: VOTE_SUBMITTED_MESSAGE });
        rememberVote(token, outfit.id, answer.rating);
        setVoted(answer.rating);
      },
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl border bg-card shadow-soft"
    >
      <OutfitImage src={outfit.imageUrl} name={outfit.name} eager={eager} />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="font-display text-lg leading-snug font-medium">
            {outfit.name}
          </h2>
          {voted !== null ? (
            <span className="flex shrink-0 items-center gap-1 rounded-full bg-emerald-500/12 px-2.5 py-1 text-xs font-medium text-emerald-700 dark:text-emerald-300">
              <Check aria-hidden="true" className="size-3.5" />
              You rated {voted}★
            </span>
          ) : null}
        </div>
        <StarInput value={rating} onChange={setRating} label={`Rating for ${outfit.name}`} />
        <div className="grid gap-1.5">
          <label htmlFor={commentId} className="text-sm font-medium">
            Comment <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id={commentId}
            value={comment}
            maxLength={VOTE_COMMENT_MAX}
            rows={2}
            placeholder="What works, what would you change?"
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <Button className="mt-auto w-full" onClick={onSubmit} disabled={submit.isPending}>
          {submit.isPending ? <Spinner /> : null}
          {voted !== null ? 'Update Vote' : 'Submit Vote'}
        </Button>
      </div>
    </article>
  );
}
