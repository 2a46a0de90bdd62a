import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  COMMENTS_PER_HOUR,
  commentBodySchema,
  POSTS_PER_HOUR,
  updatePostBodySchema,
} from '../../../contract/community.ts';
import { MAX_CAPSULES } from '../../../contract/capsules.ts';
import { updateListingBodySchema } from '../../../contract/marketplace.ts';
import { morningSettingsSchema } from '../../../contract/notifications.ts';
import { occasionSchema } from '../../../contract/outfits.ts';
import { placeSchema } from '../../../contract/weather.ts';
import {
  createItemFieldsSchema,
  itemAiTagsSchema,
  itemColorSchema,
} from '../../../contract/wardrobe.ts';
import * as schema from '../../db/schema.ts';
import { mintAccessToken } from '../ratings/service.ts';

// The account feature is the one feature whose job is "all of the user's rows" (export, import,
// deletion), so it reads and writes every table through its own repo instead of through each
// feature's service (docs/architecture/data.md, "Your data"). What it knows of each table is this
// one declarative list: a new table is one entry, and account-tables.test.ts fails while a table of
// schema.ts is neither listed here nor in NOT_EXPORTED.

/** One table as the export, the import and the deletion see it. */
export interface AccountTable {
  /** `data/<key>.ndjson` in the zip and the key of the import's summary. */
  key: string;
  table: PgTable;
  /**
   * The column rows are paged by on export (unique among the user's rows). `id` when the table
   * has one; an id column is given a new UUID on import.
   */
  pageBy: string;
  /**
   * Columns naming rows of other tables (column → key of that table's entry). A not-null one also
   * decides which rows are the user's: only rows whose target is exported are (so a like of
   * someone else's post stays behind). On import each is remapped to the new id.
   */
  refs?: Record<string, string>;
  /** text[] columns of wardrobe item ids (decision 006): exported live, remapped on import. */
  itemLists?: readonly string[];
  /**
   * Columns holding a stored photo's URL → the column with its thumbnail's URL (or null). Photos
   * travel as `photos/<name>.webp`; thumbnails are made again on import.
   */
  photos?: Record<string, string | null>;
  /** Credentials: never exported, made anew on import. */
  secrets?: Record<string, () => string>;
  /** Shapes of jsonb columns (any JSON is refused otherwise). */
  json?: Record<string, z.ZodType>;
  /** The account keeps its own row on import when it has one (per-user settings). */
  keepExisting?: boolean;
  /**
   * The most rows an import takes of this table (413 beyond): well past what a person makes
   * through the API, far short of what would hold the instance's memory or CPU.
   */
  maxRows: number;
  /**
   * Columns other users see (or whose values the API's rules bound: a place's coordinates),
   * checked on import with the schema the API creates them with (the contract's, never a copy),
   * whose output (trimmed, normalised) is what is stored.
   */
  contract?: z.ZodObject;
  /** Counts only others' actions make (likes, views): an import starts them at 0 (posts recount). */
  counts?: readonly string[];
  /** The API's rate of making these rows: an import may not hold more in any one hour. */
  perHour?: { limit: number; what: string };
  /** The most rows of this table an account keeps through the API: an import may not pass it. */
  perAccount?: { limit: number; what: string };
}

