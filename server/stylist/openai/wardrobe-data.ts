import { CATEGORIES } from '../../../contract/wardrobe.ts';
import { seededUnit } from '../local/prng.ts';
import type { StylistItem } from '../stylist.ts';

/** An item as the model reads it: what a stylist needs, nothing else (no price, photo or owner). */
export interface CompactItem {
  id: string;
  name: string;
  category: StylistItem['category'];
  subcategory: string | null;
  color: string | null;
  tags: string[];
  timesWorn: number;
  /** YYYY-MM-DD, or null when never worn. */
  lastWorn: string | null;
}

/**
 * At most this many items go into one prompt: about 60 tokens each keeps the request near 10k
 * tokens, within every common model's context, and a larger wardrobe still gets a fair sample.
 */
export const MAX_ITEMS_SENT = 150;

export function compactItem(item: StylistItem): CompactItem {
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    subcategory: item.subcategory,
    color: item.color,
    tags: item.tags.slice(0, 8),
    timesWorn: item.timesWorn,
    lastWorn: item.lastWorn ? item.lastWorn.toISOString().slice(0, 10) : null,
  };
}

/**
 * Up to `max` items, taken in turn from each category so no slot is crowded out, in an order
 * that changes with the seed (a Refresh sees another sample). `keep` ids always go in.
 */
export function sampleItems(
  items: readonly StylistItem[],
  seed: number,
  max = MAX_ITEMS_SENT,
  keep: readonly string[] = [],
): StylistItem[] {
  if (items.length <= max) return [...items];
  const kept = items.filter((item) => keep.includes(item.id));
  const rest = items.filter((item) => !keep.includes(item.id));
  const queues = CATEGORIES.map((category) =>
    rest
      .filter((item) => item.category === category)
      .map((item) => ({ item, order: seededUnit(seed, item.id) }))
      .sort((a, b) => a.order - b.order || (a.item.id < b.item.id ? -1 : 1))
      .map(({ item }) => item),
  );
  const picked = [...kept];
  for (let round = 0; picked.length < max; round += 1) {
    let added = false;
    for (const queue of queues) {
      const item = queue[round];
      if (item && picked.length < max) {
        picked.push(item);
        added = true;
      }
    }
    if (!added) break;
  }
  return picked;
}

/** Looks up the items a model named, forgiving case and spaces; ids that are not the user's are dropped. */
export function itemResolver(items: readonly StylistItem[]) {
  const byId = new Map(items.map((item) => [item.id.toLowerCase(), item]));
  return (ids: readonly string[]): StylistItem[] => {
    const seen = new Set<string>();
    const found: StylistItem[] = [];
    for (const id of ids) {
      const item = byId.get(id.trim().toLowerCase());
      if (!item || seen.has(item.id)) continue;
      seen.add(item.id);
      found.push(item);
    }
    return found;
  };
}
