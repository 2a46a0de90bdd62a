import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { itemAiTagsSchema, itemColorSchema } from '../../../contract/wardrobe.ts';
import * as schema from '../../db/schema.ts';
import { mintAccessToken } from '../ratings/service.ts';

// The account feature is the one feature whose job is "all of the user's rows" (export, import,
// deletion), so it reads and writes every table through its own repo instead of through each
// feature's service (docs/architecture.md, "Your data"). What it knows of each table is this one
// declarative list: a new table is one entry, and account-tables.test.ts fails while a table of
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
}

/** Every exported table, parents before children (the order of import). */
export const ACCOUNT_TABLES: readonly AccountTable[] = [
  { key: 'preferences', table: schema.userPreferences, pageBy: 'userId', keepExisting: true },
  {
    key: 'items',
    table: schema.wardrobeItems,
    pageBy: 'id',
    photos: { imageUrl: 'thumbnailUrl', cutoutUrl: 'cutoutThumbnailUrl' },
    json: {
      colors: itemColorSchema.array().nullable(),
      aiTags: itemAiTagsSchema.nullable(),
    },
  },
  { key: 'wears', table: schema.itemWears, pageBy: 'id', refs: { itemId: 'items' } },
  { key: 'outfits', table: schema.outfits, pageBy: 'id', itemLists: ['itemIds'] },
  {
    key: 'calendarEntries',
    table: schema.outfitCalendar,
    pageBy: 'id',
    refs: { outfitId: 'outfits' },
  },
  {
    key: 'posts',
    table: schema.socialPosts,
    pageBy: 'id',
    refs: { outfitId: 'outfits' },
    itemLists: ['itemIds'],
    photos: { imageUrl: null },
  },
  // Only the user's own likes, comments and saves of their own posts: the rest names other
  // people's posts, or is other people's words (docs/export-format.md).
  { key: 'postLikes', table: schema.postLikes, pageBy: 'id', refs: { postId: 'posts' } },
  { key: 'postComments', table: schema.postComments, pageBy: 'id', refs: { postId: 'posts' } },
  { key: 'postSaves', table: schema.postSaves, pageBy: 'postId', refs: { postId: 'posts' } },
  { key: 'goals', table: schema.sustainabilityGoals, pageBy: 'id' },
  { key: 'capsules', table: schema.capsuleWardrobes, pageBy: 'id', itemLists: ['itemIds'] },
  {
    key: 'packingLists',
    table: schema.packingLists,
    pageBy: 'id',
    itemLists: ['itemIds', 'packedItemIds'],
  },
  {
    key: 'shoppingSuggestions',
    table: schema.shoppingSuggestions,
    pageBy: 'id',
    photos: { imageUrl: null },
  },
  {
    key: 'listings',
    table: schema.marketplaceListings,
    pageBy: 'id',
    refs: { wardrobeItemId: 'items' },
    photos: { imageUrl: null },
  },
  {
    key: 'ratingSessions',
    table: schema.ratingSessions,
    pageBy: 'id',
    secrets: { accessToken: mintAccessToken },
  },
  {
    key: 'ratingOutfits',
    table: schema.ratingSessionOutfits,
    pageBy: 'id',
    refs: { sessionId: 'ratingSessions', outfitId: 'outfits' },
    itemLists: ['itemIds'],
    photos: { imageUrl: null },
  },
  {
    key: 'ratingVotes',
    table: schema.ratingVotes,
    pageBy: 'id',
    refs: { sessionOutfitId: 'ratingOutfits' },
  },
  { key: 'diaryEntries', table: schema.styleDiary, pageBy: 'id', photos: { imageUrl: null } },
  { key: 'alterEgos', table: schema.alterEgos, pageBy: 'id' },
  {
    key: 'alterEgoOutfits',
    table: schema.alterEgoOutfits,
    pageBy: 'id',
    refs: { alterEgoId: 'alterEgos', outfitId: 'outfits' },
  },
  { key: 'insights', table: schema.fashionInsights, pageBy: 'id', photos: { imageUrl: null } },
];

/** Tables of schema.ts the export leaves out on purpose, and why. */
export const NOT_EXPORTED: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [schema.users, 'the account itself: its profile is in manifest.json, never its password hash'],
  [schema.sessions, 'sign-ins of this server, never exported'],
  [schema.userFollows, 'names other people, who do not exist on another server'],
]);

/** The entry of a key; the list is fixed, so a missing one is a programming error. */
export function accountTable(key: string): AccountTable {
  const found = ACCOUNT_TABLES.find((entry) => entry.key === key);
  if (!found) throw new Error(`No account table ${key}`);
  return found;
}