/** Every exported table, parents before children (the order of import). */
export const ACCOUNT_TABLES: readonly AccountTable[] = [
  {
    key: 'preferences',
    maxRows: 1,
    table: schema.userPreferences,
    pageBy: 'userId',
    keepExisting: true,
  },
  {
    key: 'place',
    maxRows: 1,
    table: schema.userPlaces,
    pageBy: 'userId',
    keepExisting: true,
    // Coordinates in range and a real time zone, as PUT /api/weather/place checks them.
    contract: placeSchema,
  },
  {
    key: 'morningNotification',
    maxRows: 1,
    table: schema.morningNotifications,
    pageBy: 'userId',
    keepExisting: true,
    // The time and zone the scheduler reads, checked as PUT /api/notifications/morning does.
    contract: morningSettingsSchema,
  },
  {
    key: 'items',
    maxRows: 10_000,
    table: schema.wardrobeItems,
    pageBy: 'id',
    photos: { imageUrl: 'thumbnailUrl', cutoutUrl: 'cutoutThumbnailUrl' },
    // Posts show their pieces' names to everyone.
    contract: createItemFieldsSchema.pick({ name: true }),
    json: {
      colors: itemColorSchema.array().nullable(),
      aiTags: itemAiTagsSchema.nullable(),
    },
  },
  {
    key: 'wears',
    maxRows: 100_000,
    table: schema.itemWears,
    pageBy: 'id',
    refs: { itemId: 'items' },
  },
  { key: 'outfits', maxRows: 10_000, table: schema.outfits, pageBy: 'id', itemLists: ['itemIds'] },
  {
    key: 'calendarEntries',
    maxRows: 20_000,
    table: schema.outfitCalendar,
    pageBy: 'id',
    refs: { outfitId: 'outfits' },
  },
  {
    key: 'posts',
    maxRows: 5_000,
    table: schema.socialPosts,
    pageBy: 'id',
    refs: { outfitId: 'outfits' },
    itemLists: ['itemIds'],
    photos: { imageUrl: null },
    // Caption and hashtags as the API takes them (an edit's schema: a post's own words).
    contract: updatePostBodySchema.extend({ occasion: occasionSchema }),
    counts: ['likes', 'comments', 'shares'],
    perHour: { limit: POSTS_PER_HOUR, what: 'posts' },
  },
  // Only the user's own likes, comments and saves of their own posts: the rest names other
  // people's posts, or is other people's words (docs/export-format.md).
  {
    key: 'postLikes',
    maxRows: 5_000,
    table: schema.postLikes,
    pageBy: 'id',
    refs: { postId: 'posts' },
  },
  {
    key: 'postComments',
    maxRows: 20_000,
    table: schema.postComments,
    pageBy: 'id',
    refs: { postId: 'posts' },
    contract: commentBodySchema,
    perHour: { limit: COMMENTS_PER_HOUR, what: 'comments' },
  },
  {
    key: 'postSaves',
    maxRows: 5_000,
    table: schema.postSaves,
    pageBy: 'postId',
    refs: { postId: 'posts' },
  },
  { key: 'goals', maxRows: 1_000, table: schema.sustainabilityGoals, pageBy: 'id' },
  {
    key: 'capsules',
    maxRows: MAX_CAPSULES,
    perAccount: { limit: MAX_CAPSULES, what: 'capsules' },
    table: schema.capsuleWardrobes,
    pageBy: 'id',
    itemLists: ['itemIds'],
  },
  {
    key: 'packingLists',
    maxRows: 1_000,
    table: schema.packingLists,
    pageBy: 'id',
    itemLists: ['itemIds', 'packedItemIds'],
  },
  {
    key: 'shoppingSuggestions',
    maxRows: 10_000,
    table: schema.shoppingSuggestions,
    pageBy: 'id',
    photos: { imageUrl: null },
  },
  {
    key: 'listings',
    maxRows: 5_000,
    table: schema.marketplaceListings,
    pageBy: 'id',
    refs: { wardrobeItemId: 'items' },
    photos: { imageUrl: null },
    contract: updateListingBodySchema.pick({
      title: true,
      description: true,
      price: true,
      condition: true,
      size: true,
      brand: true,
      category: true,
      contact: true,
      status: true,
    }),
    counts: ['views'],
  },
  {
    key: 'ratingSessions',
    maxRows: 1_000,
    table: schema.ratingSessions,
    pageBy: 'id',
    secrets: { accessToken: mintAccessToken },
  },
  {
    key: 'ratingOutfits',
    maxRows: 10_000,
    table: schema.ratingSessionOutfits,
    pageBy: 'id',
    refs: { sessionId: 'ratingSessions', outfitId: 'outfits' },
    itemLists: ['itemIds'],
    photos: { imageUrl: null },
  },
  {
    key: 'ratingVotes',
    maxRows: 50_000,
    table: schema.ratingVotes,
    pageBy: 'id',
    refs: { sessionOutfitId: 'ratingOutfits' },
  },
  {
    key: 'diaryEntries',
    maxRows: 10_000,
    table: schema.styleDiary,
    pageBy: 'id',
    photos: { imageUrl: null },
  },
  { key: 'alterEgos', maxRows: 1_000, table: schema.alterEgos, pageBy: 'id' },
  {
    key: 'alterEgoOutfits',
    maxRows: 10_000,
    table: schema.alterEgoOutfits,
    pageBy: 'id',
    refs: { alterEgoId: 'alterEgos', outfitId: 'outfits' },
  },
  {
    key: 'insights',
    maxRows: 10_000,
    table: schema.fashionInsights,
    pageBy: 'id',
    photos: { imageUrl: null },
  },
];

/** Tables of schema.ts the export leaves out on purpose, and why. */
export const NOT_EXPORTED: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [schema.users, 'the account itself: its profile is in manifest.json, never its password hash'],
  [schema.sessions, 'sign-ins of this server, never exported'],
  [schema.apiTokens, "credentials of this server's API, never exported"],
  [schema.userIdentities, "links to this server's identity provider, which another server lacks"],
  [schema.userFollows, 'names other people, who do not exist on another server'],
  [
    schema.postShares,
    "who shared a post, kept only so each person counts once; names other people's posts",
  ],
  [
    schema.listingViews,
    "who saw a listing, kept only so each person counts once; names other people's listings",
  ],
  [schema.storedBlobs, 'the sizes of stored files, counted again from the files an import stores'],
  [schema.instanceState, 'facts about this installation, not about any account'],
  [schema.pushSubscriptions, "a browser's push channel to this server: each device opts in again"],
  [schema.morningSends, 'which mornings this server already sent a notification for'],
  [schema.accountTurns, "which instance is running the account's export right now, and until when"],
]);

/** The entry of a key; the list is fixed, so a missing one is a programming error. */
export function accountTable(key: string): AccountTable {
  const found = ACCOUNT_TABLES.find((entry) => entry.key === key);
  if (!found) throw new Error(`No account table ${key}`);
  return found;
}
