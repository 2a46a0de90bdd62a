// What the demo's story must look like on every screen after a seeding (used by
// seed-demo-account.test.ts): each list the screens load is filled, and only for the demo.
import { expect } from 'vitest';
import type { AlterEgo } from '../../../contract/alter-egos.ts';
import type { CalendarEntry } from '../../../contract/calendar.ts';
import { addDays } from '../../../contract/calendar-date.ts';
import type { Capsule } from '../../../contract/capsules.ts';
import type { Post } from '../../../contract/community.ts';
import type { DiaryEntry } from '../../../contract/diary.ts';
import type { Listing } from '../../../contract/marketplace.ts';
import type { PackingList } from '../../../contract/packing-lists.ts';
import type { RatingSession, SessionVote } from '../../../contract/ratings.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import type { App } from '../../app.ts';
import { asUser, type Api } from '../api-client.ts';

const reader = (visitor: Api) => async (url: string) => {
  const response = await visitor.get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** The calendar's window around the story's today, as the month view would ask it. */
const calendarUrl = (today: string) =>
  `/api/calendar?startDate=${addDays(today, -14)}&endDate=${addDays(today, 14)}`;

/** What the demo account (`demo`, signed in) sees on each screen on the story's last day. */
export async function expectLivedInScreens(demo: Api, now: Date): Promise<void> {
  const get = reader(demo);
  const today = now.toISOString().slice(0, 10);
  const own = new Set(((await get('/api/wardrobe')) as WardrobeItem[]).map((i) => i.id));

  const egos = (await get('/api/alter-egos')) as AlterEgo[];
  expect(egos).toHaveLength(2);
  for (const ego of egos) {
    expect(ego.description && ego.personality, ego.name).toBeTruthy();
    expect(ego.colorPalette.length, ego.name).toBeGreaterThanOrEqual(3);
  }

  const capsules = (await get('/api/capsules')) as Capsule[];
  expect(capsules).toHaveLength(2);
  for (const capsule of capsules) {
    expect(capsule.itemIds.length).toBeGreaterThanOrEqual(10);
    expect(capsule.itemIds.every((id) => own.has(id))).toBe(true);
    expect(capsule.outfitCount, capsule.name).toBeGreaterThan(0);
  }

  const [trip] = (await get('/api/packing-lists')) as PackingList[];
  expect(trip).toBeDefined();
  expect(trip!.startDate! > today && trip!.endDate! > trip!.startDate!).toBe(true);
  expect(trip!.itemIds.every((id) => own.has(id))).toBe(true);
  expect(trip!.packedItemIds.length).toBeGreaterThan(0);
  expect(trip!.packedItemIds.length).toBeLessThan(trip!.itemIds.length);

  // Past days worn, today and the next days planned, each with a saved outfit.
  const days = (await get(calendarUrl(today))) as CalendarEntry[];
  expect(days).toHaveLength(8);
  expect(days.every((day) => day.outfit && day.outfit.pieces.length >= 3)).toBe(true);
  expect(days.some((day) => day.date === today)).toBe(true);
  for (const day of days) expect(day.wornAt !== null, day.date).toBe(day.date < today);
  expect(days.filter((day) => day.date > addDays(today, 5)).length).toBeGreaterThan(0);
  expect(((await get(`/api/calendar/upcoming?from=${today}`)) as unknown[]).length).toBe(5);

  const diary = (await get('/api/style-diary')) as DiaryEntry[];
  expect(diary).toHaveLength(4);
  for (const entry of diary) {
    expect(new Date(entry.createdAt).getTime(), entry.title).toBeLessThan(now.getTime());
    expect(entry.imageUrl, entry.title).toBeTruthy();
    expect(entry.notes, entry.title).toBeTruthy();
  }
  expect(diary.filter((entry) => entry.isFavorite)).toHaveLength(1);

  const listings = (await get('/api/marketplace?mine=true')) as Listing[];
  expect(listings).toHaveLength(2);
  for (const listing of listings) {
    expect(listing).toMatchObject({ status: 'active', isMine: true });
    expect(own.has(listing.wardrobeItemId!)).toBe(true);
    expect(listing.imageUrl, listing.title).toBeTruthy();
  }

  const feed = (await get('/api/community/posts')) as Post[];
  expect(feed.filter((post) => post.isMine)).toHaveLength(3);
  expect(feed.every((post) => post.imageUrl && post.items.length >= 3)).toBe(true);
  const postedAt = feed.map((post) => Date.parse(post.createdAt));
  expect(new Set(postedAt).size).toBe(3);

  const [session] = (await get('/api/rating-sessions')) as RatingSession[];
  expect(session).toMatchObject({ status: 'active', voteCount: 3 });
  expect(session!.outfits).toHaveLength(2);
  const votes = (await get(`/api/rating-sessions/${session!.id}/votes`)) as SessionVote[];
  expect(votes.map((vote) => vote.voterName).sort()).toEqual(['Jo', 'Marcus', 'Priya']);
}

/**
 * Another account sees none of the demo's private screens. Listings and posts are public by
 * design (every signed-in user sees the marketplace and the feed), but are never its own.
 */
export async function expectNothingSharedWith(app: App, now: Date): Promise<void> {
  const get = reader(await asUser(app));
  const today = now.toISOString().slice(0, 10);
  for (const url of [
    '/api/alter-egos',
    '/api/capsules',
    '/api/packing-lists',
    calendarUrl(today),
    '/api/style-diary',
    '/api/rating-sessions',
    '/api/marketplace?mine=true',
  ]) {
    expect(await get(url), url).toEqual([]);
  }
  const feed = (await get('/api/community/posts')) as Post[];
  expect(feed.length).toBe(3);
  expect(feed.some((post) => post.isMine)).toBe(false);
  const listings = (await get('/api/marketplace')) as Listing[];
  expect(listings.some((listing) => listing.isMine)).toBe(false);
}
