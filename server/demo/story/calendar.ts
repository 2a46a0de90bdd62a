// Outfit Calendar: a fortnight around the story's today, planned with the demo's saved outfits.
// The days already past are marked "Wore it" through the API, as the user would have done.
import type { CalendarEntry, EventType } from '../../../contract/calendar.ts';
import { dayFrom, isColdSeason, outfitOf, type StoryContext } from './story-context.ts';
import { TRIP_STARTS_IN_DAYS } from './packing-list.ts';

interface PlannedDay {
  /** Days from the story's today (negative: already past). */
  offset: number;
  outfit: string;
  eventName: string;
  eventType: EventType;
  notes: string | null;
}

/** The plan; the weekend and commute outfits follow the season the story is told in. */
export function plannedDays(cold: boolean): PlannedDay[] {
  const weekend = cold ? 'Cosy Sunday' : 'Summer Picnic';
  const commute = cold ? 'Rainy Commute' : 'Weekend Uniform';
  return [
    {
      offset: -6,
      outfit: 'Monday Meetings',
      eventName: 'Quarterly review',
      eventType: 'work',
      notes: 'Oxford pressed the night before.',
    },
    {
      offset: -4,
      outfit: weekend,
      eventName: 'Coffee and a long walk with Jo',
      eventType: 'casual',
      notes: null,
    },
    {
      offset: -2,
      outfit: commute,
      eventName: 'Studio day',
      eventType: 'work',
      notes: 'Check the forecast: swap to the loafers if it stays dry.',
    },
    {
      offset: 0,
      outfit: 'Monday Meetings',
      eventName: 'Client presentation',
      eventType: 'work',
      notes: 'Loafers, not the sneakers: this client is old-school.',
    },
    {
      offset: 2,
      outfit: 'Dinner in Town',
      eventName: "Sam's birthday dinner",
      eventType: 'evening',
      notes: 'The friends voted: little black dress, biker jacket. Crossbody, not the tote.',
    },
    {
      offset: 4,
      outfit: weekend,
      eventName: 'Farmers market',
      eventType: 'casual',
      notes: null,
    },
    {
      offset: 6,
      outfit: commute,
      eventName: 'Team offsite',
      eventType: 'work',
      notes: 'Lots of walking between venues: boots.',
    },
    {
      offset: TRIP_STARTS_IN_DAYS,
      outfit: 'Weekend Uniform',
      eventName: 'Train to Lisbon',
      eventType: 'travel',
      notes: 'Wear the heaviest shoes so they stay out of the suitcase.',
    },
  ];
}

/**
 * Plans each day of the list that has nothing on it yet, and marks the past ones worn. A day
 * the account already planned (by hand, or by an earlier seeding) is left as it is.
 */
export async function seedCalendar(story: StoryContext): Promise<number> {
  const plan = plannedDays(isColdSeason(story));
  const offsets = plan.map((day) => day.offset);
  const from = dayFrom(story, Math.min(...offsets));
  const to = dayFrom(story, Math.max(...offsets));
  const existing = await story.client.expect<CalendarEntry[]>(
    'GET',
    `/api/calendar?startDate=${from}&endDate=${to}`,
  );
  const planned = new Set(existing.map((entry) => entry.date));
  let added = 0;
  for (const day of plan) {
    const date = dayFrom(story, day.offset);
    if (planned.has(date)) continue;
    const entry = await story.client.expect<CalendarEntry>('POST', '/api/calendar', {
      json: {
        date,
        outfitId: outfitOf(story, day.outfit).id,
        eventName: day.eventName,
        eventType: day.eventType,
        notes: day.notes,
      },
    });
    // "Wore it" is refused for days still to come by the app's clock, so it reads the story's.
    if (day.offset < 0) {
      story.setClock(story.now);
      await story.client.expect('POST', `/api/calendar/${entry.id}/wear`);
      story.setClock(null);
    }
    added++;
  }
  return added;
}
