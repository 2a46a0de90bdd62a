import { DEFAULT_PREFERENCES, type Preferences } from '../../../contract/preferences.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPreferencesRepo, type PreferencesPatch, type PreferencesRow } from './repo.ts';

const toPreferences = (row: PreferencesRow | undefined): Preferences =>
  row ? { autoCutout: row.autoCutout } : { ...DEFAULT_PREFERENCES };

/** Per-user settings; every user has the defaults until they change one. */
export function createPreferencesService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createPreferencesRepo(db);
  return {
    /** The user's settings, defaults filled in. */
    async get(userId: string): Promise<Preferences> {
      return toPreferences(await repo.find(userId));
    },

    /** Changes the settings sent; an empty change answers the settings as they are. */
    async update(userId: string, patch: PreferencesPatch): Promise<Preferences> {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as PreferencesPatch;
      if (Object.keys(changes).length === 0) return this.get(userId);
      return toPreferences(await repo.upsert(userId, changes, clock.now()));
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
