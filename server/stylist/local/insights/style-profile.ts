import { CATEGORIES, type Category } from '../../../../contract/wardrobe.ts';
import type { StylistItem } from '../../stylist.ts';
import { readGarment } from '../garment/garment-traits.ts';

export const FORMALITY_LEVELS = [
  'athletic',
  'casual',
  'smart casual',
  'business',
  'formal',
] as const;
export type FormalityLevel = (typeof FORMALITY_LEVELS)[number];

export interface ColorShare {
  /** The colour in words, e.g. "navy", "light blue", "floral print". */
  color: string;
  count: number;
  /** Of all active items, 0 to 1. */
  share: number;
  neutral: boolean;
}

export interface Share<K extends string> {
  key: K;
  count: number;
  share: number;
}

export interface WornItem {
  id: string;
  name: string;
  timesWorn: number;
  lastWorn: Date | null;
}

export interface StyleProfile {
  totalItems: number;
  /** Up to five colours, most frequent first. */
  dominantColors: ColorShare[];
  categoryMix: Share<Category>[];
  formalityMix: Share<FormalityLevel>[];
  /** Up to three, most worn first (only pieces worn at least once). */
  mostWorn: WornItem[];
  /** Up to three, least worn first (ties: worn longest ago, or never). */
  leastWorn: WornItem[];
}

const TOP_COLORS = 5;
const WORN_LIST = 3;

/** Buckets a 1–5 formality into a named level. */
export function formalityLevel(formality: number): FormalityLevel {
  if (formality < 1.75) return 'athletic';
  if (formality < 2.75) return 'casual';
  if (formality < 3.75) return 'smart casual';
  if (formality < 4.5) return 'business';
  return 'formal';
}

const worn = (i: StylistItem): WornItem => ({
  id: i.id,
  name: i.name,
  timesWorn: Math.max(0, i.timesWorn || 0),
  lastWorn: i.lastWorn,
});
const time = (d: Date | null) => d?.getTime() ?? Number.NEGATIVE_INFINITY;
const byId = (a: StylistItem, b: StylistItem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A wardrobe at a glance: dominant colours, category and formality mix, most and least worn. */
export function styleProfile(items: readonly StylistItem[]): StyleProfile {
  const active = items.filter((i) => i.isActive);
  const total = active.length;
  const share = (count: number) => (total ? Math.round((count / total) * 1000) / 1000 : 0);

  const colors = new Map<string, { count: number; neutral: boolean }>();
  const categories = new Map<Category, number>();
  const levels = new Map<FormalityLevel, number>();
  for (const item of active) {
    const traits = readGarment(item);
    const c = traits.color;
    if (c.kind !== 'unknown') {
      const entry = colors.get(c.label) ?? { count: 0, neutral: c.kind === 'neutral' };
      entry.count += 1;
      colors.set(c.label, entry);
    }
    categories.set(item.category, (categories.get(item.category) ?? 0) + 1);
    const level = formalityLevel(traits.formality);
    levels.set(level, (levels.get(level) ?? 0) + 1);
  }

  const dominantColors = [...colors.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, TOP_COLORS)
    .map(([color, { count, neutral }]) => ({ color, count, share: share(count), neutral }));

  const mostWorn = active
    .filter((i) => i.timesWorn > 0)
    .sort((a, b) => b.timesWorn - a.timesWorn || time(b.lastWorn) - time(a.lastWorn) || byId(a, b))
    .slice(0, WORN_LIST);
  const most = new Set(mostWorn.map((i) => i.id));
  const leastWorn = active
    .filter((i) => !most.has(i.id))
    .sort(
      (a, b) =>
        Math.max(0, a.timesWorn) - Math.max(0, b.timesWorn) ||
        time(a.lastWorn) - time(b.lastWorn) ||
        byId(a, b),
    )
    .slice(0, WORN_LIST);

  return {
    totalItems: total,
    dominantColors,
    categoryMix: CATEGORIES.map((key) => ({
      key,
      count: categories.get(key) ?? 0,
      share: share(categories.get(key) ?? 0),
    })),
    formalityMix: FORMALITY_LEVELS.map((key) => ({
      key,
      count: levels.get(key) ?? 0,
      share: share(levels.get(key) ?? 0),
    })),
    mostWorn: mostWorn.map(worn),
    leastWorn: leastWorn.map(worn),
  };
}
