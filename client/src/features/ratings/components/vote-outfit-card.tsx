import { VOTE_COMMENT_MAX, VOTE_SUBMITTED_MESSAGE, type PublicSession } from '@contract/ratings.ts';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useSubmitVote } from '../api.ts';
import { rememberVote, rememberedVote } from '../remembered-votes.ts';
import {
  VOTE_FIELD_ORDER,
  voteFormSchema,
  type VoteFormOutput,
  type VoteFormValues,
} from '../vote-form-schema.ts';
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
  const form = useZodForm(voteFormSchema, {
    defaultValues: {
      sessionOutfitId: outfit.id,
      accessToken: token,
      voterName: '',
      rating: voted,
      comment: '',
    },
  });
  const rating = useWatch({ control: form.control, name: 'rating' });
  const submit = useSubmitVote();
  const commentId = useId();
  const headingId = useId();

  function onValid(body: VoteFormOutput) {
    submit.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: VOTE_SUBMITTED_MESSAGE });
        rememberVote(token, outfit.id, answer.rating);
        setVoted(answer.rating);
      },
    });
  }

  // Spec §5: a blank name, then a missing rating, each its own toast (the spec's words as title).
  function onInvalid(errors: FieldErrors<VoteFormValues>) {
    // Anything else (a token that names no session) still says why; nothing fails in silence.
    const field =
      VOTE_FIELD_ORDER.find((name) => errors[name]) ??
      (Object.keys(errors)[0] as keyof VoteFormValues | undefined);
    if (!field) return;
    toast({ title: String(errors[field]?.message ?? ''), variant: 'destructive' });
    if (field === 'voterName') onNameMissing();
  }

  function onSubmit() {
    // 'Your Name' is the page's field, shared by every outfit: it joins this vote on sending.
    form.setValue('voterName', voterName);
    void form.handleSubmit(onValid, onInvalid)();
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
        <StarInput
          value={rating}
          onChange={(stars) => form.setValue('rating', stars)}
          label={`Rating for ${outfit.name}`}
        />
        <div className="grid gap-1.5">
          <label htmlFor={commentId} className="text-sm font-medium">
            Comment <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id={commentId}
            maxLength={VOTE_COMMENT_MAX}
            rows={2}
            placeholder="What works, what would you change?"
            {...form.register('comment')}
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
