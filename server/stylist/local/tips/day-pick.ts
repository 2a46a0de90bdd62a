const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch (UTC): the same all day, the next one tomorrow. */
export const dayNumber = (now: Date) => Math.floor(now.getTime() / DAY_MS);

/** Whole days between a date and now, or null. */
export const daysSince = (date: Date | null, now: Date) =>
  date ? Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS)) : null;

/** Today's entry of a list, so successive days walk through it. */
export function forDay<T>(list: readonly T[], day: number): T | undefined {
  if (!list.length) return undefined;
  return list[((day % list.length) + list.length) % list.length];
}
