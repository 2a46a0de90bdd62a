import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { idParamsSchema, idSchema } from './ids.ts';
import { noContent } from './no-content.ts';
import { optionalText, tooLong } from './text-fields.ts';

// Friends Rating (spec §2, §3, §5, §7, §8): an owner's rating sessions, and the public vote page
// that friends reach through the session's access link.

/** Spec §5 and §8, word for word. */
export const ACCESS_LINK_REQUIRED_MESSAGE = 'Please generate an access link';
export const VOTER_NAME_REQUIRED_MESSAGE = 'Please enter your name';
export const RATING_REQUIRED_MESSAGE = 'Please select a rating';
export const SESSION_CREATED_MESSAGE = 'Session created! Share the link with friends.';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';
export const VOTE_SUBMITTED_MESSAGE = 'Vote submitted successfully!';
export const NO_VOTES_MESSAGE = 'No votes yet. Share the link with friends!';
export const SESSION_NOT_FOUND_TITLE = 'Session Not Found';
export const SESSION_NOT_FOUND_MESSAGE = 'The rating session link is invalid or expired.';
export const NO_OUTFITS_TO_RATE_MESSAGE = 'No outfits to rate yet';
/** What a session outfit is called when it has no name (spec §2). */
export const DEFAULT_OUTFIT_OPTION_NAME = 'Outfit Option';
export const SESSION_CLOSED_MESSAGE = 'This rating session is closed';

/** Spec §9: votes are 1 to 5 stars. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const SESSION_TITLE_MAX = 120;
export const SESSION_DESCRIPTION_MAX = 1000;
/** A session rates one to six of the owner's saved outfits. */
export const SESSION_OUTFITS_MIN = 1;
export const SESSION_OUTFITS_MAX = 6;
export const VOTER_NAME_MAX = 60;
export const VOTE_COMMENT_MAX = 500;

/**
 * Access tokens: 18 random bytes (144 bits) written as 24 base64url characters. The spec's
 * 13-character base-36 token (~67 bits) could be guessed; the server mints its own from its
 * CSPRNG unless the browser sent one of this strength (made with crypto.getRandomValues).
 */
export const ACCESS_TOKEN_BYTES = 18;
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** What a token in a path may look like at all; anything else names nothing (404). */
export const TOKEN_PARAM_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const SESSION_STATUSES = ['active', 'closed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The share link: the origin followed by /vote/ and the token (spec §9). */
export const voteLinkFor = (origin: string, token: string) =>
  `${origin}/vote/${encodeURIComponent(token)}`;

/**
 * POST /api/rating-sessions: title, description, accessToken (spec §7) and the outfits to rate.
 * An accessToken that is not of ACCESS_TOKEN_PATTERN's strength is not used: the server mints one.
 */
export const createSessionBodySchema = z.object({
  title: z
    .string({ error: 'Session Title is required' })
    .trim()
    .min(1, 'Session Title is required')
    .max(SESSION_TITLE_MAX, tooLong('Session Title', SESSION_TITLE_MAX)),
  description: optionalText('Description', SESSION_DESCRIPTION_MAX),
  accessToken: z.string().max(200, 'accessToken is too long').nullish(),
  outfitIds: z
    .array(idSchema('Each outfit id'), { error: 'Choose the outfits to rate' })
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z
        .array(z.string())
        .min(SESSION_OUTFITS_MIN, 'Choose at least one outfit to rate')
        .max(SESSION_OUTFITS_MAX, `Choose at most ${SESSION_OUTFITS_MAX} outfits`),
    ),
});
export type CreateSessionBody = z.input<typeof createSessionBodySchema>;
export type CreateSessionInput = z.output<typeof createSessionBodySchema>;

/** PATCH /api/rating-sessions/:id: close a session (votes are refused) or open it again. */
export const updateSessionBodySchema = z.object({
  status: z.enum(SESSION_STATUSES, { error: "status must be 'active' or 'closed'" }),
});
export type UpdateSessionBody = z.infer<typeof updateSessionBodySchema>;

