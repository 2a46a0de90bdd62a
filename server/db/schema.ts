import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every table of spec §3. Money is integer cents, lists are text[], times are timestamptz.
// Deleting a user deletes everything they own (ON DELETE CASCADE on every user_id).

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** The argon2id hash; null for an account made by signing in with the identity provider. */
    password: text('password'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/**
 * Personal API tokens (Settings → API tokens): `Authorization: Bearer afc_…` on the API with the
 * token's scope. Only the secret's SHA-256 is kept; `prefix` is what lists show of it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    /** 'read' (GET only) or 'write' (read and write). */
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_idx').on(t.tokenHash),
    index('api_tokens_user_id_idx').on(t.userId),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
);

/**
 * Accounts linked to the instance's OpenID Connect provider: one identity (issuer + subject) signs
 * in to one account, and an account has at most one identity per issuer.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: userId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The identity's email as the provider last said it (shown in Settings), or null. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject),
    uniqueIndex('user_identities_user_issuer_idx').on(t.userId, t.issuer),
  ],
);

/** Server-side sessions: the cookie holds 32 random bytes, the table only their SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userId(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const wardrobeItems = pgTable(
  'wardrobe_items',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    color: text('color'),
    brand: text('brand'),
    size: text('size'),
    price: integer('price'),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    tags: textList('tags'),
    timesWorn: integer('times_worn').notNull().default(0),
    lastWorn: timestamp('last_worn', { withTimezone: true }),
    aiTags: jsonb('ai_tags'),
    /** Colours read from the photo's pixels (dominant first): ItemColor[] of contract/wardrobe.ts. */
    colors: jsonb('colors'),
    /** The photo's background removed (transparent WebP) and its thumbnail; null without a cut-out. */
    cutoutUrl: text('cutout_url'),
    cutoutThumbnailUrl: text('cutout_thumbnail_url'),
    /** Which image the item shows: 'original' or 'cutout' (only when there is one). */
    displayImage: text('display_image').notNull().default('original'),
    /**
     * The photo's reading still to do in the background (docs/architecture/photos.md, "Background
     * readings"): 'cutout' (cut out and show it), 'keep-cutout' (cut out, show the photo as taken)
     * or 'read' (colours and category only); null when nothing is pending.
     */
    pendingAnalysis: text('pending_analysis'),
    inLaundry: boolean('in_laundry').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('wardrobe_items_user_id_created_idx').on(t.userId, t.createdAt),
    index('wardrobe_items_user_category_idx').on(t.userId, t.category),
    check('wardrobe_items_price_check', sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check('wardrobe_items_times_worn_check', sql`${t.timesWorn} >= 0`),
    check(
      'wardrobe_items_display_image_check',
      sql`${t.displayImage} = 'original' OR (${t.displayImage} = 'cutout' AND ${t.cutoutUrl} IS NOT NULL)`,
    ),
    check(
      'wardrobe_items_pending_analysis_check',
      sql`${t.pendingAnalysis} IS NULL OR ${t.pendingAnalysis} IN ('cutout', 'keep-cutout', 'read')`,
    ),
    index('wardrobe_items_pending_analysis_idx')
      .on(t.createdAt)
      .where(sql`${t.pendingAnalysis} IS NOT NULL`),
  ],
);

/** Per-user settings; a user without a row has the defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Remove the background of new photos and show the cut-out. */
  autoCutout: boolean('auto_cutout').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per logged wear of a wardrobe item. `previousLastWorn` is the item's lastWorn before
 * this wear, so undoing the newest wear restores it exactly.
 */
export const itemWears = pgTable(
  'item_wears',
  {
    id: id(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => wardrobeItems.id, { onDelete: 'cascade' }),
    userId: userId(),
    wornAt: timestamp('worn_at', { withTimezone: true }).notNull(),
    previousLastWorn: timestamp('previous_last_worn', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_wears_item_worn_idx').on(t.itemId, t.wornAt),
    index('item_wears_user_worn_idx').on(t.userId, t.wornAt),
  ],
);

export const outfits = pgTable(
  'outfits',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description'),
    itemIds: textList('item_ids'),
    occasion: text('occasion'),
    weather: text('weather'),
    temperature: integer('temperature'),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    rating: integer('rating'),
    timesWorn: integer('times_worn').notNull().default(0),
    lastWorn: timestamp('last_worn', { withTimezone: true }),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('outfits_user_id_created_idx').on(t.userId, t.createdAt)],
);

