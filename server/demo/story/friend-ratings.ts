// Friend ratings: one "which one?" session over two saved outfits, and the votes of three friends
// cast through the public vote page's own endpoints, each from a browser with no session.
import type { PublicSession, RatingSession, VoteBody } from '../../../contract/ratings.ts';
import { DemoSeedError } from '../demo-client.ts';
import { isColdSeason, nameKey, outfitOf, type StoryContext } from './story-context.ts';

export const DEMO_RATING_SESSION = {
  title: "Which one for Sam's birthday dinner?",
  description:
    'A small restaurant, then probably drinks. Be honest: is the biker jacket too much with ' +
    'the dress, or should I keep it relaxed?',
};

type Option = 'dressed up' | 'relaxed';

/** Which option each friend rates, and what they say. */
const FRIEND_VOTES: readonly { option: Option; vote: Omit<VoteBody, 'sessionOutfitId'> }[] = [
  {
    option: 'dressed up',
    vote: { voterName: 'Jo', rating: 5, comment: 'The jacket makes it. Wear it, no debate.' },
  },
  {
    option: 'dressed up',
    vote: {
      voterName: 'Priya',
      rating: 4,
      comment: 'Love it. Maybe the heels for the dinner and flats in your bag for the drinks?',
    },
  },
  {
    option: 'relaxed',
    vote: {
      voterName: 'Marcus',
      rating: 3,
      comment: 'Comfortable, sure, but it is a birthday. Dress up a bit!',
    },
  },
];

/**
 * Opens the session when the account has none of that title, then lets each friend open the link
 * and vote as a stranger would. Votes are cast only with a new session, so a rerun adds none.
 */
export async function seedFriendRatings(story: StoryContext): Promise<number> {
  const sessions = await story.client.expect<RatingSession[]>('GET', '/api/rating-sessions');
  if (sessions.some((s) => nameKey(s.title) === nameKey(DEMO_RATING_SESSION.title))) return 0;
  const options: Record<Option, string> = {
    'dressed up': 'Dinner in Town',
    relaxed: isColdSeason(story) ? 'Cosy Sunday' : 'Weekend Uniform',
  };
  const session = await story.client.expect<RatingSession>('POST', '/api/rating-sessions', {
    json: {
      ...DEMO_RATING_SESSION,
      outfitIds: Object.values(options).map((name) => outfitOf(story, name).id),
    },
  });
  for (const { option, vote } of FRIEND_VOTES) {
    const friend = story.client.stranger();
    const page = await friend.expect<PublicSession>(
      'GET',
      `/api/rating-sessions/token/${session.accessToken}`,
    );
    // The vote page names each option by its outfit's name; the friend picks by that.
    const rated = page.outfits.find((outfit) => outfit.name === options[option]);
    if (!rated) throw new DemoSeedError(`The vote page does not show "${options[option]}"`);
    await friend.expect('POST', '/api/rating-votes', {
      json: { ...vote, sessionOutfitId: rated.id, accessToken: session.accessToken },
    });
  }
  return 1;
}