/** A session outfit as its owner sees it, with its results. */
export const ownerSessionOutfitSchema = z.object({
  id: z.string(),
  outfitId: z.string().nullable(),
  name: z.string(),
  /** The collage of its pieces (the owner's own photo link), or null when no piece has a photo. */
  imageUrl: z.string().nullable(),
  itemIds: z.array(z.string()),
  voteCount: z.number().int(),
  /** Mean of the stars, one decimal; null without votes. */
  averageRating: z.number().nullable(),
});
export type OwnerSessionOutfit = z.infer<typeof ownerSessionOutfitSchema>;

/** GET /api/rating-sessions: the owner's sessions, newest first (spec §3 rating_sessions). */
export const ratingSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  accessToken: z.string(),
  status: z.enum(SESSION_STATUSES),
  createdAt: z.string(),
  voteCount: z.number().int(),
  outfits: z.array(ownerSessionOutfitSchema),
});
export type RatingSession = z.infer<typeof ratingSessionSchema>;

/** GET /api/rating-sessions/:id/votes: id, voterName, rating, comment (spec §7), newest first. */
export const sessionVoteSchema = z.object({
  id: z.string(),
  sessionOutfitId: z.string(),
  voterName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type SessionVote = z.infer<typeof sessionVoteSchema>;

export const tokenParamsSchema = z.object({
  token: z.string().regex(TOKEN_PARAM_PATTERN, 'Not found'),
});
export const tokenOutfitParamsSchema = tokenParamsSchema.extend({
  outfitId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not found')
    .transform((id) => id.toLowerCase()),
});

/**
 * GET /api/rating-sessions/token/:token (public): the session's title and description and its
 * outfits (id, name, imageUrl). Nothing else: not the owner, not the items, not other sessions.
 */
export const publicSessionSchema = z.object({
  session: z.object({ title: z.string(), description: z.string().nullable() }),
  outfits: z.array(z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() })),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;

/** POST /api/rating-votes (public): sessionOutfitId, voterName, rating, comment (spec §7). */
export const voteBodySchema = z.object({
  sessionOutfitId: idSchema('sessionOutfitId'),
  voterName: z
    .string({ error: VOTER_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, VOTER_NAME_REQUIRED_MESSAGE)
    .max(VOTER_NAME_MAX, tooLong('Your Name', VOTER_NAME_MAX)),
  rating: z
    .number({ error: RATING_REQUIRED_MESSAGE })
    .int(`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, RATING_REQUIRED_MESSAGE)
    .max(RATING_MAX, `Rating must be at most ${RATING_MAX}`),
  comment: optionalText('Comment', VOTE_COMMENT_MAX),
  /** The vote page's token: the outfit must belong to that session. */
  accessToken: z.string().regex(TOKEN_PARAM_PATTERN, 'Not a rating session link').nullish(),
});
export type VoteBody = z.input<typeof voteBodySchema>;
export type VoteInput = z.output<typeof voteBodySchema>;

/** The vote as stored; `replaced` says it took the place of this browser's earlier vote. */
export const voteAnswerSchema = z.object({
  id: z.string(),
  sessionOutfitId: z.string(),
  voterName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  replaced: z.boolean(),
});
export type VoteAnswer = z.infer<typeof voteAnswerSchema>;

/**
 * Friends Rating (spec §7): the owner's sessions and results, and the vote page's public lookup
 * and vote. The collage of a session's outfit is bytes, not JSON: its route is the server's own.
 */
export const ratingsEndpoints = endpoints({
  'GET /api/rating-sessions': { response: { 200: ratingSessionSchema.array() } },
  'POST /api/rating-sessions': {
    body: createSessionBodySchema,
    response: { 201: ratingSessionSchema },
  },
  'PATCH /api/rating-sessions/:id': {
    params: idParamsSchema,
    body: updateSessionBodySchema,
    response: { 200: ratingSessionSchema },
  },
  'DELETE /api/rating-sessions/:id': { params: idParamsSchema, response: { 204: noContent } },
  'GET /api/rating-sessions/:id/votes': {
    params: idParamsSchema,
    response: { 200: sessionVoteSchema.array() },
  },
  'GET /api/rating-sessions/token/:token': {
    params: tokenParamsSchema,
    response: { 200: publicSessionSchema },
  },
  'POST /api/rating-votes': { body: voteBodySchema, response: { 201: voteAnswerSchema } },
});