export const outfitCalendar = pgTable(
  'outfit_calendar',
  {
    id: id(),
    userId: userId(),
    outfitId: uuid('outfit_id').references(() => outfits.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    eventName: text('event_name'),
    eventType: text('event_type'),
    notes: text('notes'),
    /** When "Wore it" logged this day's wear of the outfit and its pieces; null when not worn. */
    wornAt: timestamp('worn_at', { withTimezone: true }),
    /** The outfit's lastWorn before "Wore it", so taking the wear back restores it exactly. */
    outfitPreviousLastWorn: timestamp('outfit_previous_last_worn', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outfit_calendar_user_date_idx').on(t.userId, t.date),
    index('outfit_calendar_outfit_id_idx').on(t.outfitId),
  ],
);

export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    userId: userId(),
    outfitId: uuid('outfit_id').references(() => outfits.id, { onDelete: 'set null' }),
    caption: text('caption'),
    imageUrl: text('image_url'),
    hashtags: textList('hashtags'),
    /** The shared outfit's pieces (the author's item ids), shown as chips; read through liveItemIds. */
    itemIds: textList('item_ids'),
    /** The shared outfit's occasion when it was posted (the Office Wear / Date Night / Casual chips). */
    occasion: text('occasion'),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('social_posts_user_id_idx').on(t.userId),
    index('social_posts_created_at_idx').on(t.createdAt, t.id),
    index('social_posts_outfit_id_idx').on(t.outfitId),
    check(
      'social_posts_counts_check',
      sql`${t.likes} >= 0 AND ${t.comments} >= 0 AND ${t.shares} >= 0`,
    ),
  ],
);

/** Posts a user saved for later (the feed's save toggle and the saved-posts view). */
export const postSaves = pgTable(
  'post_saves',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_saves_post_user_idx').on(t.postId, t.userId),
    index('post_saves_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Who has shared a post: a post's `shares` counts each person once, however often they press
 * Share (one account must not inflate what everyone sees).
 */
export const postShares = pgTable(
  'post_shares',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_shares_post_user_idx').on(t.postId, t.userId),
    index('post_shares_user_id_idx').on(t.userId),
  ],
);

/** Who has seen a listing: its `views` counts each person once (never the seller). */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_views_listing_user_idx').on(t.listingId, t.userId),
    index('listing_views_user_id_idx').on(t.userId),
  ],
);

/** Who follows whom in the community feed (the Following chip). */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_follows_pair_idx').on(t.followerId, t.followeeId),
    index('user_follows_followee_idx').on(t.followeeId),
    check('user_follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_likes_post_user_idx').on(t.postId, t.userId),
    index('post_likes_user_id_idx').on(t.userId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: userId(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_id_idx').on(t.postId, t.createdAt),
    index('post_comments_user_id_idx').on(t.userId),
  ],
);

