import { eq } from 'drizzle-orm';
import type { Place } from '../../../contract/weather.ts';
import type { Db } from '../../db/client.ts';
import { userPlaces } from '../../db/schema.ts';

/** The user's place for the forecast (one row per user, none until they set one). */
export function createWeatherRepo(db: Db) {
  return {
    async findPlace(userId: string): Promise<Place | null> {
      const rows = await db
        .select({
          name: userPlaces.name,
          latitude: userPlaces.latitude,
          longitude: userPlaces.longitude,
          timeZone: userPlaces.timeZone,
        })
        .from(userPlaces)
        .where(eq(userPlaces.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async savePlace(userId: string, place: Place, now: Date): Promise<Place> {
      await db
        .insert(userPlaces)
        .values({ userId, ...place, updatedAt: now })
        .onConflictDoUpdate({ target: userPlaces.userId, set: { ...place, updatedAt: now } });
      return place;
    },

    async deletePlace(userId: string): Promise<void> {
      await db.delete(userPlaces).where(eq(userPlaces.userId, userId));
    },
  };
}
