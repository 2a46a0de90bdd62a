import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Outfit } from '../../../contract/outfits.ts';
import {
  RATING_REQUIRED_MESSAGE,
  VOTER_NAME_REQUIRED_MESSAGE,
  type PublicSession,
  type RatingSession,
  type SessionVote,
  type VoteAnswer,
} from '../../../contract/ratings.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { ratingSessions, ratingVotes } from '../../db/schema.ts';
import { anonymous, asUser, expectJson, withCookie, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';
import { garmentJpeg } from '../../test/test-images.ts';

const { app, db, uploadsDir } = await createTestApp();
const make = entityFactories(db);

const filesStored = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

/** A piece with a photo, added through the wardrobe API (no cut-out: the test stays fast). */
async function photoItem(user: UserApi, name: string, color: string): Promise<WardrobeItem> {
  const response = await user.postForm('/api/wardrobe', { name, category: 'tops' }, [
    {
      field: 'image',
      filename: 'p.jpg',
      contentType: 'image/jpeg',
      bytes: await garmentJpeg({ color }),
    },
  ]);
  return expectJson<WardrobeItem>(response, 201);
}

async function saveOutfit(user: UserApi, name: string, itemIds: string[]): Promise<Outfit> {
  return expectJson<Outfit>(await user.post('/api/outfits', { name, itemIds }), 201);
}

let alice: UserApi;
let bob: UserApi;
let navy: WardrobeItem;
let outfitA: Outfit;
let outfitB: Outfit;

beforeAll(async () => {
  alice = await asUser(app);
  bob = await asUser(app);
  await make.preferences(alice, { autoCutout: false });
  navy = await photoItem(alice, 'Navy Tee', '#1f2850');
  const rust = await photoItem(alice, 'Rust Shirt', '#b5532a');
  const plain = await make.item(alice, { name: 'Linen Trousers', category: 'bottoms' });
  outfitA = await saveOutfit(alice, 'Gallery opening', [navy.id, plain.id]);
  outfitB = await saveOutfit(alice, 'Sunday brunch', [rust.id, navy.id, plain.id]);
});

const createSession = async (body: object = {}) =>
  expectJson<RatingSession>(
    await alice.post('/api/rating-sessions', {
      title: 'Which look for Friday?',
      description: 'Dinner with the team',
      outfitIds: [outfitA.id, outfitB.id],
      ...body,
    }),
    201,
  );

describe('creating a rating session', () => {
  it('makes a collage of each outfit and a 144-bit token of its own', async () => {
    const session = await createSession({ accessToken: 'k3j4h5g6f7d8s' });
    expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(session.accessToken).not.toBe('k3j4h5g6f7d8s');
    expect(session.status).toBe('active');
    expect(session.outfits.map((o) => o.name)).toEqual(['Gallery opening', 'Sunday brunch']);
    expect(session.outfits[0]!.itemIds).toEqual(outfitA.itemIds);
    for (const outfit of session.outfits) {
      expect(outfit.imageUrl).toMatch(/^\/api\/blobs\//);
      const image = await alice.get(outfit.imageUrl!);
      expect(image.statusCode).toBe(200);
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 960]);
    }
    const list = expectJson<RatingSession[]>(await alice.get('/api/rating-sessions'));
    expect(list[0]!.id).toBe(session.id);
  });

  it('keeps a browser-made token of full strength, and never repeats a token', async () => {
    const strong = 'Zq8_x-3vB9kLm2Np4Rt6Wy1A';
    expect((await createSession({ accessToken: strong })).accessToken).toBe(strong);
    expect((await createSession({ accessToken: strong })).accessToken).not.toBe(strong);
  });

  it("refuses another user's outfit, none, or more than six, writing nothing", async () => {
    const bobs = await make.outfit(bob);
    const [sessionsBefore, filesBefore] = [await db.select().from(ratingSessions), filesStored()];
    for (const outfitIds of [
      [outfitA.id, bobs.id],
      [],
      Array(7)
        .fill(0)
        .map(() => crypto.randomUUID()),
    ]) {
      const response = await alice.post('/api/rating-sessions', { title: 'x', outfitIds });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/outfit/i);
    }
    const blank = await alice.post('/api/rating-sessions', {
      title: '  ',
      outfitIds: [outfitA.id],
    });
    expect(blank.statusCode).toBe(400);
    expect(await db.select().from(ratingSessions)).toHaveLength(sessionsBefore.length);
    expect(filesStored()).toBe(filesBefore);
  });
});