export const sustainabilityGoals = pgTable(
  'sustainability_goals',
  {
    id: id(),
    userId: userId(),
    goalType: text('goal_type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    targetValue: integer('target_value'),
    currentValue: integer('current_value').notNull().default(0),
    targetDate: timestamp('target_date', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sustainability_goals_user_id_idx').on(t.userId)],
);

export const capsuleWardrobes = pgTable(
  'capsule_wardrobes',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description'),
    itemIds: textList('item_ids'),
    theme: text('theme'),
    season: text('season'),
    maxItems: integer('max_items').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('capsule_wardrobes_user_id_idx').on(t.userId),
    check('capsule_wardrobes_max_items_check', sql`${t.maxItems} BETWEEN 5 AND 50`),
  ],
);

export const packingLists = pgTable(
  'packing_lists',
  {
    id: id(),
    userId: userId(),
    tripName: text('trip_name').notNull(),
    destination: text('destination'),
    // Calendar dates, not instants: a trip from 5 January is that day wherever the user is.
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    itemIds: textList('item_ids'),
    /** The chosen pieces already in the suitcase (a subset of itemIds). */
    packedItemIds: textList('packed_item_ids'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('packing_lists_user_id_idx').on(t.userId)],
);

export const shoppingSuggestions = pgTable(
  'shopping_suggestions',
  {
    id: id(),
    userId: userId(),
    itemName: text('item_name').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    reason: text('reason'),
    estimatedPrice: integer('estimated_price'),
    imageUrl: text('image_url'),
    retailLink: text('retail_link'),
    brand: text('brand'),
    tags: textList('tags'),
    isViewed: boolean('is_viewed').notNull().default(false),
    isPurchased: boolean('is_purchased').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('shopping_suggestions_user_id_idx').on(t.userId, t.createdAt)],
);

export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: id(),
    userId: userId(),
    wardrobeItemId: uuid('wardrobe_item_id').references(() => wardrobeItems.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    condition: text('condition'),
    size: text('size'),
    brand: text('brand'),
    category: text('category'),
    imageUrl: text('image_url'),
    /** How buyers reach the seller (an e-mail or an http(s) link), shown on the listing. */
    contact: text('contact'),
    status: text('status').notNull().default('active'),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('marketplace_listings_user_id_idx').on(t.userId),
    index('marketplace_listings_status_created_idx').on(t.status, t.createdAt),
    index('marketplace_listings_wardrobe_item_id_idx').on(t.wardrobeItemId),
    check('marketplace_listings_price_check', sql`${t.price} >= 0`),
    check('marketplace_listings_status_check', sql`${t.status} IN ('active', 'sold')`),
  ],
);

export const ratingSessions = pgTable(
  'rating_sessions',
  {
    id: id(),
    userId: userId(),
    title: text('title').notNull(),
    description: text('description'),
    accessToken: text('access_token').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rating_sessions_access_token_idx').on(t.accessToken),
    index('rating_sessions_user_id_idx').on(t.userId),
    check('rating_sessions_status_check', sql`${t.status} IN ('active', 'closed')`),
  ],
);

export const ratingSessionOutfits = pgTable(
  'rating_session_outfits',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => ratingSessions.id, { onDelete: 'cascade' }),
    outfitId: uuid('outfit_id').references(() => outfits.id, { onDelete: 'set null' }),
    name: text('name'),
    imageUrl: text('image_url'),
    itemIds: textList('item_ids'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rating_session_outfits_session_id_idx').on(t.sessionId),
    index('rating_session_outfits_outfit_id_idx').on(t.outfitId),
  ],
);

export const ratingVotes = pgTable(
  'rating_votes',
  {
    id: id(),
    sessionOutfitId: uuid('session_outfit_id')
      .notNull()
      .references(() => ratingSessionOutfits.id, { onDelete: 'cascade' }),
    voterName: text('voter_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /**
     * SHA-256 of the voting browser's random id (an HttpOnly cookie): a browser's second vote for
     * an outfit replaces its first. Null for votes that came without one.
     */
    voterKey: text('voter_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rating_votes_session_outfit_id_idx').on(t.sessionOutfitId),
    uniqueIndex('rating_votes_outfit_voter_idx').on(t.sessionOutfitId, t.voterKey),
    check('rating_votes_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const styleDiary = pgTable(
  'style_diary',
  {
    id: id(),
    userId: userId(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    sourceType: text('source_type').default('web'),
    sourceUrl: text('source_url'),
    tags: textList('tags'),
    notes: text('notes'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('style_diary_user_id_idx').on(t.userId, t.createdAt)],
);

export const alterEgos = pgTable(
  'alter_egos',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description'),
    stylePreferences: textList('style_preferences'),
    colorPalette: textList('color_palette'),
    occasions: textList('occasions'),
    personality: text('personality'),
    celebrityMatch: text('celebrity_match'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('alter_egos_user_id_idx').on(t.userId)],
);

export const alterEgoOutfits = pgTable(
  'alter_ego_outfits',
  {
    id: id(),
    alterEgoId: uuid('alter_ego_id')
      .notNull()
      .references(() => alterEgos.id, { onDelete: 'cascade' }),
    outfitId: uuid('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    isFavorite: boolean('is_favorite').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alter_ego_outfits_pair_idx').on(t.alterEgoId, t.outfitId),
    index('alter_ego_outfits_outfit_id_idx').on(t.outfitId),
  ],
);

export const fashionInsights = pgTable(
  'fashion_insights',
  {
    id: id(),
    userId: userId(),
    insightType: text('insight_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    relatedTags: textList('related_tags'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('fashion_insights_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Every stored file that belongs to a user (photos, thumbnails, cut-outs, raw uploads) and its
 * size: what the storage quota counts (storage/storage-ledger.ts). Written beside the blob store,
 * never exported (it is remade from the files).
 */
export const storedBlobs = pgTable(
  'stored_blobs',
  {
    key: text('key').primaryKey(),
    userId: userId(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_blobs_user_id_idx').on(t.userId)],
);

/** Facts about this installation that outlive a process (a one-off job done, say). */
export const instanceState = pgTable('instance_state', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a user lives, for the forecast (issue 28): found through the weather provider's geocoding
 * or typed as latitude/longitude. `timeZone` is the place's IANA zone: "today" there decides the
 * forecast's day. One row per user; no row means manual weather.
 */
export const userPlaces = pgTable(
  'user_places',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_places_latitude_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('user_places_longitude_check', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

/**
 * The morning notification's settings (issue 28): whether it is on, the local time it is sent at
 * ('07:30') and the time zone that time is in. One row per user; no row means off.
 */
export const morningNotifications = pgTable('morning_notifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  sendAt: text('send_at').notNull().default('07:30'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A device's Web Push subscription (one per browser that opted in); removed when it expires. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * One row per user and local day a morning notification was claimed: the primary key makes the
 * claim once across every instance and every restart.
 */
export const morningSends = pgTable(
  'morning_sends',
  {
    userId: userId(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many devices took it; null while sending. */
    delivered: integer('delivered'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

/**
 * Who holds an account's turn of a kind of work ("export": one at a time) across every instance:
 * a lease, taken by one statement while no live row holds it, renewed while the work runs and
 * deleted when it ends; a crashed instance's row runs out by itself
 * (features/account/account-turns.ts).
 */
export const accountTurns = pgTable(
  'account_turns',
  {
    userId: userId(),
    kind: text('kind').notNull(),
    /** A random token per take: only the holder renews or releases it. */
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
