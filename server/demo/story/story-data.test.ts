import { describe, expect, it } from 'vitest';
import { DEMO_OUTFITS, DEMO_PIECES } from '../wardrobe/demo-wardrobe.ts';
import { DEMO_CAPSULES } from './capsules.ts';
import { plannedDays } from './calendar.ts';
import { DEMO_POSTS } from './community.ts';
import { DEMO_LISTINGS } from './marketplace.ts';
import { DEMO_TRIP, TRIP_STARTS_IN_DAYS } from './packing-list.ts';
import { DEMO_DIARY } from './style-diary.ts';

const pieces = new Set(DEMO_PIECES.map((piece) => piece.name));
const outfits = new Set(DEMO_OUTFITS.map((outfit) => outfit.name));

// The story names pieces and outfits as the wardrobe lists them; a typo would only surface when
// `npm run demo` fails, and the cold-season plan is not the one the seeding test tells.
describe('the demo story', () => {
  it('names only pieces of the demo wardrobe', () => {
    const named = [
      ...DEMO_CAPSULES.flatMap((capsule) => capsule.pieces),
      ...DEMO_TRIP.pieces,
      ...DEMO_DIARY.map((entry) => entry.photoOf),
      ...DEMO_LISTINGS.map((listing) => listing.piece),
    ];
    expect(named.filter((name) => !pieces.has(name))).toEqual([]);
    expect(DEMO_TRIP.packed.every((name) => DEMO_TRIP.pieces.includes(name))).toBe(true);
  });

  it('plans only saved outfits, in both seasons, around today and the trip', () => {
    for (const cold of [true, false]) {
      const plan = plannedDays(cold);
      const named = [...plan.map((day) => day.outfit), ...DEMO_POSTS.map((post) => post.outfit)];
      expect(named.filter((name) => !outfits.has(name))).toEqual([]);
      const offsets = plan.map((day) => day.offset);
      expect(new Set(offsets).size).toBe(offsets.length);
      expect(offsets).toContain(0);
      expect(offsets).toContain(TRIP_STARTS_IN_DAYS);
      expect(offsets.filter((offset) => offset < 0).length).toBeGreaterThanOrEqual(2);
    }
    expect(plannedDays(true).map((d) => d.outfit)).toContain('Cosy Sunday');
    expect(plannedDays(false).map((d) => d.outfit)).toContain('Summer Picnic');
  });
});
