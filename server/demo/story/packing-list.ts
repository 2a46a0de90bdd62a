// Packing Lists: one trip coming up, half packed, so the checklist has something to tick.
import type { PackingList } from '../../../contract/packing-lists.ts';
import { dayFrom, itemIdsOf, nameKey, type StoryContext } from './story-context.ts';

/** The trip starts this many days after the story's today (the calendar shows the train). */
export const TRIP_STARTS_IN_DAYS = 9;
const TRIP_NIGHTS = 4;

export const DEMO_TRIP = {
  tripName: 'Long weekend in Lisbon',
  destination: 'Lisbon, Portugal',
  notes:
    'Hills and cobbles all day, so flat shoes only. Mild days and a breeze off the river in the ' +
    'evening: the trench goes in the carry-on. One dinner somewhere nice, the blazer covers it.',
  pieces: [
    'Breton Stripe Long-Sleeve Top',
    'White Cotton Crew Tee',
    'Olive Linen Shirt',
    'Mid-Blue Straight Jeans',
    'Beige Cotton Chinos',
    'Chambray Shirt Dress',
    'Navy Wool Blazer',
    'Beige Trench Coat',
    'White Leather Sneakers',
    'Tan Suede Loafers',
    'Black Crossbody Bag',
    'Tortoiseshell Sunglasses',
  ],
  /** Already in the suitcase: the things that live in the wardrobe between trips. */
  packed: ['Tortoiseshell Sunglasses', 'Black Crossbody Bag', 'Olive Linen Shirt'],
};

/** Adds the trip when the account has no list of that name, and ticks what is already packed. */
export async function seedPackingList(story: StoryContext): Promise<number> {
  const existing = await story.client.expect<PackingList[]>('GET', '/api/packing-lists');
  if (existing.some((list) => nameKey(list.tripName) === nameKey(DEMO_TRIP.tripName))) return 0;
  const list = await story.client.expect<PackingList>('POST', '/api/packing-lists', {
    json: {
      tripName: DEMO_TRIP.tripName,
      destination: DEMO_TRIP.destination,
      startDate: dayFrom(story, TRIP_STARTS_IN_DAYS),
      endDate: dayFrom(story, TRIP_STARTS_IN_DAYS + TRIP_NIGHTS),
      notes: DEMO_TRIP.notes,
      itemIds: itemIdsOf(story, DEMO_TRIP.pieces),
    },
  });
  await story.client.expect('PUT', `/api/packing-lists/${list.id}`, {
    json: { packedItemIds: itemIdsOf(story, DEMO_TRIP.packed) },
  });
  return 1;
}
