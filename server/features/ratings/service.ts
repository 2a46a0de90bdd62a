import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_BYTES,
  ACCESS_TOKEN_PATTERN,
  DEFAULT_OUTFIT_OPTION_NAME,
  SESSION_CLOSED_MESSAGE,
  type CreateSessionInput,
  type PublicSession,
  type RatingSession,
  type SessionStatus,
  type SessionVote,
  type VoteAnswer,
  type VoteInput,
} from '../../../contract/ratings.ts';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/domain-errors.ts';
import { assertOwnItemIds } from '../../lib/item-id-lists.ts';
import { collagePieces } from '../../photos/collage-pieces.ts';
import type { Photos, PreparedPhoto } from '../../photos/photos.ts';
import type { OutfitsService } from '../outfits/service.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createRatingsRepo, type SessionOutfitResult, type SessionRow } from './repo.ts';

export interface RatingsDeps {
  db: Db;
  photos: Pick<Photos, 'collage' | 'storeAll' | 'saveWith' | 'deleteWith' | 'remove' | 'read'>;
  /** The owner's saved outfits, through the outfits feature. */
  outfits: Pick<OutfitsService, 'list'>;
  /** The pieces' photos, through the wardrobe feature. */
  wardrobe: Pick<WardrobeService, 'get'>;
}

const sessionNotFound = () => notFound('Rating session not found');
const publicNotFound = () => notFound('Session not found');

/** A fresh access token from the CSPRNG: 144 bits. */
export const mintAccessToken = () => randomBytes(ACCESS_TOKEN_BYTES).toString('base64url');

/** What identifies a voting browser in the database: the hash, never the cookie's value. */
export const voterKeyOf = (voterId: string) =>
  createHash('sha256').update(`rating-voter\0${voterId}`).digest('base64url');

/** The path the vote page loads a session outfit's collage from: the token is the credential. */
export const publicImagePath = (token: string, sessionOutfitId: string) =>
  `/api/rating-sessions/token/${encodeURIComponent(token)}/outfits/${sessionOutfitId}/image`;

const roundedAverage = (value: number | null) =>
  value === null ? null : Math.round(value * 10) / 10;

function toRatingSession(row: SessionRow, outfits: SessionOutfitResult[]): RatingSession {
  const mine = outfits.filter((outfit) => outfit.sessionId === row.id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    accessToken: row.accessToken,
    status: row.status as SessionStatus,
    createdAt: row.createdAt.toISOString(),
    voteCount: mine.reduce((sum, outfit) => sum + outfit.voteCount, 0),
    outfits: mine.map((outfit) => ({
      id: outfit.id,
      outfitId: outfit.outfitId,
      name: outfit.name ?? DEFAULT_OUTFIT_OPTION_NAME,
      imageUrl: outfit.imageUrl,
      itemIds: outfit.itemIds,
      voteCount: outfit.voteCount,
      averageRating: roundedAverage(outfit.averageRating),
    })),
  };
}

