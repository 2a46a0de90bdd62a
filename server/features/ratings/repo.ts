import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { ratingSessionOutfits, ratingSessions, ratingVotes } from '../../db/schema.ts';
import { liveItemIds } from '../../lib/item-id-lists.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type SessionRow = typeof ratingSessions.$inferSelect;
export type NewSessionRow = typeof ratingSessions.$inferInsert;
export type SessionOutfitRow = typeof ratingSessionOutfits.$inferSelect;
export type NewSessionOutfitRow = typeof ratingSessionOutfits.$inferInsert;

export interface SessionOutfitResult extends SessionOutfitRow {
  voteCount: number;
  /** Mean of the stars; null without votes. */
  averageRating: number | null;
}

export interface NewVote {
  sessionOutfitId: string;
  voterName: string;
  rating: number;
  comment: string | null;
  voterKey: string;
}

const owned = (userId: string, id: string) =>
  and(eq(ratingSessions.id, id), eq(ratingSessions.userId, userId));

// A session outfit has no user_id of its own: its owner is its session's (decision 006).
const sessionOwner = sql`(SELECT s.user_id FROM ${ratingSessions} s WHERE s.id = ${ratingSessionOutfits.sessionId})`;
const outfitColumns = {
  ...getTableColumns(ratingSessionOutfits),
  itemIds: liveItemIds(ratingSessionOutfits.itemIds, sessionOwner),
};