describe('the public vote page', () => {
  it('shows title, description and outfits, and nothing of the owner', async () => {
    const session = await createSession();
    const response = await anonymous(app).get(`/api/rating-sessions/token/${session.accessToken}`);
    const answer = expectJson<PublicSession>(response);
    expect(Object.keys(answer).sort()).toEqual(['outfits', 'session']);
    expect(answer.session).toEqual({
      title: 'Which look for Friday?',
      description: 'Dinner with the team',
    });
    expect(answer.outfits.map((o) => Object.keys(o).sort())).toEqual([
      ['id', 'imageUrl', 'name'],
      ['id', 'imageUrl', 'name'],
    ]);
    for (const secret of [alice.id, alice.user.username, navy.id, outfitA.id, session.id]) {
      expect(response.body).not.toContain(secret);
    }
    // The collage comes through the token; the owner's photo path is refused without a session.
    const image = await anonymous(app).get(answer.outfits[0]!.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await anonymous(app).get(session.outfits[0]!.imageUrl!)).statusCode).toBe(401);
    const otherToken = (await createSession()).accessToken;
    const crossed = answer.outfits[0]!.imageUrl!.replace(session.accessToken, otherToken);
    expect((await anonymous(app).get(crossed)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['Zq8_x-3vB9kLm2Np4Rt6Wy1B', 'x', '..%2F..', "1'or'1'='1"]) {
      const response = await anonymous(app).get(`/api/rating-sessions/token/${token}`);
      expect(response.statusCode, token).toBe(404);
    }
  });
});

