import { randomBytes } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  alterEgoOutfits,
  apiTokens,
  alterEgos,
  capsuleWardrobes,
  fashionInsights,
  itemWears,
  marketplaceListings,
  morningNotifications,
  outfitCalendar,
  outfits,
  packingLists,
  postComments,
  postLikes,
  pushSubscriptions,
  ratingSessionOutfits,
  ratingSessions,
  ratingVotes,
  shoppingSuggestions,
  socialPosts,
  styleDiary,
  sustainabilityGoals,
  userPlaces,
  userPreferences,
  users,
  wardrobeItems,
} from '../db/schema.ts';
import { uniqueUsername } from './factories.ts';

/** Whoever owns a row: a user row, or an asUser() visitor (both carry the id). */
export interface Owner {
  id: string;
}

/** A row's columns a test may set; the owner comes from the factory's first argument. */
type Fields<T extends PgTable> = Partial<Omit<T['$inferInsert'], 'userId'>>;

const serial = () => randomBytes(3).toString('hex');

/**
 * Rows written straight into the test database, one factory per entity of server/db/schema.ts,
 * each with believable defaults that a test overrides with what its rule is about:
 *
 *   const make = entityFactories(ctx.db);
 *   const shirt = await make.item(alice, { name: 'Navy Shirt', category: 'tops' });
 *   const look = await make.outfit(alice, { itemIds: [shirt.id] });
 *
 * They arrange a test's world fast and without the rules of the API; what the test checks still
 * goes through the API (asUser()). Photo columns stay empty: a photo goes through the photo module.
 */
