// When the demo account bought and wore each piece: dates spread believably over the months
// before "now" (mornings for wears, evenings for purchases), in season, the same on every run.
import type { DemoOutfit, DemoPiece } from './wardrobe/demo-piece.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator seeded from a name, so every seeding tells the same story. */
export function seededRandom(name: string): () => number {
  let state = 2166136261;
  for (const char of name) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/** Midnight UTC `days` before `now`, plus `minutes` into that day. */
export function daysBefore(now: Date, days: number, minutes: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(Math.min(midnight - days * DAY_MS + minutes * 60_000, now.getTime() - 60_000));
}

function inSeason(date: Date, season: DemoPiece['season']): boolean {
  if (!season) return true;
  const month = date.getUTCMonth(); // 0 = January
  const warm = month >= 4 && month <= 8;
  return season === 'warm' ? warm : month >= 9 || month <= 2;
}

/** The evening the piece was added (bought, unpacked, photographed). */
export function addedAt(piece: { name: string; addedDaysAgo: number }, now: Date): Date {
  const random = seededRandom(`added:${piece.name}`);
  return daysBefore(now, piece.addedDaysAgo, 18 * 60 + Math.floor(random() * 180));
}

/**
 * The piece's own wears (outfits add theirs): the newest exactly `lastWornDaysAgo` days ago, the
 * rest on distinct days between the day after it was added and then, in season where it has one.
 */
export function pieceWears(piece: DemoPiece, now: Date): Date[] {
  if (piece.wears === 0) return [];
  const random = seededRandom(`wears:${piece.name}`);
  const morning = () => 7 * 60 + Math.floor(random() * 120);
  const last = piece.lastWornDaysAgo ?? 0;
  const candidates: number[] = [];
  for (let day = piece.addedDaysAgo - 1; day > last; day--) {
    if (inSeason(daysBefore(now, day, 12 * 60), piece.season)) candidates.push(day);
  }
  const days = new Set<number>([last]);
  while (days.size < piece.wears && candidates.length > 0) {
    const [day] = candidates.splice(Math.floor(random() * candidates.length), 1);
    days.add(day!);
  }
  return [...days].map((day) => daysBefore(now, day, morning()));
}

/** The mornings an outfit was worn. */
export function outfitWears(outfit: DemoOutfit, now: Date): Date[] {
  const random = seededRandom(`outfit:${outfit.name}`);
  return outfit.wornDaysAgo.map((day) => daysBefore(now, day, 7 * 60 + Math.floor(random() * 120)));
}
