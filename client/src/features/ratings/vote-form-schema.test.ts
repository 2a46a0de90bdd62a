import { RATING_REQUIRED_MESSAGE, VOTER_NAME_REQUIRED_MESSAGE } from '@contract/ratings.ts';
import { describe, expect, it } from 'vitest';
import { voteFormSchema, type VoteFormValues } from './vote-form-schema.ts';

const vote = (fields: Partial<VoteFormValues>): VoteFormValues => ({
  sessionOutfitId: '10000000-0000-4000-8000-000000000001',
  accessToken: 'Zq8_x-3vB9kLm2Np4Rt6Wy1A',
  voterName: 'Grace',
  rating: 4,
  comment: '',
  ...fields,
});
const messages = (fields: Partial<VoteFormValues>) => {
  const result = voteFormSchema.safeParse(vote(fields));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('voteFormSchema', () => {
  it('sends the vote as the contract takes it: name trimmed, no comment null', () => {
    expect(voteFormSchema.parse(vote({ voterName: '  Grace ' }))).toEqual({
      sessionOutfitId: '10000000-0000-4000-8000-000000000001',
      accessToken: 'Zq8_x-3vB9kLm2Np4Rt6Wy1A',
      voterName: 'Grace',
      rating: 4,
      comment: null,
    });
  });

  it('refuses a blank name and missing stars in the spec’s words', () => {
    expect(messages({ voterName: '   ' })).toEqual([`voterName: ${VOTER_NAME_REQUIRED_MESSAGE}`]);
    expect(messages({ rating: null })).toEqual([`rating: ${RATING_REQUIRED_MESSAGE}`]);
  });
});