/** Friends Rating: the owner's sessions and their results, and the public vote page's reads and votes. */
export function createRatingsService({ db, photos, outfits, wardrobe }: RatingsDeps) {
  const repo = createRatingsRepo(db);

  /** The collage of an outfit's pieces; null when none of them has a photo. */
  async function collageOf(userId: string, itemIds: readonly string[]) {
    const items = await Promise.all(
      itemIds.map((id) => wardrobe.get(userId, id).catch(() => null)),
    );
    return photos.collage(collagePieces(items.filter((item) => item !== null)));
  }

  /** The browser's token when it is strong enough and free, else one of ours. */
  async function accessTokenFor(sent: string | null | undefined): Promise<string> {
    if (sent && ACCESS_TOKEN_PATTERN.test(sent) && !(await repo.tokenInUse(sent))) return sent;
    return mintAccessToken();
  }

  async function sessionsWithResults(rows: SessionRow[]): Promise<RatingSession[]> {
    const results = await repo.outfitResults(rows.map((row) => row.id));
    return rows.map((row) => toRatingSession(row, results));
  }

  return {
    /** The user's rating sessions with their outfits and results, newest first. */
    async list(userId: string): Promise<RatingSession[]> {
      return sessionsWithResults(await repo.listSessions(userId));
    },

    /**
     * Creates a session rating one to six of the user's saved outfits: each becomes a session
     * outfit with its name, pieces and a collage of their photos. 400 when an outfit is not the
     * user's; nothing is written then.
     */
    async create(userId: string, input: CreateSessionInput): Promise<RatingSession> {
      const saved = new Map((await outfits.list(userId)).map((outfit) => [outfit.id, outfit]));
      const foreign = input.outfitIds.filter((id) => !saved.has(id));
      if (foreign.length > 0) {
        throw invalid(
          'outfitIds',
          `not one of your outfits: ${foreign.join(', ')}`,
          'Not one of your outfits',
        );
      }
      const chosen = input.outfitIds.map((id) => saved.get(id)!);
      const collages = await Promise.all(chosen.map((o) => collageOf(userId, o.itemIds)));
      const prepared = collages.filter((c): c is PreparedPhoto => c !== null);
      const stored = await photos.storeAll(userId, prepared);
      const urlOf = new Map(prepared.map((photo, i) => [photo, stored[i]!.imageUrl]));
      const accessToken = await accessTokenFor(input.accessToken);

      const row = await photos.saveWith(stored, () =>
        db.transaction(async (tx) => {
          const txRepo = createRatingsRepo(tx);
          for (const outfit of chosen) await assertOwnItemIds(tx, userId, outfit.itemIds);
          const session = await txRepo.insertSession({
            userId,
            title: input.title,
            description: input.description,
            accessToken,
          });
          await txRepo.insertOutfits(
            chosen.map((outfit, i) => ({
              sessionId: session.id,
              outfitId: outfit.id,
              name: outfit.name,
              itemIds: outfit.itemIds,
              imageUrl: collages[i] ? urlOf.get(collages[i])! : null,
            })),
          );
          return session;
        }),
      );
      return (await sessionsWithResults([row!]))[0]!;
    },

    /** Closes a session (the vote page then says it is invalid or expired) or opens it again. */
    async setStatus(userId: string, id: string, status: SessionStatus): Promise<RatingSession> {
      const row = await repo.setStatus(userId, id, status);
      if (!row) throw sessionNotFound();
      return (await sessionsWithResults([row]))[0]!;
    },

    /** Deletes a session with its outfits, votes and collages. */
    async remove(userId: string, id: string): Promise<void> {
      const removed = await photos.deleteWith(
        () => db.transaction((tx) => createRatingsRepo(tx).deleteSession(userId, id)),
        (row) => row.imageUrls,
      );
      if (!removed) throw sessionNotFound();
    },

    /** Every vote of the user's session (voter name, stars, comment), newest first. */
    async votes(userId: string, id: string): Promise<SessionVote[]> {
      if (!(await repo.findSession(userId, id))) throw sessionNotFound();
      const rows = await repo.votes(userId, id);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /**
     * The vote page's read: title, description and the outfits (id, name, image through the
     * token). Nothing of the owner. An unknown token or a closed session is 404.
     */
    async publicSession(token: string): Promise<PublicSession> {
      const session = await repo.sessionByToken(token);
      if (!session || session.status !== 'active') throw publicNotFound();
      const rows = await repo.sessionOutfits(session.id);
      return {
        session: { title: session.title, description: session.description },
        outfits: rows.map((row) => ({
          id: row.id,
          name: row.name ?? DEFAULT_OUTFIT_OPTION_NAME,
          imageUrl: row.imageUrl ? publicImagePath(token, row.id) : null,
        })),
      };
    },

    /** A session outfit's collage for the vote page (the token is the credential). */
    async publicImage(token: string, sessionOutfitId: string): Promise<Buffer> {
      const outfit = await repo.outfitForVote(sessionOutfitId);
      if (!outfit || outfit.accessToken !== token || outfit.status !== 'active' || !outfit.imageUrl)
        throw publicNotFound();
      const image = await photos.read(outfit.imageUrl);
      if (!image) throw publicNotFound();
      return image.bytes;
    },

    /**
     * A friend's vote. It goes only to an outfit of an open session (of the body's `accessToken`'s
     * session when one is sent); the same browser's earlier vote for that outfit is replaced.
     */
    async vote(input: VoteInput, voterId: string): Promise<VoteAnswer> {
      const outfit = await repo.outfitForVote(input.sessionOutfitId);
      if (!outfit || (input.accessToken && outfit.accessToken !== input.accessToken)) {
        throw notFound('This outfit is not part of the rating session');
      }
      if (outfit.status !== 'active') throw conflict(SESSION_CLOSED_MESSAGE);
      return repo.upsertVote({
        sessionOutfitId: outfit.id,
        voterName: input.voterName,
        rating: input.rating,
        comment: input.comment,
        voterKey: voterKeyOf(voterId),
      });
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
