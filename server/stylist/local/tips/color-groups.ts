import type { ProfiledItem } from '../garment/profiled-item.ts';

/** One piece standing for every piece that shares its colour (and whatever else the key adds). */
export interface ColorGroup {
  representative: ProfiledItem;
  size: number;
}

/**
 * Groups pieces by colour (plus an optional extra key) and keeps the best of each group by
 * `better`, so pair searches cost colours × colours instead of pieces × pieces.
 */
export function groupByColor(
  pieces: readonly ProfiledItem[],
  better: (a: ProfiledItem, b: ProfiledItem) => number,
  extraKey: (p: ProfiledItem) => string = () => '',
): ColorGroup[] {
  const groups = new Map<string, ColorGroup>();
  for (const p of pieces) {
    const key = `${p.traits.color.label}|${extraKey(p)}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { representative: p, size: 1 });
    else {
      group.size += 1;
      if (better(p, group.representative) < 0) group.representative = p;
    }
  }
  return [...groups.values()];
}

/** Least worn first, then by id: the piece a tip should bring back into rotation. */
export const leastWornFirst = (a: ProfiledItem, b: ProfiledItem) =>
  Math.max(0, a.item.timesWorn || 0) - Math.max(0, b.item.timesWorn || 0) ||
  (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);