/** Queries for rating sessions, their outfits and votes. Owner queries are scoped to the owner. */
export function createRatingsRepo(db: Queryable) {
  return {
    listSessions(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(ratingSessions)
        .where(eq(ratingSessions.userId, userId))
        .orderBy(desc(ratingSessions.createdAt), desc(ratingSessions.id));
    },

    async findSession(userId: string, id: string): Promise<SessionRow | undefined> {
      return (await db.select().from(ratingSessions).where(owned(userId, id)).limit(1))[0];
    },

    /** The outfits of these sessions with their vote count and average, in the order added. */
    async outfitResults(sessionIds: readonly string[]): Promise<SessionOutfitResult[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .select({
          ...outfitColumns,
          voteCount: count(ratingVotes.id),
          averageRating: sql<string | null>`avg(${ratingVotes.rating})`,
        })
        .from(ratingSessionOutfits)
        .leftJoin(ratingVotes, eq(ratingVotes.sessionOutfitId, ratingSessionOutfits.id))
        .where(inArray(ratingSessionOutfits.sessionId, [...sessionIds]))
        .groupBy(ratingSessionOutfits.id)
        .orderBy(asc(ratingSessionOutfits.createdAt), asc(ratingSessionOutfits.id));
      return rows.map((row) => ({
        ...row,
        averageRating: row.averageRating === null ? null : Number(row.averageRating),
      }));
    },

    async tokenInUse(token: string): Promise<boolean> {
      const rows = await db
        .select({ id: ratingSessions.id })
        .from(ratingSessions)
        .where(eq(ratingSessions.accessToken, token))
        .limit(1);
      return rows.length > 0;
    },

    async insertSession(session: NewSessionRow): Promise<SessionRow> {
      return (await db.insert(ratingSessions).values(session).returning())[0]!;
    },

    /** Inserts a session's outfits; they keep the order given (one microsecond apart). */
    async insertOutfits(outfits: NewSessionOutfitRow[]): Promise<void> {
      await db.insert(ratingSessionOutfits).values(
        outfits.map((outfit, i) => ({
          ...outfit,
          createdAt: sql`now() + ${i} * interval '1 microsecond'`,
        })),
      );
    },

    async setStatus(userId: string, id: string, status: string): Promise<SessionRow | undefined> {
      const rows = await db
        .update(ratingSessions)
        .set({ status })
        .where(owned(userId, id))
        .returning();
      return rows[0];
    },

    /** Deletes a session (its outfits and votes go with it); answers its outfits' collages. */
    async deleteSession(userId: string, id: string): Promise<{ imageUrls: string[] } | undefined> {
      const images = await db
        .select({ imageUrl: ratingSessionOutfits.imageUrl })
        .from(ratingSessionOutfits)
        .innerJoin(ratingSessions, eq(ratingSessions.id, ratingSessionOutfits.sessionId))
        .where(owned(userId, id));
      const rows = await db
        .delete(ratingSessions)
        .where(owned(userId, id))
        .returning({ id: ratingSessions.id });
      if (rows.length === 0) return undefined;
      return { imageUrls: images.flatMap((row) => (row.imageUrl ? [row.imageUrl] : [])) };
    },

    /** Every vote on the session's outfits, newest first. */
    votes(userId: string, sessionId: string) {
      return db
        .select({
          id: ratingVotes.id,
          sessionOutfitId: ratingVotes.sessionOutfitId,
          voterName: ratingVotes.voterName,
          rating: ratingVotes.rating,
          comment: ratingVotes.comment,
          createdAt: ratingVotes.createdAt,
        })
        .from(ratingVotes)
        .innerJoin(ratingSessionOutfits, eq(ratingSessionOutfits.id, ratingVotes.sessionOutfitId))
        .innerJoin(ratingSessions, eq(ratingSessions.id, ratingSessionOutfits.sessionId))
        .where(owned(userId, sessionId))
        .orderBy(desc(ratingVotes.createdAt), desc(ratingVotes.id));
    },

    async sessionByToken(token: string): Promise<SessionRow | undefined> {
      const rows = await db
        .select()
        .from(ratingSessions)
        .where(eq(ratingSessions.accessToken, token))
        .limit(1);
      return rows[0];
    },

    /** A session's outfits as the vote page shows them, in the order added. */
    sessionOutfits(sessionId: string) {
      return db
        .select({
          id: ratingSessionOutfits.id,
          name: ratingSessionOutfits.name,
          imageUrl: ratingSessionOutfits.imageUrl,
        })
        .from(ratingSessionOutfits)
        .where(eq(ratingSessionOutfits.sessionId, sessionId))
        .orderBy(asc(ratingSessionOutfits.createdAt), asc(ratingSessionOutfits.id));
    },

    /** A session outfit with what a vote needs to know of its session. */
    async outfitForVote(sessionOutfitId: string) {
      const rows = await db
        .select({
          id: ratingSessionOutfits.id,
          imageUrl: ratingSessionOutfits.imageUrl,
          accessToken: ratingSessions.accessToken,
          status: ratingSessions.status,
        })
        .from(ratingSessionOutfits)
        .innerJoin(ratingSessions, eq(ratingSessions.id, ratingSessionOutfits.sessionId))
        .where(eq(ratingSessionOutfits.id, sessionOutfitId))
        .limit(1);
      return rows[0];
    },

    /** Records a vote; the same browser's earlier vote for this outfit is replaced. */
    async upsertVote(vote: NewVote) {
      const rows = await db
        .insert(ratingVotes)
        .values(vote)
        .onConflictDoUpdate({
          target: [ratingVotes.sessionOutfitId, ratingVotes.voterKey],
          set: {
            voterName: vote.voterName,
            rating: vote.rating,
            comment: vote.comment,
            createdAt: sql`now()`,
          },
        })
        .returning({
          id: ratingVotes.id,
          sessionOutfitId: ratingVotes.sessionOutfitId,
          voterName: ratingVotes.voterName,
          rating: ratingVotes.rating,
          comment: ratingVotes.comment,
          // xmax is set on a row an ON CONFLICT DO UPDATE rewrote, 0 on a fresh insert.
          replaced: sql<boolean>`(xmax <> 0)`,
        });
      return rows[0]!;
    },
  };
}

export type RatingsRepo = ReturnType<typeof createRatingsRepo>;