export function entityFactories(db: Db) {
  async function insert<T extends PgTable>(table: T, values: T['$inferInsert']) {
    const rows = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
    return rows[0]!;
  }

  return {
    /** An account nobody can sign in to (the password is no hash); asUser() for a session. */
    user: (fields: Partial<typeof users.$inferInsert> = {}) =>
      insert(users, { username: uniqueUsername(), password: '!', ...fields }),

    preferences: (owner: Owner, fields: Fields<typeof userPreferences> = {}) =>
      insert(userPreferences, { userId: owner.id, ...fields }),

    item: (owner: Owner, fields: Fields<typeof wardrobeItems> = {}) =>
      insert(wardrobeItems, {
        userId: owner.id,
        name: `Navy Oxford Shirt ${serial()}`,
        category: 'tops',
        color: 'Navy',
        ...fields,
      }),

    /** One logged wear of an item (the item's timesWorn is the caller's to set). */
    wear: (
      item: { id: string; userId: string },
      fields: Partial<typeof itemWears.$inferInsert> = {},
    ) => insert(itemWears, { itemId: item.id, userId: item.userId, wornAt: new Date(), ...fields }),

    outfit: (owner: Owner, fields: Fields<typeof outfits> = {}) =>
      insert(outfits, { userId: owner.id, name: `Work outfit ${serial()}`, ...fields }),

    calendarEntry: (owner: Owner, fields: Fields<typeof outfitCalendar> = {}) =>
      insert(outfitCalendar, {
        userId: owner.id,
        date: new Date().toISOString().slice(0, 10),
        eventName: 'Team meeting',
        eventType: 'work',
        ...fields,
      }),

    capsule: (owner: Owner, fields: Fields<typeof capsuleWardrobes> = {}) =>
      insert(capsuleWardrobes, {
        userId: owner.id,
        name: `Weekday capsule ${serial()}`,
        season: 'autumn',
        ...fields,
      }),

    packingList: (owner: Owner, fields: Fields<typeof packingLists> = {}) =>
      insert(packingLists, {
        userId: owner.id,
        tripName: `Lisbon weekend ${serial()}`,
        destination: 'Lisbon',
        ...fields,
      }),

    listing: (owner: Owner, fields: Fields<typeof marketplaceListings> = {}) =>
      insert(marketplaceListings, {
        userId: owner.id,
        title: `Wool coat ${serial()}`,
        price: 4500,
        condition: 'good',
        category: 'outerwear',
        ...fields,
      }),

    ratingSession: (owner: Owner, fields: Fields<typeof ratingSessions> = {}) =>
      insert(ratingSessions, {
        userId: owner.id,
        title: `Wedding guest look ${serial()}`,
        accessToken: randomBytes(12).toString('base64url'),
        ...fields,
      }),

    ratingOutfit: (
      session: { id: string },
      fields: Partial<typeof ratingSessionOutfits.$inferInsert> = {},
    ) =>
      insert(ratingSessionOutfits, { sessionId: session.id, name: `Look ${serial()}`, ...fields }),

    ratingVote: (
      ratingOutfit: { id: string },
      fields: Partial<typeof ratingVotes.$inferInsert> = {},
    ) =>
      insert(ratingVotes, {
        sessionOutfitId: ratingOutfit.id,
        voterName: 'Sam',
        rating: 4,
        ...fields,
      }),

    diaryEntry: (owner: Owner, fields: Fields<typeof styleDiary> = {}) =>
      insert(styleDiary, { userId: owner.id, title: `Street style ${serial()}`, ...fields }),

    post: (owner: Owner, fields: Fields<typeof socialPosts> = {}) =>
      insert(socialPosts, { userId: owner.id, caption: 'Monday layers', ...fields }),

    postLike: (post: { id: string }, liker: Owner) =>
      insert(postLikes, { postId: post.id, userId: liker.id }),

    postComment: (
      post: { id: string },
      author: Owner,
      fields: Partial<typeof postComments.$inferInsert> = {},
    ) =>
      insert(postComments, { postId: post.id, userId: author.id, content: 'Love it', ...fields }),

    apiToken: (owner: Owner, fields: Fields<typeof apiTokens> = {}) =>
      insert(apiTokens, {
        userId: owner.id,
        name: `Script ${serial()}`,
        scope: 'read',
        tokenHash: randomBytes(32).toString('hex'),
        prefix: 'afc_test',
        ...fields,
      }),

    goal: (owner: Owner, fields: Fields<typeof sustainabilityGoals> = {}) =>
      insert(sustainabilityGoals, {
        userId: owner.id,
        goalType: 'wear-more',
        title: `Wear every piece twice ${serial()}`,
        targetValue: 10,
        ...fields,
      }),

    alterEgo: (owner: Owner, fields: Fields<typeof alterEgos> = {}) =>
      insert(alterEgos, {
        userId: owner.id,
        name: `Weekend Me ${serial()}`,
        stylePreferences: ['casual'],
        ...fields,
      }),

    alterEgoOutfit: (ego: { id: string }, outfit: { id: string }) =>
      insert(alterEgoOutfits, { alterEgoId: ego.id, outfitId: outfit.id }),

    insight: (owner: Owner, fields: Fields<typeof fashionInsights> = {}) =>
      insert(fashionInsights, {
        userId: owner.id,
        insightType: 'fun-fact',
        title: 'Navy leads your wardrobe',
        content: 'A third of your pieces are navy.',
        ...fields,
      }),

    shoppingSuggestion: (owner: Owner, fields: Fields<typeof shoppingSuggestions> = {}) =>
      insert(shoppingSuggestions, {
        userId: owner.id,
        itemName: `White leather sneakers ${serial()}`,
        category: 'shoes',
        ...fields,
      }),

    /** The user's place for the forecast: Lisbon unless told otherwise. */
    place: (owner: Owner, fields: Fields<typeof userPlaces> = {}) =>
      insert(userPlaces, {
        userId: owner.id,
        name: 'Lisbon, Portugal',
        latitude: 38.72,
        longitude: -9.14,
        timeZone: 'Europe/Lisbon',
        ...fields,
      }),

    /** The morning notification's settings: on, at 07:30 in Lisbon unless told otherwise. */
    morningNotification: (owner: Owner, fields: Fields<typeof morningNotifications> = {}) =>
      insert(morningNotifications, {
        userId: owner.id,
        enabled: true,
        sendAt: '07:30',
        timeZone: 'Europe/Lisbon',
        ...fields,
      }),

    /**
     * A device's push subscription. Its keys are not a browser's: a test that decrypts what is
     * sent subscribes with keys it made (server/test/fake-push-service.ts).
     */
    pushSubscription: (owner: Owner, fields: Fields<typeof pushSubscriptions> = {}) =>
      insert(pushSubscriptions, {
        userId: owner.id,
        endpoint: `https://push.example.com/send/${serial()}${serial()}`,
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
        ...fields,
      }),
  };
}

export type EntityFactories = ReturnType<typeof entityFactories>;
