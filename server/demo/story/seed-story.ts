// Every screen beyond the wardrobe, seeded in the order a person would have filled them: who they
// dress as, their capsules, a trip, the weeks planned, the diary, then what they shared.
import { seedAlterEgos } from './alter-egos.ts';
import { seedCalendar } from './calendar.ts';
import { seedCapsules } from './capsules.ts';
import { seedCommunity } from './community.ts';
import { seedFriendRatings } from './friend-ratings.ts';
import { seedMarketplace } from './marketplace.ts';
import { seedPackingList } from './packing-list.ts';
import type { StoryContext } from './story-context.ts';
import { seedStyleDiary } from './style-diary.ts';

/** How many of each screen's things one seeding added (all zero on a rerun). */
export interface StoryReport {
  alterEgos: number;
  capsules: number;
  packingLists: number;
  calendarDays: number;
  diaryEntries: number;
  listings: number;
  posts: number;
  ratingSessions: number;
}

export const EMPTY_STORY: StoryReport = {
  alterEgos: 0,
  capsules: 0,
  packingLists: 0,
  calendarDays: 0,
  diaryEntries: 0,
  listings: 0,
  posts: 0,
  ratingSessions: 0,
};

export async function seedStory(story: StoryContext): Promise<StoryReport> {
  return {
    alterEgos: await seedAlterEgos(story),
    capsules: await seedCapsules(story),
    packingLists: await seedPackingList(story),
    calendarDays: await seedCalendar(story),
    diaryEntries: await seedStyleDiary(story),
    listings: await seedMarketplace(story),
    posts: await seedCommunity(story),
    ratingSessions: await seedFriendRatings(story),
  };
}
