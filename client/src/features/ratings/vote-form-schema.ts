import { voteBodySchema } from '@contract/ratings.ts';
import { z } from 'zod';

/**
 * One outfit's vote on the public page: the stars (none yet is null) and the comment as typed,
 * with the page's shared 'Your Name', the outfit and the link's token; checked by the contract's
 * vote schema, so a blank name gives 'Please enter your name' and no stars 'Please select a
 * rating' (spec §5), before anything is sent.
 */
export const voteFormSchema = z
  .object({
    sessionOutfitId: z.string(),
    accessToken: z.string(),
    voterName: z.string(),
    rating: z.number().nullable(),
    comment: z.string(),
  })
  .transform(({ rating, ...rest }): z.input<typeof voteBodySchema> => ({
    ...rest,
    // No stars yet is NaN, which the contract refuses with 'Please select a rating'.
    rating: rating ?? Number.NaN,
  }))
  .pipe(voteBodySchema);

export type VoteFormValues = z.input<typeof voteFormSchema>;
export type VoteFormOutput = z.output<typeof voteFormSchema>;

/** Spec §5's order: the name first, then the rating, then the comment. */
export const VOTE_FIELD_ORDER = ['voterName', 'rating', 'comment'] as const;
