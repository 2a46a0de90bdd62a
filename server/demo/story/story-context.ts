// What every part of the demo's story needs: the signed-in client, the story's "now", the demo's
// pieces and saved outfits by name, the clock the private app reads, and the one SQL backdate.
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { addDays } from '../../../contract/calendar-date.ts';
import { DemoSeedError, type DemoClient } from '../demo-client.ts';
import type { DatedTable } from '../backdate.ts';

export interface StoryContext {
  client: DemoClient;
  now: Date;
  /** The demo's pieces and saved outfits, keyed by lower-case name. */
  items: ReadonlyMap<string, WardrobeItem>;
  outfits: ReadonlyMap<string, Outfit>;
  /** Turns the private app's clock back (or forward) to `at`; null gives it the real time again. */
  setClock: (at: Date | null) => void;
  backdate: (table: DatedTable, id: string, at: Date) => Promise<void>;
  /** A studio photo of one of the demo's pieces (by name), for the forms that take a photo. */
  photoOf: (pieceName: string) => Promise<{ photo: Buffer; fileName: string }>;
}

export const nameKey = (name: string) => name.trim().toLowerCase();

/** The ids of the named pieces; throws when one is missing, so a typo never seeds half a list. */
export function itemIdsOf(story: StoryContext, names: readonly string[]): string[] {
  return names.map((name) => itemOf(story, name).id);
}

export function itemOf(story: StoryContext, name: string): WardrobeItem {
  const item = story.items.get(nameKey(name));
  if (!item) throw new DemoSeedError(`The demo wardrobe has no piece named "${name}"`);
  return item;
}

export function outfitOf(story: StoryContext, name: string): Outfit {
  const outfit = story.outfits.get(nameKey(name));
  if (!outfit) throw new DemoSeedError(`The demo account has no outfit named "${name}"`);
  return outfit;
}

/** The story's today as a calendar day ("YYYY-MM-DD", UTC), moved by `days`. */
export const dayFrom = (story: StoryContext, days: number) =>
  addDays(story.now.toISOString().slice(0, 10), days);

/** `days` before the story's now, at `hour` UTC (never later than now itself). */
export function daysAgoAt(story: StoryContext, days: number, hour: number): Date {
  const at = new Date(`${dayFrom(story, -days)}T${String(hour).padStart(2, '0')}:00:00.000Z`);
  return at.getTime() < story.now.getTime() ? at : new Date(story.now.getTime() - 60_000);
}

/** True in the cold half of the year (October to March), when the story dresses for it. */
export function isColdSeason(story: StoryContext): boolean {
  const month = story.now.getUTCMonth();
  return month >= 9 || month <= 2;
}