describe('voting', () => {
  let session: RatingSession;
  let publicView: PublicSession;
  beforeAll(async () => {
    session = await createSession();
    publicView = expectJson<PublicSession>(
      await anonymous(app).get(`/api/rating-sessions/token/${session.accessToken}`),
    );
  });
  /** A friend's vote, from a browser holding `cookie` (the one an earlier vote set) or none. */
  const vote = (body: object, cookie?: string) =>
    (cookie ? withCookie(app, cookie) : anonymous(app)).post('/api/rating-votes', {
      sessionOutfitId: publicView.outfits[0]!.id,
      voterName: '  Sam  ',
      rating: 4,
      comment: 'Love the colours',
      accessToken: session.accessToken,
      ...body,
    });

  it('records a vote, replaces the same browser’s earlier one, and shows them to the owner', async () => {
    const first = await vote({});
    const answer = expectJson<VoteAnswer>(first, 201);
    expect(answer).toMatchObject({ voterName: 'Sam', rating: 4, replaced: false });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);
    const again = expectJson<VoteAnswer>(await vote({ rating: 5, comment: '' }, cookie), 201);
    expect(again).toMatchObject({ id: answer.id, rating: 5, comment: null, replaced: true });
    expectJson<VoteAnswer>(await vote({ voterName: 'Priya', rating: 2 }), 201);

    const votes = expectJson<SessionVote[]>(
      await alice.get(`/api/rating-sessions/${session.id}/votes`),
    );
    expect(votes.map((v) => [v.voterName, v.rating])).toEqual([
      ['Priya', 2],
      ['Sam', 5],
    ]);
    const listed = expectJson<RatingSession[]>(await alice.get('/api/rating-sessions'));
    const mine = listed.find((s) => s.id === session.id)!;
    expect(mine.voteCount).toBe(2);
    expect(mine.outfits[0]).toMatchObject({ voteCount: 2, averageRating: 3.5 });
    expect(mine.outfits[1]).toMatchObject({ voteCount: 0, averageRating: null });
    expect((await bob.get(`/api/rating-sessions/${session.id}/votes`)).statusCode).toBe(404);
  });

  it('refuses blank names, missing or bad ratings and over-long text with a message', async () => {
    const cases: [object, RegExp][] = [
      [{ voterName: '   ' }, new RegExp(VOTER_NAME_REQUIRED_MESSAGE)],
      [{ voterName: undefined }, new RegExp(VOTER_NAME_REQUIRED_MESSAGE)],
      [{ rating: undefined }, new RegExp(RATING_REQUIRED_MESSAGE)],
      [{ rating: 0 }, /rating/i],
      [{ rating: 6 }, /rating/i],
      [{ rating: 2.5 }, /rating/i],
      [{ rating: '5' }, /rating/i],
      [{ voterName: 'n'.repeat(61) }, /60/],
      [{ comment: 'c'.repeat(501) }, /500/],
    ];
    const before = await db.select().from(ratingVotes);
    for (const [body, message] of cases) {
      const response = await vote(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect(await db.select().from(ratingVotes)).toHaveLength(before.length);
  });

  it('takes votes only for an outfit of that session', async () => {
    const other = await createSession();
    const foreign = other.outfits[0]!.id;
    expect((await vote({ sessionOutfitId: foreign })).statusCode).toBe(404);
    expect((await vote({ sessionOutfitId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await vote({ sessionOutfitId: 'not-an-id' })).statusCode).toBe(400);
  });

  it('refuses votes once the owner closes the session, and the link reads as expired', async () => {
    const closed = expectJson<RatingSession>(
      await alice.patch(`/api/rating-sessions/${session.id}`, { status: 'closed' }),
    );
    expect(closed.status).toBe('closed');
    const lookup = await anonymous(app).get(`/api/rating-sessions/token/${session.accessToken}`);
    expect(lookup.statusCode).toBe(404);
    const refused = await vote({});
    expect(refused.statusCode).toBe(409);
    await alice.patch(`/api/rating-sessions/${session.id}`, { status: 'active' });
    expect((await vote({})).statusCode).toBe(201);
  });

  it('deletes a session with its votes and collages', async () => {
    const doomed = await createSession();
    const before = filesStored();
    expect((await alice.delete(`/api/rating-sessions/${doomed.id}`)).statusCode).toBe(204);
    expect(filesStored()).toBe(before - 4); // two collages and their thumbnails
    expect(await db.select().from(ratingSessions).where(eq(ratingSessions.id, doomed.id))).toEqual(
      [],
    );
    const lookup = await anonymous(app).get(`/api/rating-sessions/token/${doomed.accessToken}`);
    expect(lookup.statusCode).toBe(404);
  });

  it('drops a deleted piece from the session outfit', async () => {
    const item = await make.item(alice, { name: 'Scarf', category: 'accessories' });
    const outfit = await saveOutfit(alice, 'Windy', [item.id, navy.id]);
    const created = await createSession({ outfitIds: [outfit.id] });
    expect(created.outfits[0]!.itemIds).toEqual([item.id, navy.id]);
    await alice.delete(`/api/wardrobe/${item.id}`);
    const listed = expectJson<RatingSession[]>(await alice.get('/api/rating-sessions'));
    expect(listed.find((s) => s.id === created.id)!.outfits[0]!.itemIds).toEqual([navy.id]);
  });
});

describe('abuse resistance', () => {
  it('throttles a burst of votes from one IP with 429 and "rate limit"', async () => {
    const limited = await createTestApp({ ratingLimits: { votesPerIp: 5 } });
    const owner = await asUser(limited.app);
    const outfit = await entityFactories(limited.db).outfit(owner);
    const session = expectJson<RatingSession>(
      await owner.post('/api/rating-sessions', { title: 'Burst', outfitIds: [outfit.id] }),
      201,
    );
    const send = () =>
      anonymous(limited.app).post('/api/rating-votes', {
        sessionOutfitId: session.outfits[0]!.id,
        voterName: 'Bot',
        rating: 1,
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    const throttled = await send();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ message: string }>().message).toMatch(/rate limit/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });
});
